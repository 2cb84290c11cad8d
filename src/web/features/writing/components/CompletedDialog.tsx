import { useRef } from 'react';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { type Attempt, isMostlyFiller, scoreTarget } from '#src/domain/writing.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { Reward } from '#src/web/components/Reward.tsx';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { badgeNames } from '#src/web/i18n/progress-names.ts';
import type { Completed } from '../hooks/use-task-completion.ts';

/**
 * The moment after completing: XP, today's minutes, streak and level (or the
 * XP alone when the profile is not here), the level of the text, its points and
 * any badge it unlocked. `attempts` are the saved ones: the level follows the check.
 */
export function CompletedDialog({
  completed,
  profile,
  attempts,
  onClose,
}: {
  completed: Completed | null;
  profile: ProfileResponse | undefined;
  attempts: Attempt[] | undefined;
  onClose: () => void;
}) {
  const m = useMessages(writingText);
  return (
    <Dialog open={completed !== null} title={m.writing.completedTitle} onClose={onClose}>
      {completed ? (
        <div className="flex flex-col gap-2">
          {profile ? (
            <Reward
              facts={{
                xp: completed.attempt.xp ?? 0,
                noXp: noXpLine(m, completed.attempt),
                minutesToday: profile.summary.today.minutes,
                goalMinutes: profile.profile.preferences.dailyGoalMinutes,
                streak: profile.summary.streaks.current,
                streakStarted: profile.summary.streaks.current <= 1,
                badges: [],
                levelUp:
                  completed.levelBefore !== null && profile.summary.level.current > completed.levelBefore
                    ? profile.summary.level
                    : null,
              }}
            />
          ) : completed.attempt.xp ? (
            <p className="text-xl font-bold">{format(m.writing.xpEarned, { xp: completed.attempt.xp })}</p>
          ) : (
            <p>{noXpLine(m, completed.attempt)}</p>
          )}
          <CompletedLevel attempt={attempts?.find((a) => a.id === completed.attempt.id) ?? completed.attempt} />
          {/* Apart from the level: SPEC §9's points measure length and time, not the language. */}
          <p>{format(m.writing.yourScore, { score: completed.attempt.score })}</p>
          <ScoreReason attempt={completed.attempt} />
          {completed.badges.map((b) => {
            const names = badgeNames(m, b);
            return (
              <p key={b.id} className="notice notice-info">
                {format(m.writing.unlocked, { title: names.title })} —{' '}
                <span lang={names.lang}>{names.description}</span>
              </p>
            );
          })}
        </div>
      ) : null}
    </Dialog>
  );
}

type WritingMessages = ReturnType<typeof useMessages<[typeof writingText]>>;

/** Why a completed task earned no XP, and what a writer does next (the server says which reason). */
function noXpLine(m: WritingMessages, attempt: Attempt): string {
  return m.writing.noXp[attempt.noXp ?? 'other'];
}

/**
 * Why the points for length and time are what they are, when length held them
 * back: SPEC §9 counts the words against its target (150, or 250 for an essay),
 * so a short text scores low however fast it was written; a text mostly
 * repeated earns nothing for its length. Words that are not sentences are
 * explained by the XP line.
 */
function ScoreReason({ attempt }: { attempt: Attempt }) {
  const m = useMessages(writingText);
  if (attempt.noXp === 'not-sentences') return null;
  if (isMostlyFiller(attempt.text)) return <p>{m.writing.scoreRepeated}</p>;
  const target = scoreTarget(attempt.mode);
  if (attempt.words >= target) return null;
  return <p>{format(m.writing.scoreShort, { words: attempt.words, target })}</p>;
}

/** 'Your English: …' for a saved text: still being checked, too short to judge, or its level. */
export function levelLine(m: WritingMessages, attempt: Attempt): string {
  if (attempt.pending) return m.writing.levelChecking;
  return attempt.cefr === null || attempt.band === null
    ? m.writing.tooShortToJudge
    : format(m.writing.bandLine, { band: attempt.band, cefr: attempt.cefr });
}

/** The level line of a completed text: checked after it was saved, so it may still be coming (issue 30). */
function CompletedLevel({ attempt }: { attempt: Attempt }) {
  const m = useMessages(writingText);
  // Shown once the check arrives while the learner waits, and read out by screen readers.
  const waited = useRef(attempt.pending === true);
  if (attempt.pending) return <p>{levelLine(m, attempt)}</p>;
  return (
    <div>
      {waited.current ? (
        <p role="status" className="notice notice-info">
          {m.writing.levelReady}
        </p>
      ) : null}
      <p>{levelLine(m, attempt)}</p>
    </div>
  );
}
