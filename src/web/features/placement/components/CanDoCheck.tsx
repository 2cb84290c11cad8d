// Decision 022: the level check's other path ("I prefer to say what I can do"):
// CEFR "can-do" statements, easiest first, one at a time; the first "not yet"
// ends it.
import { useEffect, useRef, useState } from 'react';
import type { ReadingLevel } from '#src/domain/enums.ts';
import { CAN_DO_STEPS, placementDone, placementLevel, yesInARow } from '#src/domain/placement.ts';
import { LevelArt } from '#src/web/components/art/Art.tsx';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

type Props = { onDone: (level: ReadingLevel) => void; onPreferCheck: (() => void) | null };

export function CanDoCheck({ onDone, onPreferCheck }: Props) {
  const m = useMessages(placementText);
  const [answers, setAnswers] = useState<boolean[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = CAN_DO_STEPS[answers.length];

  // Each new statement is announced: focus moves to it.
  useEffect(() => {
    if (answers.length > 0) heading.current?.focus();
  }, [answers.length]);

  const answer = (yes: boolean) => {
    const next = [...answers, yes];
    if (placementDone(next)) onDone(placementLevel(yesInARow(next)));
    else setAnswers(next);
  };

  return (
    <>
      <p className="text-muted">
        {format(m.placement.progress, { n: answers.length + 1, total: CAN_DO_STEPS.length })}
      </p>
      <progress className="bar mt-2" max={CAN_DO_STEPS.length} value={answers.length} aria-hidden="true" />
      {answers.length === 0 ? (
        <>
          <h1 id="placement-title" tabIndex={-1} className="mt-6 text-3xl font-bold">
            {m.placement.title}
          </h1>
          <p className="mt-2 text-lg">{m.placement.intro}</p>
        </>
      ) : null}
      {step ? (
        <section aria-labelledby="can-do" className="placement-card mt-6">
          <LevelArt level={placementLevel(answers.length + 1)} className="placement-art" />
          <div>
            <h2 id="can-do" ref={heading} tabIndex={-1} className="text-2xl font-bold">
              {m.placement.canDo[step]}
            </h2>
            <p className="mt-1 text-muted">{m.placement.example[step]}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className="btn btn-primary btn-large" onClick={() => answer(true)}>
                {m.placement.yes}
              </button>
              <button type="button" className="btn btn-secondary btn-large" onClick={() => answer(false)}>
                {m.placement.notYet}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {onPreferCheck ? (
        <p className="mt-8">
          <button type="button" className="link-button" onClick={onPreferCheck}>
            {m.placement.preferCheck}
          </button>
        </p>
      ) : null}
    </>
  );
}
