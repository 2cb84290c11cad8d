// Reading the story in the learner's language: beside the English ('side by
// side') or, for French, instead of it. Issue 33: a translation kept for the
// story (the library's French, or one the AI service made for anybody), else
// the AI service when the site has one.
import { useQuery } from '@tanstack/react-query';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { type TranslationLanguage, translationLanguageFor } from '#src/domain/word-help.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useLocale, useMessages } from '#src/web/i18n/index.tsx';
import { translatePassage } from '../api/passage.ts';
import type { ReadingState } from '../url-state.ts';

type State = ReadingState & { level: ReadingLevel; topic: Topic };

/** `passage` is the story loaded by key (not the sample); `ai` says whether the site has an AI service. */
export function useTranslation(state: State, passage: StoredPassage | undefined, ai: boolean) {
  const m = useMessages(readingText);
  const { locale } = useLocale();
  const wanted = translationLanguageFor(locale);
  // A translation kept for everybody is served with or without an AI service (decision 032): the team's (decision 037),
  // the library's French, or one the AI service made.
  const has = (language: TranslationLanguage) =>
    !!passage?.translations?.includes(language) || (language === 'fr' && !!passage?.french);
  // The learner's language where the story has it (or the AI service can write it); else the French every library
  // story has, as before the team's translations (decision 037).
  const target: TranslationLanguage = has(wanted) || ai || !has('fr') ? wanted : 'fr';
  const storedWith = has(target);
  const offered = storedWith || ai;
  const instead = state.lang !== 'en' && state.lang === target;
  const translation = useQuery({
    queryKey: ['translation', state.key, target],
    queryFn: () => translatePassage(state.level, state.topic, state.key ?? '', target),
    enabled: !!state.key && offered && (instead || state.view === 'side-by-side'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Kept for everybody (issue 33): the story came with it, or the one just made was kept (not marked [XX]).
  const kept = storedWith || (translation.data?.language === target && translation.data.kept === true);
  const failed = translation.isError && (instead || state.view === 'side-by-side');
  return {
    /** The language of the story's translation here: the interface's where the story has it, else French. */
    target,
    /** Whether the story can be shown in that language at all (else no button for it). */
    offered,
    translation,
    /** The language of the story's PDF with its translation: the learner's, once a translation in it is kept. */
    pdfLanguage: kept ? target : null,
    /** The translation is shown instead of the English (the language switch). */
    instead: instead && !!translation.data,
    /** The French shown instead of the English: its words can be tapped and read aloud (decision 008). */
    inFrench: instead && target === 'fr' && !!translation.data,
    sideBySide: state.view === 'side-by-side' && !!translation.data,
    /** Who wrote the translation shown, for the line under it. */
    translatedBy: translation.data?.translatedBy ?? null,
    /** Why the translation the learner asked for is not there. */
    failure: failed
      ? target === 'fr'
        ? m.reading.translateFailed
        : format(m.reading.translationFailed, { language: m.language.names[target] })
      : null,
    // Never a button that cannot work: a learner who reads another language is told why their language is not here.
    unavailable:
      !has(wanted) && !ai && locale !== 'en'
        ? format(m.reading.noTranslation, { language: m.language.names[wanted] })
        : null,
  };
}
