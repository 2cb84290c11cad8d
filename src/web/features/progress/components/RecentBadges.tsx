import { useState } from 'react';
import type { Badge } from '#src/domain/badge-schema.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { LevelIcon } from '#src/web/components/LevelIcon.tsx';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { badgeNames } from '#src/web/i18n/progress-names.ts';

const RECENT = 5;

export function RecentBadges({ badges }: { badges: Badge[] }) {
  const m = useMessages(progressText);
  const f = useFormat();
  const [chosen, setChosen] = useState<Badge | null>(null);
  const recent = badges.slice(0, RECENT); // newest first from summarize()
  const shown = chosen ? badgeNames(m, chosen) : null;
  return (
    <section aria-labelledby="badges-title">
      <h3 id="badges-title" className="text-xl font-bold">
        {m.progress.badgesTitle}
      </h3>
      {recent.length === 0 ? <p className="mt-2">{m.progress.noBadges}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-3">
        {recent.map((b) => {
          const names = badgeNames(m, b);
          return (
            <li key={b.id}>
              <button type="button" className={`badge rarity-${b.rarity}`} onClick={() => setChosen(b)}>
                <LevelIcon name={b.icon} small />
                <bdi lang={names.lang}>{names.title}</bdi>
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={chosen !== null} title={shown?.title ?? ''} onClose={() => setChosen(null)}>
        {chosen && shown ? (
          <div className="flex flex-col gap-2">
            <LevelIcon name={chosen.icon} />
            <p lang={shown.lang} dir="auto">
              {shown.description}
            </p>
            <p className={`rarity-label rarity-${chosen.rarity}`}>{m.progress.rarity[chosen.rarity]}</p>
            <p className="text-muted">
              {format(m.progress.earnedOn, {
                date: f.date(chosen.earnedAt),
              })}
            </p>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
