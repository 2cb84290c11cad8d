import { useState } from 'react';
import type { Badge } from '#src/domain/badge-schema.ts';
import type { Attempt } from '#src/domain/writing.ts';
import { useProfile } from '#src/web/features/progress/index.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { playSound } from '#src/web/lib/sounds.ts';
import { newId } from '#src/web/lib/uuid.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { useAttempts } from '../api/get-attempts.ts';
import { useWaitingTexts } from './use-waiting-texts.ts';

/** What the moment after completing shows: the saved attempt, the badges it unlocked, the level before it. */
export type Completed = { attempt: Attempt; badges: Badge[]; levelBefore: number | null };

/**
 * The learner completes the task (Complete Task): the text goes out through
 * the outbox (attempt-queue.ts) and is scored on the server. SPEC §4:
 * completion clears the text and the timer (`onSaved`) once the task is
 * safely saved: on the server (then `completed` holds what the dialog
 * shows), or on this device until it can be sent (a notice says so; no score
 * yet, and no XP). A refused text stays in the box, with the server's reason.
 * Also the learner's saved drafts of this task and the texts still waiting.
 */
export function useTaskCompletion({
  taskKey,
  text,
  secondsUsed,
  onSend,
  onSaved,
  restore,
}: {
  taskKey: string;
  text: string;
  /** The timer's count, or the time since the first key press when the timer was not used. */
  secondsUsed: () => number;
  /** Just before the text goes out (the feedback dialog closes). */
  onSend: () => void;
  onSaved: () => void;
  /** Puts a text the server refused later back in the empty box. */
  restore: (text: string) => void;
}) {
  const m = useMessages(writingText);
  const { shown } = useServerText();
  const user = useSignedInUser();
  const [completed, setCompleted] = useState<Completed | null>(null);
  const completeTask = useCompleteTask(user?.userId ?? '');
  // Goal, streak and level for the moment after completing; refreshed by the completion.
  const profile = useProfile(user?.userId ?? '', !!user);
  const attempts = useAttempts(user?.userId ?? '', taskKey);
  const { waiting, notice, setNotice, refreshWaiting } = useWaitingTexts(user?.userId ?? null, taskKey, restore);

  const complete = () => {
    if (!user || !text.trim()) return;
    onSend();
    const seconds = Math.min(4 * 3600, secondsUsed());
    setNotice(null);
    completeTask.mutate(
      { id: newId(), taskKey, text, secondsUsed: seconds },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'refused') {
            setNotice({ kind: 'error', text: format(m.writing.saveRefused, { message: shown(outcome.message) }) });
            return;
          }
          onSaved();
          if (outcome.status === 'waiting') {
            setNotice({ kind: 'info', text: m.writing.queued });
            refreshWaiting();
            return;
          }
          playSound('complete');
          setCompleted({
            attempt: outcome.result.attempt,
            badges: outcome.result.newBadges,
            levelBefore: profile.data?.summary.level.current ?? null,
          });
        },
      },
    );
  };

  return {
    complete,
    /** The text is on its way: Complete Task waits. */
    sending: completeTask.isPending,
    /** The text could not even be kept on this device (the text stays in the box). */
    failed: completeTask.isError,
    completed,
    closeCompleted: () => setCompleted(null),
    notice,
    waiting,
    /** This learner's saved drafts of the task, newest first (undefined until loaded). */
    attempts: attempts.data?.attempts,
    profile: profile.data,
  };
}
