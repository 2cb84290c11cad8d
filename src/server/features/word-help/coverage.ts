// The language menu's honest promise (decision 029, measured as a reader's
// taps): per language, the share of a reader's taps on the library's story
// words whose popup gives the first meaning's word in that language. Every
// word of every story is tapped once, in its sentence, through the popup's
// own path (the dictionary's `define`), so a word counts as often as it
// occurs; taps the popup has no meaning for ('the', a name) are left out, as
// they show no word in any language. `npm run build:word-help-coverage`
// writes the figures to src/domain/word-help-coverage.ts; a test recomputes
// them, so they cannot drift from the tables, the library or the popup.
import { type LibraryPassage, TEAM_TRANSLATED_LEVELS, type TeamSenseWords } from '#src/domain/library.ts';
import { sentenceBounds, WORD_PATTERN } from '#src/domain/reading.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#src/domain/word-help.ts';
import type { WordNet } from '#src/server/language/wordnet.ts';
import type { Dictionary, PassageWords } from './service.ts';
import { createTranslations, type Translations } from './translations.ts';

/** Shares from 0 to 1, to three decimals, per language the popup can show. */
export type WordHelpCoverage = Record<TranslationLanguage, number>;

/** The sentence a tap on the word at `index` sends, as the reading page cuts it (PassageText.tsx's sentenceAt). */
function sentenceAround(text: string, index: number): string {
  const { start, end } = sentenceBounds(text, index);
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

/**
 * `share` is over every story; `easiest` over the First steps and Early learner stories only, whose senses have
 * the team's words (decision 037).
 */
export async function wordHelpCoverage(
  passages: readonly (PassageWords & Pick<LibraryPassage, 'text'>)[],
  dictionary: Pick<Dictionary, 'define'>,
  wordnet: Pick<WordNet, 'sense'>,
  translations: Pick<Translations, 'wordsFor'> = createTranslations(),
  senseWords: TeamSenseWords = {},
): Promise<{ taps: number; explained: number; share: WordHelpCoverage; easiest: WordHelpCoverage }> {
  const zero = () => Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, 0])) as WordHelpCoverage;
  const covered = zero();
  const coveredEasiest = zero();
  let taps = 0;
  let explained = 0;
  let explainedEasiest = 0;
  for (const passage of passages) {
    const easiest = !!passage.level && TEAM_TRANSLATED_LEVELS.includes(passage.level);
    for (const match of passage.text.matchAll(WORD_PATTERN)) {
      taps++;
      const sentence = sentenceAround(passage.text, match.index ?? 0);
      // French is asked so that the passage's own French (the popup's `french`) comes too; the other languages'
      // words are the first meaning's, as the popup's `translation` gives them for that language.
      const help = await dictionary.define(match[0], { language: 'en', sentence, passage, translate: 'fr' });
      const first = help.definitions[0];
      if (!first) continue;
      explained++;
      if (easiest) explainedEasiest++;
      // A site sense or a passage's own definition with no stored sense has no synset, hence no words (service.ts).
      const synset = first.senseKey ? wordnet.sense(first.senseKey)?.synset : undefined;
      for (const language of TRANSLATION_LANGUAGES) {
        const has =
          language === 'fr'
            ? !!help.french || first.translation?.language === 'fr'
            : (!!first.senseKey && !!senseWords[language]?.[first.senseKey]) ||
              (!!synset && translations.wordsFor(synset, language).length > 0);
        if (has) covered[language]++;
        if (has && easiest) coveredEasiest[language]++;
      }
    }
  }
  const ratio = (counts: WordHelpCoverage, of: number) => {
    const out = {} as WordHelpCoverage;
    for (const language of TRANSLATION_LANGUAGES)
      out[language] = of ? Math.round((counts[language] / of) * 1000) / 1000 : 0;
    return out;
  };
  return { taps, explained, share: ratio(covered, explained), easiest: ratio(coveredEasiest, explainedEasiest) };
}
