// The level check's result, whichever path placed the learner: the level with
// its CEFR band, and one primary action, the first story at that level.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ReadingLevel } from '#src/domain/enums.ts';
import { LevelArt } from '#src/web/components/art/Art.tsx';
import { levelLabel } from '#src/web/features/reading/index.ts';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';

type Props = {
  level: ReadingLevel;
  score: { correct: number; total: number } | null;
  firstStory: string;
  saveFailed: boolean;
};

export function PlacementResult({ level, score, firstStory, saveFailed }: Props) {
  const m = useMessages(placementText);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that ended the check is gone: focus starts at the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="placement-card">
      <LevelArt level={level} className="placement-art" />
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
          {format(m.placement.resultTitle, { level: levelLabel(m, level) })}
        </h1>
        {score ? <p className="mt-2 text-lg font-semibold">{format(m.placement.score, score)}</p> : null}
        <p className="mt-2 text-lg">{m.levelInfo[level]}</p>
        <p className="mt-2 text-muted">{m.placement.resultNote}</p>
        {saveFailed ? (
          <p role="alert" className="notice notice-error mt-3">
            {m.placement.saveFailed}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={firstStory} className="btn btn-primary btn-large">
            {m.placement.firstStory}
          </Link>
          <Link to="/dashboard" className="link">
            {m.placement.toHub}
          </Link>
        </div>
      </div>
    </div>
  );
}
