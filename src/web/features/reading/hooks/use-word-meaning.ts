// The meaning of a word the learner looked up (SPEC §2): the dictionary's
// answer for it in its sentence, then, only once the English is shown and only
// where the dictionary says so, the AI service's French (decision 008).
import { useQuery } from '@tanstack/react-query';
import type { DictionaryResponse } from '#src/domain/content.ts';
import { type TranslationLanguage, translationLanguageFor } from '#src/domain/word-help.ts';
import { useLocale } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { useWordGloss } from '../api/word-gloss.ts';
import type { LookUp } from './use-word-look-up.ts';

function define({ word, lang, sentence }: LookUp, passageKey: string, translate: TranslationLanguage) {
  const query = new URLSearchParams({ lang, passageKey, translate });
  if (sentence) query.set('sentence', sentence.slice(0, 1000));
  return apiFetch<DictionaryResponse>(`/api/dictionary/${encodeURIComponent(word)}?${query}`);
}

/**
 * `frenchAsked`: whether a learner whose language has no word for the meaning asked for the French one. The AI
 * service's French is asked only then (for them) or at once (for an English or French interface).
 */
export function useWordMeaning(lookUp: LookUp | null, passageKey: string, frenchAsked = false) {
  const { locale } = useLocale();
  const translate = translationLanguageFor(locale);
  const dictionary = useQuery({
    queryKey: ['define', lookUp, passageKey, translate],
    queryFn: () => define(lookUp as LookUp, passageKey, translate),
    enabled: lookUp !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const data = dictionary.data;
  const [first, ...others] = data?.definitions ?? [];
  // Asked only once the English is here, so the English never waits for the AI (decision 008).
  const frenchShown = translate === 'fr' || frenchAsked;
  const gloss = useWordGloss(
    data?.aiGloss && lookUp && frenchShown ? { word: lookUp.word, passageKey, sentence: lookUp.sentence } : null,
  );
  // Words in the learner's own language come first; French (the passage's, then the wordnet's) is the fallback,
  // shown at once in an English or French interface and one tap away in the others (decision 029).
  const own = first?.translation && first.translation.language !== 'fr' ? first.translation : null;
  return {
    /** The language the learner's words are asked in: French means French is their language here. */
    translate,
    /** The dictionary's answer (pending, failed with a retry, or here). */
    dictionary,
    /** The meaning that fits the sentence, and the others behind 'More meanings'. */
    first,
    others,
    /** The word in the learner's own language (not French), from the wordnet. */
    own,
    /** The wordnet's French, when there is nothing in the learner's language. */
    wordnetFrench: !own && first?.translation?.language === 'fr' ? first.translation : null,
    /** The AI service's French, once it came (null before, and when it has none). */
    aiFrench: data?.aiGloss && frenchShown ? (gloss.data?.french ?? null) : null,
  };
}
