import { countWords } from '#src/domain/text.ts';
import type { Attempt } from '#src/domain/writing.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { AskTutor, useTutorAsks } from '../../tutoring/index.ts';
import type { PendingAttempt } from '../attempt-queue.ts';

/**
 * The learner's texts of this task: those waiting on this device first, then the saved ones; each can be revised,
 * and a saved one sent to a volunteer tutor (decision 038).
 */
export function DraftHistory({
  task,
  waiting,
  attempts,
  onRevise,
}: {
  /** The task's words, for a text saved before attempts kept their own. */
  task: { title: string; prompt: string };
  waiting: PendingAttempt[];
  /** Undefined until loaded. */
  attempts: Attempt[] | undefined;
  onRevise: (text: string) => void;
}) {
  const m = useMessages(writingText);
  const f = useFormat();
  const user = useSignedInUser();
  // The learner's asks, asked for once this task has a saved text.
  const asks = useTutorAsks(user?.userId ?? '', (attempts?.length ?? 0) > 0);
  const when = (iso: string) => f.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="history-title" className="card mt-6">
      <h2 id="history-title" className="text-xl font-bold">
        {m.writing.historyTitle}
      </h2>
      {attempts && attempts.length === 0 && waiting.length === 0 ? (
        <p className="mt-2">{m.writing.historyEmpty}</p>
      ) : null}
      <ol className="mt-2 flex flex-col gap-2">
        {waiting.map((p) => (
          <li key={p.attempt.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>{format(m.writing.waitingItem, { date: when(p.queuedAt), words: countWords(p.attempt.text) })}</span>
            <button type="button" className="btn btn-secondary" onClick={() => onRevise(p.attempt.text)}>
              {m.writing.revise}
            </button>
          </li>
        ))}
        {attempts?.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {format(m.writing.historyItem, {
                date: when(a.createdAt),
                words: a.words,
                score: a.score,
                band: a.pending ? m.writing.checking : (a.band ?? m.writing.notJudged),
              })}
            </span>
            <button type="button" className="btn btn-secondary" onClick={() => onRevise(a.text)}>
              {m.writing.revise}
            </button>
            <AskTutor attempt={a} task={task} asks={asks} />
          </li>
        ))}
      </ol>
    </section>
  );
}
