import type { DictionaryResponse } from '#src/domain/content.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';

type Translation = NonNullable<DictionaryResponse['definitions'][number]['translation']>;

type Props = {
  /** The passage's own French for the word (its French vocabulary). */
  passageFrench: string | null;
  /** The wordnet's French words for the meaning. */
  wordnetFrench: Translation | null;
  /** Whether the AI service may give French, and what it gave once it came. */
  aiGloss: boolean;
  aiFrench: string | null;
};

/** The French words for a meaning: the passage's, else the wordnet's, then the AI service's (decision 008). */
export function FrenchWords({ passageFrench, wordnetFrench, aiGloss, aiFrench }: Props) {
  const m = useMessages(readingText);
  return (
    <>
      {passageFrench ? (
        <p>
          <span className="font-semibold">{m.reading.inFrench}</span> <bdi lang="fr">{passageFrench}</bdi>
        </p>
      ) : wordnetFrench ? (
        <div>
          <p>
            <span className="font-semibold">{m.reading.inFrench}</span>{' '}
            <bdi lang="fr" className="text-lg">
              {wordnetFrench.words.join(', ')}
            </bdi>
          </p>
          <p className="text-muted text-sm">{m.reading.wordnetFrenchNote}</p>
        </div>
      ) : null}
      {aiGloss ? (
        // Present before the French arrives, so a screen reader announces it when it does.
        <div aria-live="polite">
          {aiFrench ? (
            <>
              <p>
                <span className="font-semibold">{m.reading.inFrench}</span>{' '}
                <bdi lang="fr" className="text-lg">
                  {aiFrench}
                </bdi>
              </p>
              <p className="text-muted text-sm">{m.reading.aiFrenchNote}</p>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
