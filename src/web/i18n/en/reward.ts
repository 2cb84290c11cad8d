// What a learner earns after a story or a task.
import { section } from '../english.ts';

export const rewardText = section({
  reward: {
    xp: '+{xp} XP',
    noXp: 'This one already counted today. Try another story for more XP.',
    levelUp: 'Level up! You are now level {level}: {title}.',
    streakStarted: 'You started a streak today. Come back tomorrow!',
    streakKept: { one: 'Streak: {count} day. Well done!', other: 'Streak kept: {count} days in a row!' },
    goal: 'Today: {minutes} of {goal} minutes',
    goalBar: 'Daily goal progress',
    badge: 'New badge: {title}.',
    saving: 'Saving your points...',
    quizOffline: 'Your answers are saved on this device. Your result and your points arrive when you are online.',
  },
});
