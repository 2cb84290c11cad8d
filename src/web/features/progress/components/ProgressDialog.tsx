import { useEffect, useState } from 'react';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { pendingActivityCount } from '#src/web/lib/activity.ts';
import { applyTheme } from '#src/web/lib/theme.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { savedProfile, useProfile } from '../api/get-profile.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { RecentBadges } from './RecentBadges.tsx';
import { Recommendation } from './Recommendation.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { StatTiles } from './StatTiles.tsx';
import { TodayPanel } from './TodayPanel.tsx';
import { WeeklyChart } from './WeeklyChart.tsx';

/** SPEC §2 User Experience Dashboard: everything here comes from the learner's real activity. */
export function ProgressDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const m = useMessages(progressText);
  const f = useFormat();
  const profile = useProfile(userId, open);
  const leaderboard = useLeaderboard(open);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // With no answer from the server, the last progress this device saw (SPEC §8: warnings only).
  // (React Query pauses, rather than fails, a request while the browser knows it is offline.)
  const unreachable = profile.isError || profile.fetchStatus === 'paused';
  const saved = unreachable && !profile.data ? savedProfile(userId) : null;
  const data = profile.data ?? saved?.profile;
  const asOf = unreachable ? (profile.data ? profile.dataUpdatedAt : saved?.savedAt) : undefined;
  const pending = asOf ? pendingActivityCount(userId) : 0;
  const theme = data?.profile.preferences.theme;

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  return (
    <Dialog open={open} title={m.progress.title} onClose={onClose} wide>
      {profile.isPending && !unreachable ? <Spinner /> : null}
      {asOf ? (
        <div role="status" className="notice notice-info mb-6">
          <p>{format(m.progress.offline, { time: f.date(asOf, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
          {pending > 0 ? <p className="mt-2">{format(m.progress.pending, { n: pending })}</p> : null}
          <button type="button" className="btn btn-secondary mt-3" onClick={() => profile.refetch()}>
            {m.progress.retry}
          </button>
        </div>
      ) : null}
      {unreachable && !data ? (
        <div role="alert" className="notice notice-error">
          <p>{m.progress.loadFailed}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => profile.refetch()}>
            {m.progress.retry}
          </button>
        </div>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-8">
          <ProfileHeader profile={data} onSettings={() => setSettingsOpen(true)} />
          <StatTiles summary={data.summary} />
          <Recommendation adaptive={data.profile.preferences.adaptiveDifficulty} />
          <TodayPanel summary={data.summary} goal={data.profile.preferences.dailyGoalMinutes} />
          <RecentBadges badges={data.summary.badges} />
          <LeaderboardTable board={leaderboard.data} />
          <WeeklyChart weeks={data.summary.weekly} />
          <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} profile={data.profile} />
        </div>
      ) : null}
    </Dialog>
  );
}
