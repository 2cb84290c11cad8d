// The interface language, switchable from the top bar. Each language is named
// in itself ("Français", not "French"), so a learner who reads no English
// still finds theirs; with two languages it is one button to the other.
import { LOCALES, useLocale, useMessages } from '../i18n/index.tsx';

export function LanguageSwitcher() {
  const m = useMessages();
  const { locale, setLocale } = useLocale();
  return (
    <ul className="language-switcher" aria-label={m.language.label}>
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <li key={l}>
          <button type="button" className="btn btn-secondary language-button" lang={l} onClick={() => setLocale(l)}>
            {m.language.names[l]}
          </button>
        </li>
      ))}
    </ul>
  );
}
