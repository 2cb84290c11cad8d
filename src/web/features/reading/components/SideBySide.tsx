import { type KeyboardEvent, useId, useMemo } from 'react';
import { readingText } from '../../../i18n/en/reading.ts';
import { useMessages } from '../../../i18n/index.tsx';
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
};

/**
 * English and French paragraph by paragraph: each pair shares a grid row so
 * their tops line up; on a narrow screen the pairs follow each other.
 */
export function SideBySide({ english, french, spoken, onWord, marks }: Props) {
  const m = useMessages(readingText);
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
        <h2 className="sbs-heading" lang="fr">
          {m.reading.columnFrench}
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
            <div key={`fr-${f?.start ?? i}`} className="sbs-cell sbs-french" data-column="fr" data-row={i} lang="fr">
              <span className="sbs-tag" aria-hidden="true">
                FR
              </span>
              {f ? (
                <ParagraphText text={french} paragraph={f} spoken={spoken.lang === 'fr' ? spoken.at : null} />
              ) : null}
            </div>,
          ];
        })}
      </div>
    </div>
  );
}
