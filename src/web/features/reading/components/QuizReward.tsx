// What answering the questions earned, shown with the score: the moment
// itself once the server counted it, else saving, waiting for the network
// (the result itself comes then: the browser has no answer key, decision 033),
// or the server's reason for refusing it.
import { Reward } from '#src/web/components/Reward.tsx';
import { rewardText } from '#src/web/i18n/en/reward.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import type { RewardState } from '../hooks/use-quiz-answers.ts';

export function QuizReward({ reward }: { reward: RewardState | null }) {
  const m = useMessages(rewardText);
  const { shown } = useServerText();
  if (reward?.state === 'counted') return <Reward facts={reward.facts} />;
  if (!reward) return null;
  return (
    <p className="notice notice-info mt-3">
      {reward.state === 'saving'
        ? m.reward.saving
        : reward.state === 'refused'
          ? shown(reward.message)
          : m.reward.quizOffline}
    </p>
  );
}
