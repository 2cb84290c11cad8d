import { useState } from 'react';
import { Link } from 'wouter';
import { type AdaptiveDifficulty, LADDER } from '#src/domain/adaptive.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';

/** The smart-recommendation box (SPEC §2): either button dismisses it. */
export function Recommendation({ adaptive }: { adaptive: AdaptiveDifficulty }) {
  const m = useMessages(progressText);
  const f = useFormat();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const level = m.levels[adaptive.recommendedLevel];
  const harder = LADDER.indexOf(adaptive.recommendedLevel) > LADDER.indexOf(adaptive.currentLevel);
  const topic = adaptive.recommendedTopics[0];
  return (
    <aside aria-labelledby="recommend-title" className="recommend">
      <h3 id="recommend-title" className="text-lg font-bold">
        {m.progress.recommendTitle}
      </h3>
      {adaptive.shouldAdjust ? (
        <p>{format(harder ? m.progress.recommendUp : m.progress.recommendDown, { level })}</p>
      ) : null}
      <p>
        {format(m.progress.recommendTopics, { topics: f.list(adaptive.recommendedTopics.map((t) => m.topics[t])) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          className="btn btn-primary"
          to={`/reading?level=${adaptive.recommendedLevel}${topic ? `&topic=${topic}` : ''}`}
          onClick={() => setDismissed(true)}
        >
          {m.progress.recommendTry}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => setDismissed(true)}>
          {m.progress.recommendDismiss}
        </button>
      </div>
    </aside>
  );
}
