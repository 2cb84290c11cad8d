// From a tagged sentence and the position of a tapped word to WordNet's senses
// of it, best first: the multi-word expression it starts or belongs to
// ('phone bill', 'pick up', 'take care'), else the word's own senses of every
// part of speech, ranked by the fine-tuned encoder's reading of the word in
// its sentence (encoder-senses.ts) or, without it, the fitted conditional
// logit (sense-model.ts). The fitting scripts and the bench go through this
// file too, so what is measured is what the popup shows.
import type { Encoder } from '#src/server/language/encoder.ts';
import type { Lemmatizer } from '#src/server/language/lemmatizer.ts';
import type { Tokens } from '#src/server/language/tokens.ts';
import type { WordNet, WordNetSense } from '#src/server/language/wordnet.ts';
import type { EncoderSenses } from './encoder-senses.ts';
import { type Candidate, type ScoringModel, type SenseContext, scoreCandidates } from './sense-model.ts';

const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN']);
// An expression neither starts nor ends with these.
const NOT_AT_EDGE = new Set(['DET', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PUNCT', 'NUM']);
// Words that say nothing about which sense is meant, in glosses.
const STOP = new Set(
  `a an the of or and to in on at by for with from as into onto over under about than then that this these those
  which who whom whose what when where why how it its is are was were be been being have has had do does did
  not no so such some any all each every other another one two something someone somebody especially usually
  often very more most less least much many can could may might must shall should will would you your he she
  they them their his her we our us i me my up out off down etc e g`.split(/\s+/),
);

/**
 * A sense no learner should meet unasked: WordNet's usage domains for
 * obscenity/vulgarism, slang, ethnic slurs and disparagement, and sexual
 * senses (WordNet marks none of 'cover: copulate with a female').
 */
const OFFENSIVE_DOMAINS = new Set(['07139048-n', '07171981-n', '06731706-n', '06730109-n']);
const SEXUAL = /\b(copulat\w*|sexual\w*|sex organs?|genital\w*|intercourse|erotic\w*|pornograph\w*|masturbat\w*)\b/i;
export const isOffensive = (sense: Pick<WordNetSense, 'usage' | 'definition'>) =>
  sense.usage.some((u) => OFFENSIVE_DOMAINS.has(u)) || SEXUAL.test(sense.definition);

/**
 * A British spelling's American form, which is how WordNet lists most words ('centre' -> 'center', 'colour' ->
 * 'color', 'organise' -> 'organize', 'practise' -> 'practice', a building's 'storey' -> 'story').
 */
export function americanSpelling(word: string): string {
  return word
    .replace(/([^aeiou])re$/, '$1er')
    .replace(/our(s|ed|ing|er)?$/, 'or$1')
    .replace(/^storey/, 'story')
    .replace(/^practis/, 'practic')
    .replace(/([^aeiou])is(e|ed|es|ing)$/, '$1iz$2')
    .replace(/ogue$/, 'og');
}

// WordNet's own detachment rules (morphy), for forms the lemmatiser misses ('riding' -> 'ride', 'others' -> 'other').
const DETACH: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/es$/, 'e'],
  [/es$/, ''],
  [/s$/, ''],
  [/ed$/, 'e'],
  [/ed$/, ''],
  [/ing$/, 'e'],
  [/ing$/, ''],
];
export const detachedForms = (word: string) =>
  DETACH.filter(([ending]) => ending.test(word)).map(([ending, base]) => word.replace(ending, base));

/**
 * A word's senses of every part of speech, from the base form each part of speech gives it (the popup's, the
 * resolver's and the content check's one look-up).
 */
export function wordSenses(
  wordnet: WordNet,
  lemmatizer: Lemmatizer,
  word: string,
  taggerLemma: string,
): WordNetSense[] {
  // 'Jan.' is 'jan', 'over-all' is 'overall'.
  const lower = word.toLowerCase().replace(/\.$/, '');
  const forms: [string, WordNetSense['pos'][]][] = [
    [lemmatizer.noun(lower), ['n']],
    [lemmatizer.verb(lower), ['v']],
    [lemmatizer.adjective(lower), ['a', 's']],
    [lower, ['n', 'v', 'a', 's', 'r']],
    [taggerLemma, ['n', 'v', 'a', 's', 'r']],
    [lower.replace(/-/g, ''), ['n', 'v', 'a', 's', 'r']],
  ];
  const seen = new Set<string>();
  const found: WordNetSense[] = [];
  for (const [form, parts] of [
    ...forms,
    ...forms.map(([f, p]): [string, WordNetSense['pos'][]] => [americanSpelling(f), p]),
  ]) {
    if (!form) continue;
    for (const sense of wordnet.senses(form)) {
      if (!parts.includes(sense.pos) || seen.has(sense.synset)) continue;
      seen.add(sense.synset);
      found.push(sense);
    }
  }
  // Only when nothing else gave a sense: 'bed' must not become 'be'.
  if (!found.length) for (const form of detachedForms(lower)) found.push(...wordnet.senses(form));
  return found;
}

export type ChosenSenses = {
  /** What was looked up: the word's lemma or the expression ('phone bill'). */
  lemma: string;
  /** The token positions the looked-up lemma covers. */
  span: [number, number];
  senses: WordNetSense[];
};

/** A word where it stands: its sentence, and the word's characters in it. */
export type WordPlace = { text: string; start: number; end: number };

/** What reads a word in its sentence: the encoder and the gloss vectors it is compared with. */
export type SenseReader = { encoder: Pick<Encoder, 'vectorAt'>; senses: EncoderSenses };

export function createSenseChooser(
  wordnet: WordNet,
  model: ScoringModel,
  lemmatizer: Lemmatizer,
  reader: SenseReader | null = null,
) {
  const lemmaCache = new Map<string, string>();
  const normalize = (word: string) => {
    let lemma = lemmaCache.get(word);
    if (lemma === undefined) {
      const verb = lemmatizer.verb(word);
      lemma = verb !== word ? verb : lemmatizer.noun(word);
      if (lemmaCache.size > 50_000) lemmaCache.clear();
      lemmaCache.set(word, lemma);
    }
    return lemma;
  };
  const signatures = new Map<string, Set<string>>();
  function signatureOf(sense: WordNetSense): Set<string> {
    let signature = signatures.get(sense.synset);
    if (signature) return signature;
    const hypernym = sense.hypernym ? wordnet.synset(sense.hypernym) : null;
    const text = [sense.definition, ...sense.examples, ...sense.synonyms, hypernym?.definition ?? ''].join(' ');
    signature = new Set(
      (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => normalize(w)),
    );
    if (signatures.size > 50_000) signatures.clear();
    signatures.set(sense.synset, signature);
    return signature;
  }

  function contextOf(tokens: Tokens, at: number, span: [number, number]): SenseContext {
    const lower = (i: number) => tokens.values[i]?.toLowerCase() ?? '';
    const words: string[] = [];
    const near: string[] = [];
    tokens.lemmas.forEach((lemma, i) => {
      if ((i >= span[0] && i <= span[1]) || !CONTENT_POS.has(tokens.pos[i] ?? '')) return;
      const word = normalize(lemma.toLowerCase());
      words.push(word);
      if (i >= span[0] - 3 && i <= span[1] + 3) near.push(word);
    });
    return {
      words,
      near,
      left1: lower(span[0] - 1),
      left2: lower(span[0] - 2),
      right1: lower(span[1] + 1),
      right2: lower(span[1] + 2),
      leftPos: tokens.pos[span[0] - 1] ?? '',
      rightPos: tokens.pos[span[1] + 1] ?? '',
      taggerPos: tokens.pos[at] ?? '',
      taggerLemma: (tokens.lemmas[at] ?? '').toLowerCase(),
      form: lower(at),
    };
  }

  /**
   * The longest expression of two or three words around the target that
   * WordNet knows, in base or written form ('phone bills' -> 'phone bill',
   * 'picked up' -> 'pick up'). Not one that starts with a helping verb or ends
   * with an article or pronoun ('be well', 'the city' are not what a learner taps).
   */
  function expressionAt(tokens: Tokens, at: number): { lemma: string; span: [number, number] } | null {
    const forms = (i: number) => {
      const value = tokens.values[i]?.toLowerCase() ?? '';
      const lemma = tokens.lemmas[i]?.toLowerCase() ?? value;
      return /^[\p{L}'-]+$/u.test(value) ? [...new Set([lemma, value])] : [];
    };
    for (const length of [3, 2]) {
      for (let start = at - length + 1; start <= at; start++) {
        const end = start + length - 1;
        if (start < 0 || end >= tokens.values.length) continue;
        if (NOT_AT_EDGE.has(tokens.pos[start] ?? '') || NOT_AT_EDGE.has(tokens.pos[end] ?? '')) continue;
        let phrases = [''];
        for (let i = start; i <= end; i++) phrases = phrases.flatMap((p) => forms(i).map((f) => (p ? `${p} ${f}` : f)));
        const lemma = phrases.find((p) => p.includes(' ') && wordnet.has(p));
        if (lemma) return { lemma, span: [start, end] };
      }
    }
    return null;
  }

  const candidateOf = (sense: WordNetSense): Candidate => ({
    expression: sense.lemma.includes(' '),
    senseKey: sense.senseKey,
    lemma: sense.lemma,
    pos: sense.pos,
    lexName: sense.lexName,
    senseNumber: sense.senseNumber,
    tagCount: sense.tagCount,
    signature: signatureOf(sense),
  });

  /**
   * The senses to rank for the token at `at`: an expression's senses (when
   * the word is part of one WordNet knows) and the word's own, with the
   * context they are read in. Whether the expression is meant is the model's
   * to say ('pension plan' yes, 'work on' often not).
   */
  function prepare(tokens: Tokens, at: number, alone = false) {
    const expression = alone ? null : expressionAt(tokens, at);
    const own = wordSenses(wordnet, lemmatizer, tokens.values[at] ?? '', (tokens.lemmas[at] ?? '').toLowerCase());
    const senses = expression ? [...wordnet.senses(expression.lemma), ...own] : own;
    const context = contextOf(tokens, at, [at, at]);
    return { expression, senses, context, candidates: senses.map(candidateOf) };
  }

  /** The senses best first, offensive ones last unless nothing else fits; the expression when its sense leads. */
  function ranked(tokens: Tokens, at: number, prepared: ReturnType<typeof prepare>, scores: number[]): ChosenSenses {
    const { expression, senses } = prepared;
    const order = senses
      .map((sense, i) => ({ sense, score: scores[i] ?? 0, offensive: isOffensive(sense) }))
      .sort((x, y) => Number(x.offensive) - Number(y.offensive) || y.score - x.score)
      .map((x) => x.sense);
    const first = order[0];
    // The expression is what was looked up when its sense fits best; then its other senses follow.
    if (expression && first?.lemma === expression.lemma) {
      return { lemma: expression.lemma, span: expression.span, senses: order };
    }
    const word = order.filter((s) => s.lemma !== expression?.lemma);
    return { lemma: first?.lemma ?? (tokens.lemmas[at] ?? '').toLowerCase(), span: [at, at], senses: word };
  }

  return {
    prepare,
    /**
     * The senses of the word at `at`, ranked by the fitted conditional logit. `alone`: the word's own senses, not
     * an expression's.
     */
    choose(tokens: Tokens, at: number, options: { alone?: boolean } = {}): ChosenSenses {
      const prepared = prepare(tokens, at, options.alone);
      return ranked(tokens, at, prepared, scoreCandidates(model, prepared.context, prepared.candidates));
    },
    /**
     * The same, ranked by the encoder's reading of the word where it stands (`place`: its sentence and the
     * word's characters in it) when there is a reader and a choice to make; else, or when the encoder fails, as
     * `choose` ranks them.
     */
    async chooseRead(
      tokens: Tokens,
      at: number,
      place: WordPlace | null,
      options: { alone?: boolean } = {},
    ): Promise<ChosenSenses> {
      const prepared = prepare(tokens, at, options.alone);
      const vector =
        reader && place && prepared.senses.length > 1
          ? await reader.encoder.vectorAt(place.text, place.start, place.end).catch(() => null)
          : null;
      const scores =
        reader && vector
          ? reader.senses.score(vector, prepared.senses, tokens.pos[at] ?? '', tokens.lemmas[at] ?? '')
          : scoreCandidates(model, prepared.context, prepared.candidates);
      return ranked(tokens, at, prepared, scores);
    },
  };
}
export type SenseChooser = ReturnType<typeof createSenseChooser>;
