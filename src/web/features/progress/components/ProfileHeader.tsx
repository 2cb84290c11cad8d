import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { LevelIcon } from '#src/web/components/LevelIcon.tsx';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { levelTitle } from '#src/web/i18n/progress-names.ts';

export function ProfileHeader({ profile, onSettings }: { profile: ProfileResponse; onSettings: () => void }) {
  const m = useMessages(progressText);
  const level = profile.summary.level;
  return (
    <section aria-label={profile.profile.username} className="flex flex-wrap items-center gap-4">
      <LevelIcon name={level.icon} />
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold sm:text-2xl">
          <bdi>{profile.profile.username}</bdi>
        </p>
        <p>{format(m.progress.levelLine, { level: level.current, title: levelTitle(m, level) })}</p>
        <progress className="bar mt-2" max={100} value={level.progressPercent} aria-label={m.progress.xpBar} />
        <p className="text-muted">
          {level.pointsToNext ? format(m.progress.xpToNext, { points: level.pointsToNext }) : m.progress.topLevel}
        </p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={onSettings}>
        {m.progress.settings}
      </button>
    </section>
  );
}
