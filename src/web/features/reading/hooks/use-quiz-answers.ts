// Answering the story's questions: the answers go to the server, which scores
// them against the story's answer key; the moment after says what they added
// (XP, minutes, streak, badges), and after 80 % or more the same story one
// level up is suggested (decision 021).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { type FamilyMember, suggestAfterQuiz } from '#src/domain/story-families.ts';
import type { RewardFacts } from '#src/web/components/Reward.tsx';
import { getProfile, profileQueryKey } from '#src/web/features/progress/index.ts';
import { type ActivityAnswer, recordActivity } from '#src/web/lib/activity.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { quizScore } from '../components/QuizDialog.tsx';

export type RewardState =
  | { state: 'saving' }
  | { state: 'waiting' }
  | { state: 'refused'; message: string }
  | { state: 'counted'; facts: RewardFacts };

/**
 * `story` is the one on screen, `members` its family (the same story at other levels), `finishReading` the
 * reading session's: answering counts the story as read. The learner's totals before the quiz are the
 * profile query's, which the screen keeps loaded.
 */
export function useQuizAnswers(story: StoredPassage | undefined, members: FamilyMember[], finishReading: () => void) {
  const user = useSignedInUser();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reward, setReward] = useState<RewardState | null>(null);
  // After a quiz of 80% or more: the same story one level up (decision 021).
  const [nextLevel, setNextLevel] = useState<FamilyMember | null>(null);

  // A new story on screen (the sample too) has no suggestion yet.
  useEffect(() => {
    if (story) setNextLevel(null);
  }, [story]);

  const submit = (answers: number[]) => {
    if (!story) return;
    finishReading();
    setNextLevel(suggestAfterQuiz(quizScore(answers, story.questions), members, story.level));
    if (!user) return;
    const before = client.getQueryData<ProfileResponse>(profileQueryKey(user.userId));
    setReward({ state: 'saving' });
    recordActivity(user.userId, { type: 'quiz', answers, passageKey: story.key }).then(async (result) => {
      const after = await client
        .fetchQuery({ queryKey: profileQueryKey(user.userId), queryFn: () => getProfile(user.userId) })
        .catch(() => undefined);
      if (result.status === 'waiting' || !after) setReward({ state: 'waiting' });
      else if (result.status === 'refused') setReward({ state: 'refused', message: result.message });
      else setReward({ state: 'counted', facts: rewardFacts(before, after, result.answer) });
    });
  };

  return { open, setOpen, reward, nextLevel, submit };
}

/** The moment after the quiz, from the server's totals before and after it. */
function rewardFacts(before: ProfileResponse | undefined, after: ProfileResponse, answer: ActivityAnswer): RewardFacts {
  const pointsBefore = before?.summary.points ?? after.summary.points;
  const levelBefore = before?.summary.level.current ?? answer.level.current;
  return {
    xp: Math.max(0, answer.points - pointsBefore),
    minutesToday: after.summary.today.minutes,
    goalMinutes: after.profile.preferences.dailyGoalMinutes,
    streak: after.summary.streaks.current,
    streakStarted: after.summary.streaks.current <= 1,
    badges: answer.newBadges,
    levelUp: answer.level.current > levelBefore ? answer.level : null,
  };
}
