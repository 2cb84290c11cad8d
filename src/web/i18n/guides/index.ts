// The writing guides (content/writing/*/guide.json) are written in English.
// Their instructions (the plan, the tips, the time plan and the names of the
// phrase groups) and their scoring guide (each criterion's name, its question
// and what each band means) are interface: a learner must understand them to
// start and to know how their text is judged, so each language translates
// them here, sentence by sentence, keyed by the English sentence itself. A
// changed English sentence then has no translation until someone writes one
// (the catalogue test says which), and the panel shows it in English
// meanwhile, marked as English. The example phrases, the task and the bands'
// examples stay English: they are what is learned.
// Each language's sentences download only when its learner opens a guide.
import { useQuery } from '@tanstack/react-query';
import { type Locale, useIsolateLatin } from '../index.tsx';
import type { GuideSentences } from './sentences.ts';

export const GUIDE_TRANSLATIONS: Record<Exclude<Locale, 'en'>, () => Promise<GuideSentences>> = {
  fr: async () => (await import('./fr.ts')).guideFr,
  ar: async () => (await import('./ar.ts')).guideAr,
  fa: async () => (await import('./fa.ts')).guideFa,
  uk: async () => (await import('./uk.ts')).guideUk,
  es: async () => (await import('./es.ts')).guideEs,
};

/** A guide's instruction as shown: the translation when there is one, else the English, with its language. */
export type GuideText = { text: string; lang: string };

/** Turns a guide's English instruction into the interface language's, once that language's sentences are here. */
export function useGuideText(locale: Locale): (english: string) => GuideText {
  const { data } = useQuery({
    queryKey: ['guide-sentences', locale],
    queryFn: (): Promise<GuideSentences> => (locale === 'en' ? Promise.resolve({}) : GUIDE_TRANSLATIONS[locale]()),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: locale !== 'en',
  });
  const isolate = useIsolateLatin();
  return (english) => {
    const translated = data?.[english];
    if (!translated) return { text: english, lang: 'en' };
    return { text: isolate(translated), lang: locale };
  };
}
