// The story itself: its title, what a tap does, how the translation is going,
// and the text, alone (English or French) or beside its translation.
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { useTranslation } from '../hooks/use-translation.ts';
import { PassageText, paragraphsOf, type WordMark, type WordTap } from './PassageText.tsx';
import { RIGHT_TO_LEFT, SideBySide } from './SideBySide.tsx';

type Props = {
  title: string;
  english: string;
  translation: ReturnType<typeof useTranslation>;
  /** The text read aloud and shown alone: the French when it is shown instead, else the English. */
  shown: string;
  /** Where the voice is in the text it reads; while it reads, a tap reads from the tapped sentence. */
  spoken: number | null;
  speaking: boolean;
  marks: Map<number, WordMark>;
  onTap: (lang: 'en' | 'fr', ...tap: Parameters<WordTap>) => void;
};

export function StoryText({ title, english, translation, shown, spoken, speaking, marks, onTap }: Props) {
  const m = useMessages(readingText);
  const { inFrench, instead, translation: french, target } = translation;
  const lang = inFrench ? 'fr' : 'en';
  const dir = instead && RIGHT_TO_LEFT.includes(target) ? 'rtl' : 'ltr';
  const by = translation.translatedBy;
  return (
    <>
      <h1 id="passage-title" className="text-2xl font-bold md:text-3xl" lang={instead ? target : 'en'} dir={dir}>
        {instead ? french.data?.title : title}
      </h1>
      <p className="mt-1 text-sm text-muted">{speaking ? m.reading.clickSentenceHint : m.reading.clickWordHint}</p>
      {french.isFetching ? <p role="status">{m.reading.translating}</p> : null}
      {translation.failure ? (
        <p role="alert" className="notice notice-error mt-2">
          {translation.failure}
        </p>
      ) : null}
      {translation.unavailable ? <p className="mt-2 text-muted">{translation.unavailable}</p> : null}
      {(instead || translation.sideBySide) && by ? (
        <p className="mt-1 text-sm text-muted">
          {by === 'team' ? m.reading.translatedByTeam : m.reading.translatedByAi}
        </p>
      ) : null}

      <div className="mt-3">
        {translation.sideBySide && french.data ? (
          <SideBySide
            language={translation.target}
            english={english}
            french={french.data.passage}
            spoken={{ lang, at: spoken }}
            onWord={onTap}
            marks={marks}
          />
        ) : instead && !inFrench && french.data ? (
          // Another language's text is to read and compare with, not to tap (decision 037).
          <div className="passage-text" lang={target} dir={dir}>
            {paragraphsOf(french.data.passage).map((p) => (
              <p key={p.start}>{p.text}</p>
            ))}
          </div>
        ) : (
          <PassageText
            text={shown}
            spoken={spoken}
            onWord={(...tap) => onTap(lang, ...tap)}
            lang={lang}
            marks={inFrench ? undefined : marks}
          />
        )}
      </div>
    </>
  );
}
