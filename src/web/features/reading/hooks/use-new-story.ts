// Asking for another story ('Find a story' or, with an AI service, 'Create'):
// the text as it streams in, then the story opened, with where it came from
// (decision 015), or why there is none.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GeneratePassageResponse } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { passagesQueryKey } from '../api/get-passages.ts';
import { createPassage } from '../api/passage.ts';
import { defaultView, type ReadingState } from '../url-state.ts';

type State = ReadingState & { level: ReadingLevel; topic: Topic };

export function useNewStory(state: State, update: (changes: Partial<ReadingState>, replace?: boolean) => void) {
  const m = useMessages(readingText);
  const { failure } = useServerText();
  const client = useQueryClient();
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Said about the passage it came with only (decision 015: the screen says where a passage came from).
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  const [request, setRequest] = useState('');

  const create = async () => {
    setError(null);
    setNotice(null);
    setStreaming('');
    try {
      const result = await createPassage(
        { level: state.level, topic: state.topic, prompt: request, currentKey: state.key ?? undefined },
        setStreaming,
      );
      const note = libraryNote(m, result);
      if (note) setNotice({ key: result.key, text: note });
      // A new AI story joins the level and topic's list; a library story is in it already (issue 34: the list
      // fetched again was 1.4 KB of each next story).
      if (result.source !== 'library')
        await client.invalidateQueries({ queryKey: passagesQueryKey(state.level, state.topic) });
      update({ key: result.key, lang: 'en', view: defaultView(state.level) });
    } catch (caught) {
      const retryAfter = caught instanceof ApiError ? Number(caught.body.retryAfter) : Number.NaN;
      setError(
        caught instanceof ApiError && caught.status === 503 && retryAfter > 0
          ? format(m.reading.busy, { n: retryAfter })
          : failure(caught, m.reading.createFailed),
      );
    } finally {
      setStreaming(null);
    }
  };

  return {
    /** What the learner asked for ('a story about…'), at most 500 characters. */
    request,
    setRequest,
    /** The story's text so far while it comes; null when none is coming. */
    streaming,
    /** Why no story came, in the learner's words. */
    error,
    /** Where the story on screen came from, while that story is on screen. */
    notice: notice && notice.key === state.key && streaming === null ? notice.text : null,
    create,
  };
}

/** Where a library passage came from, in the learner's words (decision 015); null for a new AI passage. */
function libraryNote(m: Pick<Messages, 'reading'>, result: GeneratePassageResponse): string | null {
  if (result.source !== 'library') return null;
  const note = !result.request
    ? m.reading.fromLibrary.next
    : format(result.matched ? m.reading.fromLibrary.match : m.reading.fromLibrary.noMatch, { request: result.request });
  return result.fallback ? `${m.reading.fallbackNote} ${note}` : note;
}
