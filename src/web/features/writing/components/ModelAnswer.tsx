// The task's sample answer with its band and why (decision 015): shown once the
// learner has completed the task, or earlier when they ask for it, so they
// write their own first and then compare.
import { useId, useState } from 'react';
import type { StoredWritingTask } from '#src/domain/content.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import { countWords } from '#src/domain/text.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

/** Each criterion's descriptor at the highest guide band the sample reaches (bands 9, 7 and 5 are described). */
export function bandReasons(
  guide: WritingGuide | undefined,
  band: number,
): { criterion: string; descriptor: string }[] {
  if (!guide) return [];
  return guide.criteria.flatMap((c) => {
    const reached = c.bands.filter((b) => b.band <= band).sort((a, b) => b.band - a.band)[0];
    return reached ? [{ criterion: c.criterion, descriptor: reached.descriptor }] : [];
  });
}

export function ModelAnswer({
  task,
  guide,
  completed,
}: {
  task: StoredWritingTask;
  guide: WritingGuide | undefined;
  completed: boolean;
}) {
  const m = useMessages(writingText);
  const [asked, setAsked] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const shown = completed || asked;
  const reasons = bandReasons(guide, task.bandScore);
  return (
    <section aria-labelledby={titleId} className="card mt-6">
      <h2 id={titleId} className="text-xl font-bold">
        {m.writing.modelAnswer.title}
      </h2>
      {completed ? null : (
        <button
          type="button"
          className="btn btn-secondary mt-2"
          aria-expanded={asked}
          aria-controls={bodyId}
          onClick={() => setAsked((a) => !a)}
        >
          {asked ? m.writing.modelAnswer.hide : m.writing.modelAnswer.show}
        </button>
      )}
      <div id={bodyId} hidden={!shown}>
        {shown ? (
          <>
            <p className="mt-2 text-muted">{m.writing.modelAnswer.intro}</p>
            <p className="mt-3 text-lg font-bold">{format(m.writing.modelAnswer.band, { band: task.bandScore })}</p>
            <blockquote className="mt-2 whitespace-pre-line border-s-4 ps-4" lang="en" dir="ltr">
              {task.sampleAnswer}
            </blockquote>
            <p className="mt-2 text-muted">
              {format(m.writing.modelAnswer.words, { words: countWords(task.sampleAnswer), target: task.wordCount })}
            </p>
            {reasons.length ? (
              <>
                <h3 className="mt-3 font-bold">{m.writing.modelAnswer.why}</h3>
                <ul className="list-disc ps-6" lang="en" dir="ltr">
                  {reasons.map((r) => (
                    <li key={r.criterion}>
                      <span className="font-semibold">{r.criterion}:</span> {r.descriptor}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
