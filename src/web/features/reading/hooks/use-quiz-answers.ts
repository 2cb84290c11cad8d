// Answering the story's questions: the answers go to the server, which checks
// them against the story's answer key (the browser never has it, decision
// 033) and answers with each question's right answer; the moment after says
// what they added (XP, minutes, streak, badges), and after 80 % or more the
// same story one level up is suggested (decision 021). Answers given offline
// wait in the outbox; their result shows when they reach the server.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { quizPercent } from '#src/domain/activity.ts';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ProfileResponse, QuizResult } from '#src/domain/progress-api.ts';
import { type FamilyMember, suggestAfterQuiz } from '#src/domain/story-families.ts';
import type { RewardFacts } from '#src/web/components/Reward.tsx';
import { getProfile, profileQueryKey } from '#src/web/features/progress/index.ts';
import { type ActivityAnswer, quizOutcome, type RecordResult, recordActivity } from '#src/web/lib/activity.ts';
import { ACTIVITY_SENT } from '#src/web/lib/activity-sent.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';

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
  // The server's check of the answers: right or wrong, and the right answer, per question.
  const [result, setResult] = useState<QuizResult | null>(null);
  // A quiz answered offline, waiting in the outbox for its result.
  const [waiting, setWaiting] = useState<{ eventId: string; before?: ProfileResponse } | null>(null);
  // After a quiz of 80% or more: the same story one level up (decision 021).
  const [nextLevel, setNextLevel] = useState<FamilyMember | null>(null);

  // A new story on screen (the sample too) has no suggestion or result yet.
  useEffect(() => {
    if (story) {
      setNextLevel(null);
      setResult(null);
      setWaiting(null);
    }
  }, [story]);

  const showResult = (checked: QuizResult | undefined) => {
    if (!checked || !story) return;
    setResult(checked);
    setNextLevel(suggestAfterQuiz(quizPercent(checked.correct, checked.total), members, story.level));
  };

  const settle = async (recorded: RecordResult, before: ProfileResponse | undefined, userId: string) => {
    if (recorded.status === 'refused') {
      // A quiz taken again the same day comes back checked, though not counted.
      showResult(recorded.quiz);
      return setReward({ state: 'refused', message: recorded.message });
    }
    if (recorded.status === 'waiting') {
      setWaiting({ eventId: recorded.eventId, before });
      return setReward({ state: 'waiting' });
    }
    showResult(recorded.answer.quizzes?.find((q) => q.eventId === recorded.eventId));
    const after = await client
      .fetchQuery({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId) })
      .catch(() => undefined);
    if (!after) return setReward({ state: 'waiting' });
    setReward({ state: 'counted', facts: rewardFacts(before, after, recorded.answer) });
  };

  // The outbox delivered what waited: the quiz's result (or the reason it was refused) is shown now.
  useEffect(() => {
    if (!waiting || !user) return;
    const check = () => {
      const outcome = quizOutcome(waiting.eventId);
      if (!outcome) return;
      setWaiting(null);
      if ('result' in outcome) showResult(outcome.result);
      if (outcome.refused !== undefined) return setReward({ state: 'refused', message: outcome.refused });
      if (!('result' in outcome)) return;
      void client
        .fetchQuery({ queryKey: profileQueryKey(user.userId), queryFn: () => getProfile(user.userId) })
        .then((after) => {
          const answer = { points: after.summary.points, level: after.summary.level, newBadges: [] };
          void settle(
            {
              eventId: waiting.eventId,
              status: 'counted',
              answer: { ...answer, accepted: 1, quizzes: [outcome.result] },
            },
            waiting.before,
            user.userId,
          );
        })
        .catch(() => showResult(outcome.result));
    };
    check();
    window.addEventListener(ACTIVITY_SENT, check);
    return () => window.removeEventListener(ACTIVITY_SENT, check);
  });

  const submit = (answers: number[]) => {
    if (!story) return;
    finishReading();
    setResult(null);
    setNextLevel(null);
    if (!user) return;
    const before = client.getQueryData<ProfileResponse>(profileQueryKey(user.userId));
    setReward({ state: 'saving' });
    recordActivity(user.userId, { type: 'quiz', answers, passageKey: story.key }).then((recorded) =>
      settle(recorded, before, user.userId),
    );
  };

  return { open, setOpen, reward, result, nextLevel, submit };
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
