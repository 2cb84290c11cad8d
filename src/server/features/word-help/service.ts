// Word help for the reading screen. In order: the passage's own
// vocabulary entry; a name when a capitalised word is a person or place;
// else WordNet's senses (wordnet.ts) with the one that fits first: the sense
// the passage's table gives the word (resolved when the passage was written,
// passage-senses.ts, reviewed by people for the library), else the
// fine-tuned encoder's reading of the word in its sentence (sense-choice.ts,
// encoder-senses.ts). A sense the easiest levels use has a
// plain-English definition (content/plain-definitions.json); each sense
// carries its WordNet sense key and its words in the learner's language from
// the Open Multilingual Wordnet (translations.ts), French when the learner's
// language has none for that sense. The passage's French
// vocabulary gives `french`; else the AI service may give one (gloss-service.ts)
// when the wordnet has none. A table may give a site sense (site-senses.ts) for
// a meaning WordNet lacks: its plain definition, and no translation. SPEC §8
// texts when nothing fits.
import type { DictionaryResponse } from '#src/domain/content.ts';
import type { ReadingLevel } from '#src/domain/enums.ts';
import { PLAIN_LEVELS, type SiteSenses, type TeamSenseWords, type WordSense } from '#src/domain/library.ts';
import {
  capitalisedInPassage,
  capitalisedMidSentence,
  frenchVocabularyEntryFor,
  MAX_MORE_MEANINGS,
  type PartOfSpeech,
  POS_NAMES,
  type TranslationLanguage,
  type VocabularyEntry,
  vocabularyEntryFor,
} from '#src/domain/word-help.ts';
import { createEncoder } from '#src/server/language/encoder.ts';
import { createLemmatizer } from '#src/server/language/lemmatizer.ts';
import { readTokens, tokenStarts } from '#src/server/language/tokens.ts';
import { createWordNet, type WordNetSense } from '#src/server/language/wordnet.ts';
import { loadEncoderSenses } from './encoder-senses.ts';
import { senseAtTap } from './passage-senses.ts';
import { createSenseChooser, isOffensive, type SenseChooser } from './sense-choice.ts';
import { loadSenseModel } from './sense-model-file.ts';
import { SITE_LEX_NAME, siteSense } from './site-senses.ts';
import { createTranslations, TEAM_SOURCE, TRANSLATION_SOURCES } from './translations.ts';

/** What the dictionary knows; whether the AI may add French is the route's to say (gloss-service.ts). */
export type WordHelp = Omit<DictionaryResponse, 'aiGloss'>;

export type DefineOptions = {
  language?: 'en' | 'fr';
  sentence?: string;
  passage?: PassageWords | null;
  /** The language of the words shown beside each sense. */
  translate?: TranslationLanguage;
};

export const NOT_AVAILABLE = { en: 'Definition not available', fr: 'Définition non disponible' } as const;

/** What the passage knows about its words: its text, level, vocabulary, French vocabulary and table of senses. */
export type PassageWords = {
  text?: string;
  level?: ReadingLevel;
  vocabulary: VocabularyEntry[];
  french: { vocabulary: { word: string; definition: string }[] } | null;
  wordSenses?: WordSense[];
};

const TAGGER_POS: Record<string, PartOfSpeech> = { NOUN: 'noun', VERB: 'verb', ADJ: 'adjective', ADV: 'adverb' };
// Capitalised words WordNet explains better than 'a name': places, days and months, languages, nationalities,
// institutions ('Congress', 'the Senate').
const PROPER_ENTRIES = new Set(['noun.location', 'noun.time', 'noun.communication', 'noun.group', 'adj.pert']);
/**
 * The words either side of the tapped one that the sense model reads. The model was fitted on SemCor's
 * sentences (about 25 tokens), so a real sentence is read whole; a 1,000-character run-on is not read past
 * this, which keeps a look-up within a few milliseconds (decision 027).
 */
export const CONTEXT_TOKENS = 40;

/**
 * `encoder`: whether a tapped word's meaning is read by the fine-tuned encoder (encoder-senses.ts; on by
 * default), else by the fitted conditional logit alone (sense-model.ts), which is also the encoder's fallback.
 */
export function createDictionary(
  options: {
    plainDefinitions?: Record<string, string>;
    siteSenses?: SiteSenses;
    /** The team's words for the easiest levels' senses, by language (decision 037). */
    senseWords?: TeamSenseWords;
    encoder?: boolean;
  } = {},
) {
  const wordnet = createWordNet();
  const lemmatizer = createLemmatizer(wordnet);
  const translations = createTranslations();
  const plain = options.plainDefinitions ?? {};
  const siteSenses = options.siteSenses ?? {};
  const senseWords = options.senseWords ?? {};
  let chooser: Promise<SenseChooser> | null = null;
  const senseChooser = () => {
    chooser ??= Promise.all([loadSenseModel(), wordnet.load()]).then(([model]) =>
      createSenseChooser(
        wordnet,
        model,
        lemmatizer,
        options.encoder === false ? null : { encoder: createEncoder(), senses: loadEncoderSenses() },
      ),
    );
    return chooser;
  };

  /**
   * The tapped word's place among the sentence's tokens (its first whole match), with the tokens: at most
   * CONTEXT_TOKENS either side of it, so a look-up's cost has a bound whatever the sentence (decision 027).
   */
  function tokensAround(word: string, sentence: string) {
    const inSentence = sentence.trim() ? readTokens(sentence) : null;
    const at = inSentence?.values.findIndex((v) => v.toLowerCase() === word.toLowerCase()) ?? -1;
    if (inSentence && at >= 0) {
      const from = Math.max(0, at - CONTEXT_TOKENS);
      const to = at + CONTEXT_TOKENS + 1;
      const tokens = {
        values: inSentence.values.slice(from, to),
        pos: inSentence.pos.slice(from, to),
        lemmas: inSentence.lemmas.slice(from, to),
      };
      const start = tokenStarts(sentence, inSentence.values)[at] ?? -1;
      const place = start >= 0 ? { text: sentence, start, end: start + (inSentence.values[at]?.length ?? 0) } : null;
      return { tokens, at: at - from, inSentence: true, place };
    }
    return { tokens: readTokens(word), at: 0, inSentence: false, place: null };
  }

  function byCounts(chooser: SenseChooser, tokens: ReturnType<typeof readTokens>, at: number) {
    const { senses } = chooser.choose(tokens, at);
    const ordered = [...senses].sort(
      (x, y) => Number(isOffensive(x)) - Number(isOffensive(y)) || y.tagCount - x.tagCount,
    );
    return { lemma: ordered[0]?.lemma ?? tokens.values[at]?.toLowerCase() ?? '', span: [at, at], senses: ordered };
  }

  /**
   * The sense's words in the asked language: the team's for a sense of the easiest stories (decision 037), else
   * the wordnet's; else in French (decision 032); else none. Each named with its language and whose words they are.
   */
  function translationOf(sense: WordNetSense, translate: TranslationLanguage) {
    const team = translate === 'fr' ? undefined : senseWords[translate]?.[sense.senseKey];
    if (team)
      return {
        language: translate,
        words: team.words,
        source: team.from === 'team' ? TEAM_SOURCE : TRANSLATION_SOURCES[translate],
        origin: team.from === 'team' ? ('team' as const) : ('checked' as const),
      };
    // A site sense has no synset in any wordnet: no words rather than another sense's.
    if (sense.lexName === SITE_LEX_NAME) return null;
    for (const language of translate === 'fr' ? (['fr'] as const) : [translate, 'fr' as const]) {
      const words = translations.wordsFor(sense.synset, language);
      if (words.length) return { language, words, source: TRANSLATION_SOURCES[language], origin: 'wordnet' as const };
    }
    return null;
  }

  function definitionOf(sense: WordNetSense, translate: TranslationLanguage) {
    return {
      partOfSpeech: POS_NAMES[sense.pos],
      definition: plain[sense.senseKey] ?? sense.definition,
      example: sense.examples[0] ?? null,
      senseKey: sense.senseKey,
      translation: translationOf(sense, translate),
    };
  }

  async function defineEnglish(
    rawWord: string,
    sentence: string,
    passage: PassageWords | null,
    translate: TranslationLanguage,
  ): Promise<WordHelp> {
    const word = rawWord.toLowerCase();
    const { tokens, at, inSentence, place } = tokensAround(rawWord, sentence);
    const taggerPos = inSentence ? (tokens.pos[at] ?? null) : null;
    const taggerLemma = inSentence ? (tokens.lemmas[at]?.toLowerCase() ?? null) : null;
    const forms = [
      ...new Set(
        [taggerLemma, word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].filter(
          (f): f is string => !!f,
        ),
      ),
    ];
    const partOfSpeech = taggerPos === 'PROPN' ? 'noun' : (TAGGER_POS[taggerPos ?? ''] ?? null);
    const frenchEntry = passage?.french ? vocabularyEntryFor(forms, passage.french.vocabulary) : null;
    const base = {
      word,
      language: 'en' as const,
      partOfSpeech,
      french: frenchEntry?.definition ?? null,
      english: null,
    };
    const own = passage ? vocabularyEntryFor(forms, passage.vocabulary) : null;

    // The passage's table knows which sense this word has here: it comes first, and the other senses (under "More
    // meanings") need no reading of the sentence by the encoder.
    const entry =
      passage?.text && passage.wordSenses ? senseAtTap(passage.text, passage.wordSenses, sentence, rawWord) : null;
    // Without a sentence (a word typed in, not tapped) there is no context: WordNet's tagged counts order every sense.
    const chooser = await senseChooser();
    // A passage with a table has every content word in it: a word it lacks (a name, a helping verb) is not worth
    // loading the encoder for.
    const tabled = !!passage?.wordSenses?.length;
    const chosen = !inSentence
      ? byCounts(chooser, tokens, at)
      : entry || own || tabled
        ? chooser.choose(tokens, at)
        : await chooser.chooseRead(tokens, at, place);
    let senses = chosen.senses;
    let lemma = own?.word.toLowerCase() ?? chosen.lemma ?? word;
    const stored = entry ? (wordnet.sense(entry.sense) ?? siteSense(siteSenses, entry.sense)) : null;
    if (stored) {
      senses = [stored, ...chosen.senses.filter((s) => s.synset !== stored.synset)];
      lemma = own?.word.toLowerCase() ?? stored.lemma;
    }

    // A capital mid-sentence marks a name. At a sentence's start it says nothing (the tagger reads 'Failure' and
    // 'Several' there as names): the word is a name only if the passage capitalises it elsewhere too, or WordNet
    // doesn't know it as a common word.
    const capitalised = /^\p{Lu}/u.test(rawWord) && rawWord !== 'I';
    const name =
      capitalised &&
      (capitalisedMidSentence(rawWord, sentence) ||
        (taggerPos === 'PROPN' && (!senses.length || capitalisedInPassage(rawWord, passage?.text ?? ''))));
    if (!own && !stored && name) {
      const written = rawWord.replace(/\.$/, '');
      const proper = senses.filter((s) => s.synonyms.includes(written) && PROPER_ENTRIES.has(s.lexName));
      if (!proper.length) return { ...base, lemma: rawWord, source: 'name' as const, definitions: [], message: null };
      senses = proper;
    }
    // The easiest levels never meet an offensive sense, not even under 'More meanings'.
    if (passage?.level && PLAIN_LEVELS.includes(passage.level)) senses = senses.filter((s) => !isOffensive(s));

    const ranked = senses.map((s) => definitionOf(s, translate));
    if (own) {
      const sense = ranked[0];
      const first = {
        partOfSpeech: partOfSpeech ?? '',
        definition: own.definition,
        example: own.sentence ?? null,
        senseKey: stored?.senseKey ?? null,
        translation: stored ? (sense?.translation ?? null) : null,
      };
      return {
        ...base,
        lemma,
        source: 'passage' as const,
        definitions: [first, ...ranked.slice(stored ? 1 : 0, MAX_MORE_MEANINGS + (stored ? 1 : 0))],
        message: null,
      };
    }
    if (!ranked.length)
      return { ...base, lemma: word, source: 'none' as const, definitions: [], message: NOT_AVAILABLE.en };
    return {
      ...base,
      lemma,
      source: 'dictionary' as const,
      definitions: ranked.slice(0, 1 + MAX_MORE_MEANINGS),
      message: null,
    };
  }

  /** A word of the French text: only the passage's French vocabulary knows it (SPEC §8 otherwise). */
  function defineFrench(rawWord: string, passage: PassageWords | null): WordHelp {
    const word = rawWord.toLowerCase();
    const vocabulary = passage?.french?.vocabulary ?? [];
    const entry =
      frenchVocabularyEntryFor(rawWord, vocabulary) ??
      vocabularyEntryFor([word, lemmatizer.noun(word), lemmatizer.verb(word)], vocabulary);
    return {
      word,
      lemma: entry?.word.toLowerCase() ?? word,
      language: 'fr',
      source: entry ? 'passage' : 'none',
      partOfSpeech: null,
      definitions: entry
        ? [{ partOfSpeech: '', definition: entry.definition, example: null, senseKey: null, translation: null }]
        : [],
      french: null,
      english: entry?.word ?? null,
      message: entry ? null : NOT_AVAILABLE.fr,
    };
  }

  return {
    /**
     * Loads the tagger, WordNet's index and the sense model now rather than on the first word. Not the encoder:
     * a library word's sense is in its passage's table, so the encoder (about 70 MB) loads with the first word
     * of any other text.
     */
    warm(): void {
      readTokens('Warm up.');
      // A failure shows on the first word looked up, not as an unhandled rejection here.
      senseChooser().catch(() => {});
    },
    /** The sense chooser, for resolving a passage's words when it is stored (passage-senses.ts). */
    chooser(): Promise<SenseChooser> {
      return senseChooser();
    },
    /** On the server this runs in word help's own thread (dictionary-pool.ts); scripts and tests call it here. */
    async define(rawWord: string, options: DefineOptions = {}): Promise<WordHelp> {
      const word = rawWord.trim();
      if (options.language === 'fr') return defineFrench(word, options.passage ?? null);
      return defineEnglish(word, options.sentence ?? '', options.passage ?? null, options.translate ?? 'fr');
    },
  };
}
export type Dictionary = ReturnType<typeof createDictionary>;
