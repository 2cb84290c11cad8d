// The interface language, chosen from the top bar (issue 33). A disclosure:
// one button that shows the language in use, and under it every language,
// each named in itself ("العربية", not "Arabic") so a learner who reads no
// English still finds theirs, with a line in the interface's language that
// says honestly what it has: the menus and pages, and the share of a reader's
// taps on story words whose meaning has a word in it (every library word looked
// up through the popup's path, src/domain/word-help-coverage.ts). Native buttons, so Tab,
// Enter and Space work; Escape, a tap elsewhere or tabbing out closes it.
import { useId, useRef, useState } from 'react';
import { STORY_TRANSLATIONS, WORD_HELP_COVERAGE } from '#src/domain/word-help-coverage.ts';
import { format, LOCALES, type Locale, useFormat, useLocale, useMessages } from '../i18n/index.tsx';
import { useDismiss } from '../lib/use-dismiss.ts';
import { Icon } from './Icon.tsx';

const coverage = (locale: Locale): number | null =>
  locale in WORD_HELP_COVERAGE ? WORD_HELP_COVERAGE[locale as keyof typeof WORD_HELP_COVERAGE] : null;
/** The library's stories with a translation in the language (decision 037). */
const translatedStories = (locale: Locale): number =>
  locale in STORY_TRANSLATIONS ? STORY_TRANSLATIONS[locale as keyof typeof STORY_TRANSLATIONS] : 0;

export function LanguageMenu() {
  const m = useMessages();
  const { locale, setLocale } = useLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(open, setOpen, root, button);

  const choose = (next: Locale) => {
    setLocale(next);
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="language-menu">
      <button
        ref={button}
        type="button"
        className="btn btn-secondary language-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" size={20} />
        {/* "Language: " is heard, not seen: the globe says it. */}
        <span className="sr-only">{format(m.labelled, { label: m.language.label, value: '' })}</span>
        <bdi lang={locale}>{m.language.names[locale]}</bdi>
      </button>
      <div id={id} className="language-list" hidden={!open}>
        {/* Drawn when opened: its notes format a percentage in each language, which costs the first render of
            every page a long task on a slow phone (issue 34) for a list that is hidden until asked for. */}
        {open ? <LanguageList id={id} choose={choose} /> : null}
      </div>
    </div>
  );
}

function LanguageList({ id, choose }: { id: string; choose: (next: Locale) => void }) {
  const m = useMessages();
  const { locale } = useLocale();
  const { number } = useFormat();
  return (
    <>
      <ul aria-label={m.language.label}>
        {LOCALES.map((l) => {
          const share = coverage(l);
          const stories = translatedStories(l);
          return (
            <li key={l}>
              <button
                type="button"
                className="language-choice"
                aria-current={l === locale ? 'true' : undefined}
                aria-describedby={`${id}-${l}`}
                onClick={() => choose(l)}
              >
                {/* Each name in its own language and direction, lined up with the page's. */}
                <bdi lang={l}>{m.language.names[l]}</bdi>
                {l === locale ? <Icon name="check" size={18} /> : null}
              </button>
              <p id={`${id}-${l}`} className="language-note">
                {m.language.interface}
                {share === null ? null : (
                  <>
                    <br />
                    {format(m.language.wordHelp, { percent: number(share, { style: 'percent' }) })}
                  </>
                )}
                {stories ? (
                  <>
                    <br />
                    {format(m.language.storyTranslations, { count: number(stories) })}
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="language-note">{m.language.stories}</p>
    </>
  );
}
