import { useState } from 'react';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { wordsText } from '#src/web/i18n/en/words.ts';
import { format, useLocale, useMessages } from '#src/web/i18n/index.tsx';
import { useSaveWord } from '../hooks/use-save-word.ts';
import type { LookUp } from '../hooks/use-word-look-up.ts';
import { useWordMeaning } from '../hooks/use-word-meaning.ts';
import { FrenchWords } from './FrenchWords.tsx';

/** Arabic and Persian list words with their own comma. */
const LIST_SEPARATOR: Partial<Record<TranslationLanguage, string>> = { ar: '، ', fa: '، ' };

type Props = { lookUp: LookUp | null; passageKey: string; onClose: () => void };

/**
 * The word definition popup (SPEC §2): the meaning that fits, 'More meanings', the word in the learner's
 * language (issue 33: the interface's, from the Open Multilingual Wordnet; where it has none, it says so and French
 * is one tap away, decision 029), 'Add to my words'.
 */
export function DefinitionDialog({ lookUp, passageKey, onClose }: Props) {
  const m = useMessages(readingText, wordsText);
  const { locale } = useLocale();
  const [frenchAsked, setFrenchAsked] = useState(false);
  const meaning = useWordMeaning(lookUp, passageKey, frenchAsked);
  const { dictionary: lookup, translate, first, others, own, wordnetFrench, aiFrench } = meaning;
  const words = useSaveWord();
  const [more, setMore] = useState(false);
  const data = lookup.data;

  const add = () => {
    if (!data || !first) return;
    words.save({
      word: data.lemma,
      definition: first.definition,
      sentence: lookUp?.sentence || first.example || '',
      senseKey: first.senseKey,
    });
  };

  return (
    <Dialog
      open={lookUp !== null}
      title={format(m.reading.wordTitle, { word: lookUp?.word ?? '' })}
      onClose={() => {
        setMore(false);
        setFrenchAsked(false);
        onClose();
      }}
    >
      {lookup.isPending ? <p role="status">{m.reading.lookingUp}</p> : null}
      {lookup.isError ? (
        <div role="alert" className="notice notice-error">
          <p>{m.reading.lookupFailed}</p>
          <button type="button" className="btn btn-secondary mt-2" onClick={() => lookup.refetch()}>
            {m.reading.retry}
          </button>
        </div>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-3">
          {data.source === 'name' ? <p className="text-lg">{m.reading.nameHelp}</p> : null}
          {data.message ? (
            <p lang={data.language} dir="ltr">
              {data.message}
            </p>
          ) : null}
          {first ? (
            // The word's meaning is English (or French, for a word of the French text): left to right in every interface.
            <div lang={data.language} dir="ltr">
              {data.source === 'passage' && data.language === 'en' ? (
                <p className="text-muted" lang={locale} dir={m.direction}>
                  {m.reading.fromPassage}
                </p>
              ) : null}
              <p className="text-lg">
                {first.partOfSpeech ? <span className="text-muted">({first.partOfSpeech}) </span> : null}
                {first.definition}
              </p>
              {first.example ? <p className="text-muted">“{first.example}”</p> : null}
            </div>
          ) : null}
          {data.english ? <p>{format(m.reading.englishWord, { word: data.english })}</p> : null}
          {own ? (
            <div>
              <p>
                <span className="font-semibold">{m.reading.inYourLanguage}</span>{' '}
                <bdi lang={own.language} className="text-lg">
                  {own.words.join(LIST_SEPARATOR[own.language] ?? ', ')}
                </bdi>
              </p>
              <p className="text-muted text-sm">
                {own.origin === 'team'
                  ? m.reading.teamWordNote
                  : own.origin === 'checked'
                    ? m.reading.checkedWordNote
                    : m.reading.wordnetFrenchNote}
              </p>
            </div>
          ) : translate === 'fr' ? (
            <FrenchWords
              passageFrench={data.french}
              wordnetFrench={wordnetFrench}
              aiGloss={data.aiGloss}
              aiFrench={aiFrench}
            />
          ) : first ? (
            // No word in the learner's language: said plainly; French, which they may not read, is one tap away.
            <div>
              <p>{m.reading.noOwnWord}</p>
              {data.french || wordnetFrench || data.aiGloss ? (
                <>
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={frenchAsked}
                    onClick={() => setFrenchAsked((v) => !v)}
                  >
                    {m.reading.showFrench}
                  </button>
                  {frenchAsked ? (
                    <FrenchWords
                      passageFrench={data.french}
                      wordnetFrench={wordnetFrench}
                      aiGloss={data.aiGloss}
                      aiFrench={aiFrench}
                    />
                  ) : null}
                </>
              ) : null}
            </div>
          ) : null}
          {others.length ? (
            <div>
              <button type="button" className="link-button" aria-expanded={more} onClick={() => setMore((v) => !v)}>
                {more ? m.reading.fewerMeanings : m.reading.moreMeanings}
              </button>
              {more ? (
                <ul id="more-meanings" className="mt-2 flex flex-col gap-2" lang="en" dir="ltr">
                  {others.map((d) => (
                    <li key={d.definition}>
                      {d.partOfSpeech ? <span className="text-muted">({d.partOfSpeech}) </span> : null}
                      {d.definition}
                      {d.example ? <span className="block text-muted">“{d.example}”</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {first && data.language === 'en' ? (
            words.saved.at(-1) === data.lemma ? (
              <p role="status" className="notice notice-info">
                {m.reading.wordAdded}
              </p>
            ) : (
              <>
                <button type="button" className="btn btn-primary self-start" onClick={add} disabled={words.saving}>
                  {m.reading.addWord}
                </button>
                {words.failed ? (
                  <p role="alert" className="notice notice-error">
                    {m.words.addFailed}
                  </p>
                ) : null}
              </>
            )
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
