// Above the story: back to the topics or the levels, and where the learner is.
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { levelLabel } from '../level-label.ts';
import type { ReadingState } from '../url-state.ts';

type Props = { level: ReadingLevel; topic: Topic; update: (changes: Partial<ReadingState>) => void };

export function PassageHead({ level, topic, update }: Props) {
  const m = useMessages(readingText);
  return (
    <div className="passage-head">
      <nav aria-label={m.reading.backToTopics} className="flex flex-wrap gap-x-4">
        <button type="button" className="link-button" onClick={() => update({ topic: null })}>
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {m.reading.backToTopics}
        </button>
        <button type="button" className="link-button" onClick={() => update({ level: null })}>
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {m.reading.backToLevels}
        </button>
      </nav>
      <p className="text-muted">
        {levelLabel(m, level)} · {m.topics[topic]}
      </p>
    </div>
  );
}
