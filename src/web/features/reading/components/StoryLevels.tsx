// Decision 021: the story the learner is reading, at its other levels. Shown only
// when the passage belongs to a family; the levels already read are marked.
import type { ReadingLevel } from '#src/domain/enums.ts';
import type { FamilyMember } from '#src/domain/story-families.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { levelLabel } from '../level-label.ts';
import { SavedMark } from './SavedMark.tsx';

type Props = {
  members: FamilyMember[];
  level: ReadingLevel;
  /** The members this phone holds for offline reading. */
  saved: ReadonlySet<string>;
  onRead: (member: FamilyMember) => void;
};

export function StoryLevels({ members, level, saved, onRead }: Props) {
  const m = useMessages(readingText);
  if (members.length < 2) return null;
  return (
    <section aria-labelledby="story-levels-title" className="card mt-6">
      <h2 id="story-levels-title" className="text-xl font-bold">
        {m.reading.otherLevels}
      </h2>
      <p className="mt-1 text-muted">{m.reading.otherLevelsIntro}</p>
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {members.map((member) => (
          <li key={member.key} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <span className="font-semibold">{levelLabel(m, member.level)}</span>
              {member.read ? <span className="ms-2 text-muted">{m.reading.levelRead}</span> : null}
              {saved.has(member.key) ? <SavedMark className="ms-2" /> : null}
            </span>
            {member.level === level ? (
              <span className="text-muted">{m.reading.levelReadingNow}</span>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={format(m.reading.readAtLevel, { level: m.levels[member.level] })}
                onClick={() => onRead(member)}
              >
                {m.reading.readThisLevel}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** After a quiz score of 80% or more: the same story one level up. */
export function NextLevelSuggestion({ member, onRead }: { member: FamilyMember; onRead: () => void }) {
  const m = useMessages(readingText);
  return (
    <div role="status" className="notice notice-info mt-4">
      <p>{format(m.reading.nextLevelSuggestion, { level: m.levels[member.level] })}</p>
      <button type="button" className="btn btn-primary mt-2" onClick={onRead}>
        {format(m.reading.readAtLevel, { level: m.levels[member.level] })}
      </button>
    </div>
  );
}
