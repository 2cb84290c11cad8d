// The time a learner spends on a story, counted once when they finish it (the
// voice reached the end, or they answered the questions): a 'reading-session'
// event with the story's words and the seconds read.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ReadingMode } from '#src/domain/enums.ts';
import { countWords } from '#src/domain/text.ts';
import { profileQueryKey } from '#src/web/features/progress/index.ts';
import { recordActivity } from '#src/web/lib/activity.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';

const MAX_SESSION_SECONDS = 4 * 60 * 60;

/**
 * `story` is the one on screen (the sample too); a new one starts its time again. `now` is the clock
 * (a test's own); it must be the same function from one render to the next.
 */
export function useReadingSession(story: StoredPassage | undefined, mode: ReadingMode, now: () => number = Date.now) {
  const user = useSignedInUser();
  const client = useQueryClient();
  const started = useRef(now());
  const recorded = useRef(false);

  useEffect(() => {
    if (!story) return;
    started.current = now();
    recorded.current = false;
  }, [story, now]);

  /** Counts the story as read, once: `seconds` when the voice timed it, else the time since it opened. */
  return (seconds?: number) => {
    if (!user || !story || recorded.current) return;
    recorded.current = true;
    const elapsed = seconds ?? Math.round((now() - started.current) / 1000);
    recordActivity(user.userId, {
      type: 'reading-session',
      words: countWords(story.text),
      seconds: Math.min(MAX_SESSION_SECONDS, Math.max(1, elapsed)),
      mode,
      passageKey: story.key,
    }).then(() => {
      client.invalidateQueries({ queryKey: profileQueryKey(user.userId) });
      // The family list marks the levels read.
      client.invalidateQueries({ queryKey: ['passage-family'] });
    });
  };
}
