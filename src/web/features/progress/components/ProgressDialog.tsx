import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useMessages } from '../../../i18n/index.tsx';
import { applyTheme } from '../../../lib/theme.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useProfile } from '../api/get-profile.ts';
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
  const m = useMessages();
  const profile = useProfile(userId, open);
  const leaderboard = useLeaderboard(open);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const theme = profile.data?.profile.preferences.theme;

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  return (
    <Dialog open={open} title={m.progress.title} onClose={onClose} wide>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <div role="alert" className="notice notice-error">
          <p>{m.progress.loadFailed}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => profile.refetch()}>
            {m.progress.retry}
          </button>
        </div>
      ) : null}
      {profile.data ? (
        <div className="flex flex-col gap-8">
          <ProfileHeader profile={profile.data} onSettings={() => setSettingsOpen(true)} />
          <StatTiles summary={profile.data.summary} />
          <Recommendation adaptive={profile.data.profile.preferences.adaptiveDifficulty} />
          <TodayPanel summary={profile.data.summary} goal={profile.data.profile.preferences.dailyGoalMinutes} />
          <RecentBadges badges={profile.data.summary.badges} />
          <LeaderboardTable board={leaderboard.data} />
          <WeeklyChart weeks={profile.data.summary.weekly} />
          <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} profile={profile.data.profile} />
        </div>
      ) : null}
    </Dialog>
  );
}
