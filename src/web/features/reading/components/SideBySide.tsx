import { type KeyboardEvent, useId, useMemo } from 'react';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import {
  ParagraphText,
  PassageKeys,
  paragraphsOf,
  tapHandler,
  type WordMark,
  type WordTap,
  wordKeys,
} from './PassageText.tsx';

type Props = {
  english: string;
  french: string;
  spoken: { lang: 'en' | 'fr'; at: number | null };
  /** A tapped word, with the language of the column it was tapped in. */
  onWord: (lang: 'en' | 'fr', ...tap: Parameters<WordTap>) => void;
  marks?: Map<number, WordMark>;
  /**
   * The translation's language (issue 33). French words can be tapped and read
   * aloud (decision 008); another language's column is text to compare with.
   */
  language?: TranslationLanguage;
};

export const RIGHT_TO_LEFT: readonly TranslationLanguage[] = ['ar', 'fa'];

/**
 * English and French paragraph by paragraph: each pair shares a grid row so
 * their tops line up; on a narrow screen the pairs follow each other.
 */
export function SideBySide({ english, french, spoken, onWord, marks, language = 'fr' }: Props) {
  const m = useMessages(readingText);
  const tappable = language === 'fr';
  const en = useMemo(() => paragraphsOf(english), [english]);
  const fr = useMemo(() => paragraphsOf(french), [french]);
  const rows = Math.max(en.length, fr.length);
  const onEnglish = tapHandler(english, (...tap) => onWord('en', ...tap));
  const onFrench = tapHandler(french, (...tap) => onWord('fr', ...tap));
  const keysEnglish = wordKeys(english, (...tap) => onWord('en', ...tap));
  const keysFrench = wordKeys(french, (...tap) => onWord('fr', ...tap));
  const keysId = useId();
  const column = (event: { target: EventTarget }) =>
    (event.target as HTMLElement).closest<HTMLElement>('[data-column]')?.dataset.column;
  return (
    <div className="passage-area">
      <PassageKeys id={keysId} speaking={spoken.at !== null} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the words inside are the focusable targets (a roving tab stop); their clicks and keys are handled here */}
      <div
        className="side-by-side passage-text"
        dir="ltr"
        data-words
        onClick={(event) => {
          const cell = column(event);
          if (cell === 'fr') onFrench(event);
          else if (cell) onEnglish(event);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          const cell = column(event);
          if (cell === 'fr') keysFrench(event);
          else if (cell) keysEnglish(event);
        }}
      >
        <h2 className="sbs-heading" lang="en">
          {m.reading.columnEnglish}
        </h2>
        <h2 className="sbs-heading" lang={language}>
          {tappable ? m.reading.columnFrench : m.language.names[language]}
        </h2>
        {Array.from({ length: rows }, (_, i) => {
          const e = en[i];
          const f = fr[i];
          return [
            <div key={`en-${e?.start ?? i}`} className="sbs-cell" data-column="en" data-row={i} lang="en">
              <span className="sbs-tag" aria-hidden="true">
                EN
              </span>
              {e ? (
                <ParagraphText
                  text={english}
                  paragraph={e}
                  spoken={spoken.lang === 'en' ? spoken.at : null}
                  marks={marks}
                />
              ) : null}
            </div>,
            <div
              key={`fr-${f?.start ?? i}`}
              className="sbs-cell sbs-french"
              data-column={tappable ? 'fr' : undefined}
              data-row={i}
              lang={language}
              dir={RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr'}
            >
              {/* French keeps its code beside EN; another language is named in itself ('UK' would read as a country). */}
              <span className="sbs-tag" aria-hidden="true">
                {tappable ? language.toUpperCase() : m.language.names[language]}
              </span>
              {f && tappable ? (
                <ParagraphText text={french} paragraph={f} spoken={spoken.lang === 'fr' ? spoken.at : null} />
              ) : f ? (
                <p>{f.text}</p>
              ) : null}
            </div>,
          ];
        })}
      </div>
    </div>
  );
}
