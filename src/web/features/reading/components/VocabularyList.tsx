// The vocabulary mode's list of the story's own words, each with its
// definition, example, French when the French is shown, and 'Add to my words'.
import type { StoredPassage } from '#src/domain/content.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { useSaveWord } from '../hooks/use-save-word.ts';

type Props = {
  vocabulary: StoredPassage['vocabulary'];
  /** The translation's definitions, shown when `showFrench`. */
  french: { word: string; definition: string }[] | undefined;
  showFrench: boolean;
  /** The screen's, so a word stays 'Added' when the learner leaves the mode and comes back. */
  words: ReturnType<typeof useSaveWord>;
};

export function VocabularyList({ vocabulary, french, showFrench, words }: Props) {
  const m = useMessages(readingText);
  return (
    <section aria-labelledby="vocab-title" className="card mt-6">
      <h2 id="vocab-title" className="text-2xl font-bold">
        {m.reading.vocabularyTitle}
      </h2>
      <dl className="mt-3 flex flex-col gap-3">
        {vocabulary.map((v) => {
          const fr = french?.find((f) => f.word === v.word);
          return (
            <div key={v.word}>
              <dt className="font-bold" lang="en" dir="ltr">
                {v.word}
              </dt>
              <dd lang="en" dir="ltr">
                {v.definition}
              </dd>
              <dd className="text-muted" lang="en" dir="ltr">
                “{v.sentence}”
              </dd>
              {showFrench && fr ? (
                <dd lang="fr" dir="ltr">
                  {fr.definition}
                </dd>
              ) : null}
              <dd>
                <button
                  type="button"
                  className="btn btn-secondary mt-1"
                  disabled={words.saving || words.saved.includes(v.word)}
                  onClick={() => words.save({ word: v.word, definition: v.definition, sentence: v.sentence })}
                >
                  {words.saved.includes(v.word) ? m.reading.wordAdded : m.reading.addWord}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
