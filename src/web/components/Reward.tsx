// the moment after practice. What the server counted (+XP), the
// day's goal, the streak, new badges and a level-up, with a short star that
// stays still for learners who ask for reduced motion (styles.css .reward-art).

import { rewardText } from '../i18n/en/reward.ts';
import { format, useFormat, useMessages } from '../i18n/index.tsx';
import { badgeNames, levelTitle } from '../i18n/progress-names.ts';
import { CelebrateArt } from './art/Art.tsx';

export type RewardFacts = {
  /** XP this practice added; 0 when it did not count again (e.g. the same quiz twice in a day). */
  xp: number;
  /** What to say when `xp` is 0, in the words of the practice it follows (a story's by default). */
  noXp?: string;
  minutesToday: number;
  goalMinutes: number;
  streak: number;
  /** True when today's practice is the streak's first day. */
  streakStarted: boolean;
  badges: { id: string; title: string; description: string }[];
  /** The new level when this practice raised it. */
  levelUp: { current: number; title: string } | null;
};

export function Reward({ facts }: { facts: RewardFacts }) {
  const m = useMessages(rewardText);
  const f = useFormat();
  const minutes = Math.min(Math.round(facts.minutesToday), facts.goalMinutes);
  return (
    <div className="reward">
      {/* No XP is said first, in sentences across the whole card: on a phone the column beside the art is narrow. */}
      {facts.xp > 0 ? null : <p className="col-span-full font-semibold">{facts.noXp ?? m.reward.noXp}</p>}
      <CelebrateArt className="reward-art" />
      <div>
        {facts.xp > 0 ? <p className="reward-xp">{format(m.reward.xp, { xp: facts.xp })}</p> : null}
        {facts.levelUp ? (
          <p className="font-bold">
            {format(m.reward.levelUp, { level: facts.levelUp.current, title: levelTitle(m, facts.levelUp) })}
          </p>
        ) : null}
        <p>{facts.streakStarted ? m.reward.streakStarted : f.count(m.reward.streakKept, facts.streak)}</p>
        <p>{format(m.reward.goal, { minutes, goal: facts.goalMinutes })}</p>
        <progress className="bar mt-1" max={facts.goalMinutes} value={minutes} aria-label={m.reward.goalBar} />
        {facts.badges.map((b) => {
          const names = badgeNames(m, b);
          return (
            <p key={b.id} className="mt-2 font-semibold">
              {format(m.reward.badge, { title: names.title })}{' '}
              <span className="font-normal" lang={names.lang}>
                {names.description}
              </span>
            </p>
          );
        })}
      </div>
    </div>
  );
}
