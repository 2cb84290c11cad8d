// Rules for the mistakes learners make most often in the Write & Improve
// training texts, which harper.js (written for fluent writers) mostly misses:
// "informations", "I am agree", "more easier", "He go … yesterday", "my
// cousin study", "both ideas has", "since two years", a missing comma after
// "In my opinion", a missing "the" or "a". Each rule has an id; only the ids
// that examiners corrected often enough on the training writers are shown
// (learner-rules.json, written by `npm run fit:learner-rules`).
import type { ExplanationKey, FindingMark } from '#src/domain/feedback.ts';
import { isWord, sameCase, sentencesOf, type Token, verbForms, wordTags } from './learner-text.ts';

export type LearnerHit = {
  rule: string;
  start: number;
  end: number;
  /** The first is the fix; none when the rule knows the place but not the fix. */
  suggestions: string[];
  mark: FindingMark;
  explain: ExplanationKey;
};

/** Nouns learners put in the plural that English uses only in the singular. */
const UNCOUNTABLE: Record<string, string> = {
  informations: 'information',
  advices: 'advice',
  furnitures: 'furniture',
  homeworks: 'homework',
  knowledges: 'knowledge',
  equipments: 'equipment',
  luggages: 'luggage',
  baggages: 'baggage',
  evidences: 'evidence',
  feedbacks: 'feedback',
  stuffs: 'stuff',
  softwares: 'software',
  sceneries: 'scenery',
  musics: 'music',
  pollutions: 'pollution',
  jewelleries: 'jewellery',
  jewelries: 'jewelry',
  machineries: 'machinery',
  vocabularies: 'vocabulary',
  garbages: 'garbage',
  rubbishes: 'rubbish',
  traffics: 'traffic',
  wealths: 'wealth',
  healths: 'health',
  happinesses: 'happiness',
  accommodations: 'accommodation',
  behaviours: 'behaviour',
  behaviors: 'behavior',
};

const PAST_MARKER =
  /\b(yesterday|ago|(?<!(my|the|his|her|our|their|your|this|its) )last (night|week|weekend|month|year|summer|winter|spring|autumn|holidays?|christmas|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|when i was (a )?(child|kid|young|little|boy|girl|teenager))\b/;
const NOT_PAST =
  /\b(now|nowadays|today|tomorrow|usually|always|every|often|sometimes|never|currently|generally|normally|still|these days|next|will|since|if)\b/;
/** Whether the sentence around an offset is about the past ("yesterday", "two years ago"). */
export function inPastTime(text: string, offset: number): boolean {
  const from = Math.max(...['.', '!', '?', '\n'].map((c) => text.lastIndexOf(c, offset - 1))) + 1;
  const ends = ['.', '!', '?', '\n'].map((c) => text.indexOf(c, offset)).filter((i) => i >= 0);
  const sentence = text.slice(from, ends.length ? Math.min(...ends) : text.length).toLowerCase();
  return PAST_MARKER.test(sentence) && !NOT_PAST.test(sentence);
}

const DURATION = /^(years?|months?|weeks?|days?|hours?|minutes?|decades?)$/;
const AMOUNT = /^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many|several|few|some)$/;

const THIRD_PRONOUNS = new Set(['he', 'she', 'it']);
const OTHER_PRONOUNS = new Set(['i', 'you', 'we', 'they']);
const DETERMINERS = new Set([
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'the',
  'this',
  'that',
  'a',
  'an',
  'every',
  'each',
]);
const PLURAL_QUANTIFIERS = new Set([
  'both',
  'these',
  'those',
  'many',
  'several',
  'few',
  'two',
  'three',
  'four',
  'five',
]);
/** Group nouns: "my family live" is British English, and "the police are" is right. */
const GROUP_NOUNS = new Set(['family', 'people', 'police', 'team', 'government', 'staff', 'class', 'public', 'couple']);

/** Words that start a clause: a subject right after one of them is the clause's subject. */
const CLAUSE_WORDS = new Set(['and', 'but', 'because', 'so', 'when', 'if', 'while', 'although', 'though', 'then']);
const startsClause = (s: Token[], j: number) =>
  CLAUSE_WORDS.has(s[j - 1]?.lower ?? '') ||
  /^[,;:]$/.test(s[j - 1]?.text ?? '') ||
  // Only a time or place phrase before it: "Last year my family …".
  s.slice(0, j).every((t) => t.pos !== 'VERB' && t.pos !== 'AUX' && t.pos !== 'PRON');

/** Which clause each token is in: a new one after a comma or a word such as "and", "because", "when". */
const BOUNDARIES = new Set([...CLAUSE_WORDS, 'that', 'which', 'who', 'where', 'as', 'since']);
function clausesOf(s: Token[]): number[] {
  let clause = 0;
  return s.map((t) => (/^[,;:]$/.test(t.text) || BOUNDARIES.has(t.lower) ? ++clause : clause));
}

/** What stands before the verb: a subject pronoun, or a determiner and a noun ("my cousin"). */
type Subject = { first: Token; last: Token; third: boolean; plural: boolean; pronoun: boolean };

function subjectBefore(s: Token[], i: number): Subject | undefined {
  const prev = s[i - 1];
  if (!isWord(prev)) return undefined;
  if (THIRD_PRONOUNS.has(prev.lower) || OTHER_PRONOUNS.has(prev.lower)) {
    // "I", "he", "she", "we" and "they" are always subjects; "you" and "it" may be objects.
    if ((prev.lower === 'you' || prev.lower === 'it') && !startsClause(s, i - 1)) return undefined;
    return { first: prev, last: prev, third: THIRD_PRONOUNS.has(prev.lower), plural: false, pronoun: true };
  }
  if (prev.pos !== 'NOUN') return undefined;
  let j = i - 2;
  while (s[j]?.pos === 'ADJ') j--;
  const det = s[j];
  if (!det || !(DETERMINERS.has(det.lower) || PLURAL_QUANTIFIERS.has(det.lower))) return undefined;
  // Only a noun that starts its clause is its subject: not "one of my friends is", "can the
  // college save", "make a child lock" or "the only thing that matters is".
  if (!startsClause(s, j)) return undefined;
  const plural = prev.lower !== prev.lemma && prev.lower.endsWith('s');
  return { first: det, last: prev, third: !plural, plural, pronoun: false };
}

/** Verbs of a state of mind, often still true now: "Last year I won, and it is all I want". */
const STATE_VERBS = new Set([
  'want',
  'think',
  'remember',
  'know',
  'believe',
  'hope',
  'love',
  'like',
  'mean',
  'understand',
  'agree',
  'guess',
  'wish',
  'prefer',
  'realize',
  'realise',
  'need',
  'feel',
  'have',
]);

/** Verbs the tagger often reads as nouns after a noun ("my cousin study hard"). */
const VERBS_READ_AS_NOUNS = new Set([
  'study',
  'work',
  'cook',
  'play',
  'visit',
  'love',
  'need',
  'help',
  'travel',
  'walk',
  'call',
  'use',
  'live',
  'want',
  'look',
  'dance',
  'drive',
  'teach',
  'talk',
  'listen',
  'watch',
  'swim',
  'run',
]);
const AFTER_VERB = new Set(['ADV', 'ADP', 'DET', 'PRON', 'PART', 'ADJ', 'PROPN', 'NUM', 'PUNCT', 'SCONJ', 'CCONJ']);

/** A present-tense verb form (base or -s), not one whose past is spelt the same (put, read). */
function presentVerb(
  t: Token,
  next: Token | undefined,
): { base: string; third: boolean; guessed?: boolean } | undefined {
  if (!/^\p{Ll}+$/u.test(t.text)) return undefined;
  if (t.pos === 'NOUN' && VERBS_READ_AS_NOUNS.has(t.lower) && (!next || AFTER_VERB.has(next.pos)))
    return { base: t.lower, third: false, guessed: true };
  if (t.pos === 'AUX' && (t.lower === 'has' || t.lower === 'have')) return { base: 'have', third: t.lower === 'has' };
  if (t.pos !== 'VERB') return undefined;
  const forms = verbForms(t.lemma);
  if (!forms.past || forms.past === t.lemma) return undefined;
  if (t.lower === t.lemma) return { base: t.lemma, third: false };
  if (t.lower === forms.third) return { base: t.lemma, third: true };
  return undefined;
}

const BE_PRESENT: Record<string, { past: string; perfect: string }> = {
  am: { past: 'was', perfect: 'been' },
  is: { past: 'was', perfect: 'been' },
  are: { past: 'were', perfect: 'been' },
};

const hit = (
  rule: string,
  from: Token,
  to: Token,
  explain: ExplanationKey,
  suggestion: string | undefined,
): LearnerHit => ({
  rule,
  start: from.start,
  end: to.end,
  suggestions: suggestion ? [suggestion] : [],
  mark: suggestion ? 'fix' : 'check',
  explain,
});

/** A gap finding between two tokens: its offsets span the space between them. */
const gap = (rule: string, before: Token, after: Token, explain: ExplanationKey, add: string): LearnerHit => ({
  rule,
  start: before.end,
  end: after.start,
  suggestions: [add],
  mark: 'gap',
  explain,
});

function sinceOrFor(s: Token[]): 'since' | 'for' | undefined {
  for (let i = 0; i < s.length - 2; i++) {
    const [w, n, d] = [s[i], s[i + 1], s[i + 2]];
    if (!w || !n || !d) continue;
    if (w.lower === 'since' && (n.pos === 'NUM' || n.lower === 'i' || n.lower === 'then' || n.lower === 'last'))
      return 'since';
    if (w.lower === 'for' && AMOUNT.test(n.lower) && DURATION.test(d.lower) && s[i + 3]?.lower !== 'ago') return 'for';
  }
  return undefined;
}

/** Verbs after a subject: past time ("yesterday"), a time up to now ("since 2019") or agreement. */
function verbRules(s: Token[], lowerSentence: string): LearnerHit[] {
  const out: LearnerHit[] = [];
  const clauses = clausesOf(s);
  const clauseText = (c: number) =>
    s
      .filter((_, k) => clauses[k] === c)
      .map((t) => t.lower)
      .join(' ');
  // The time word is in the verb's own clause, or opens the sentence ("Yesterday I go … and I eat").
  const opensWithPast = PAST_MARKER.exec(lowerSentence)?.index === 0;
  const pastAt = (k: number) => {
    const own = clauseText(clauses[k] as number);
    if (NOT_PAST.test(own) || (NOT_PAST.test(lowerSentence) && !PAST_MARKER.test(own))) return false;
    return PAST_MARKER.test(own) || opensWithPast;
  };
  const upToNow = !PAST_MARKER.test(lowerSentence) && !/\b(will|next|tomorrow)\b/.test(lowerSentence) && sinceOrFor(s);
  // The time up to now comes after the verb ("live … since 2019"), not before it ("since I have").
  const sinceAt = s.findIndex((t) => t.lower === 'since' || t.lower === 'for');
  for (let i = 1; i < s.length; i++) {
    const t = s[i] as Token;
    const subject = subjectBefore(s, i);
    if (!subject) continue;
    const past = pastAt(i);
    const next = s[i + 1];
    // "I am writing", "I have been": the verb phrase goes on; its tense is not a one-word fix.
    if (next && (next.pos === 'AUX' || /ing$/.test(next.lower))) continue;
    const be = t.pos === 'AUX' ? BE_PRESENT[t.lower] : undefined;
    const verb = be ? undefined : presentVerb(t, next);
    if (!be && !verb) continue;
    const guess = verb?.guessed ? '-guess' : '';
    const perfect = verb?.base === 'have' && next?.pos === 'VERB' && next.lower === verbForms(next.lemma).participle;
    const state = STATE_VERBS.has(verb?.base ?? '');
    if (past && perfect && next) {
      // "Last year I has moved" → "moved".
      out.push(hit('past-time/perfect', t, next, 'past-time', verbForms(next.lemma).past));
    } else if (past && !state) {
      const form = be ? (t.lower === 'are' ? 'were' : be.past) : verbForms(verb?.base ?? '').past;
      out.push(hit(`${subject.pronoun ? 'past-time/pronoun' : 'past-time/noun'}${guess}`, t, t, 'past-time', form));
    } else if (perfect) {
      // "have lived" is already the form a time up to now needs; agreement is harper's.
    } else if (upToNow && i < sinceAt) {
      const have = subject.third ? 'has' : 'have';
      const participle = be ? be.perfect : verbForms(verb?.base ?? '').participle;
      out.push(
        hit(
          `present-perfect/${upToNow}`,
          t,
          t,
          'present-perfect',
          participle ? sameCase(t.text, `${have} ${participle}`) : undefined,
        ),
      );
    } else if (verb && !subject.pronoun && subject.third && !verb.third && !GROUP_NOUNS.has(subject.last.lower)) {
      out.push(hit(`agreement/noun-base${guess}`, t, t, 'agreement', verbForms(verb.base).third));
    } else if (subject.plural && !subject.pronoun && (t.lower === 'has' || t.lower === 'is' || t.lower === 'was')) {
      const fix = { has: 'have', is: 'are', was: 'were' }[t.lower];
      out.push(hit('agreement/plural-noun', t, t, 'agreement', fix));
    }
    // Only the first verb after a subject: later ones may belong to another clause.
    if (out.length) break;
  }
  return out;
}

/** "Work and study together is": two subjects joined by "and" take a plural verb. */
function compoundSubject(s: Token[]): LearnerHit[] {
  const [a, and, b] = s;
  if (!isWord(a) || and?.lower !== 'and' || !isWord(b)) return [];
  let i = 3;
  if (s[i]?.lower === 'together') i++;
  const verb = s[i];
  if (!verb || !['is', 'was', 'has'].includes(verb.lower)) return [];
  if (![a, b].every((w) => w.pos === 'NOUN' || w.pos === 'PROPN' || w.pos === 'VERB')) return [];
  return [hit('agreement/compound', verb, verb, 'agreement', { is: 'are', was: 'were', has: 'have' }[verb.lower])];
}

/** "since two years" → "for two years". */
function sinceDuration(s: Token[]): LearnerHit[] {
  const out: LearnerHit[] = [];
  s.forEach((t, i) => {
    const [n, d] = [s[i + 1], s[i + 2]];
    if (t.lower === 'since' && n && d && AMOUNT.test(n.lower) && DURATION.test(d.lower) && s[i + 3]?.lower !== 'ago')
      out.push(hit('since-for', t, t, 'since-for', sameCase(t.text, 'for')));
  });
  return out;
}

const BE_FORMS = new Set(['am', "'m", 'is', "'s", 'are', "'re", 'was', 'were']);
const CONTRACTED = /^(i|you|we|they|he|she|it)['’](m|re|s)$/;

/** "I am agree", "I'm agree", "he is not agree" → "I agree", "he does not agree". */
function beAgree(s: Token[]): LearnerHit[] {
  const out: LearnerHit[] = [];
  s.forEach((t, i) => {
    if (t.lower !== 'agree' && t.lower !== 'disagree') return;
    let j = i - 1;
    const not = s[j]?.lower === 'not' || s[j]?.lower === "n't";
    if (not) j--;
    while (s[j]?.pos === 'ADV' && s[j]?.lower !== 'not') j--;
    const be = s[j];
    if (!be) return;
    const contracted = be.lower.match(CONTRACTED);
    const subject = contracted ? be : s[j - 1];
    if (!isWord(subject) || (!contracted && !BE_FORMS.has(be.lower.replace('’', "'")))) return;
    const pronoun = contracted ? (contracted[1] as string) : subject.lower;
    const wasPast = be.lower === 'was' || be.lower === 'were';
    const third = THIRD_PRONOUNS.has(pronoun) || be.lower === 'is' || be.lower === "'s";
    const middle = s.slice(j + 1, not ? i - 1 : i).map((m) => m.text);
    const verb = not ? t.lower : wasPast ? `${t.lower}d` : third ? `${t.lower}s` : t.lower;
    const aux = not ? (wasPast ? 'did not ' : third ? 'does not ' : 'do not ') : '';
    const who = contracted ? subject.text.slice(0, pronoun.length) : subject.text;
    out.push(hit('be-agree', subject, t, 'be-agree', `${who} ${aux}${[...middle, verb].join(' ')}`));
  });
  return out;
}

/** "more easier", "most biggest" → "easier", "biggest". */
function doubleComparative(s: Token[]): LearnerHit[] {
  const out: LearnerHit[] = [];
  s.forEach((t, i) => {
    const next = s[i + 1];
    if (!next || (t.lower !== 'more' && t.lower !== 'most')) return;
    const degree = t.lower === 'more' ? 'Comparative' : 'Superlative';
    const irregular = t.lower === 'more' ? ['better', 'worse'] : ['best', 'worst'];
    if (!irregular.includes(next.lower) && !(next.pos === 'ADJ' && wordTags(next.lower).includes(degree))) return;
    if (next.lower === 'more' || next.lower === 'most' || next.lower === 'other') return;
    out.push(hit('double-comparative', t, next, 'double-comparative', sameCase(t.text, next.text)));
  });
  return out;
}

function uncountable(s: Token[]): LearnerHit[] {
  return s
    .filter((t) => UNCOUNTABLE[t.lower] && t.pos !== 'VERB')
    .map((t) => hit('uncountable', t, t, 'uncountable', sameCase(t.text, UNCOUNTABLE[t.lower] as string)));
}

/** Opening phrases examiners put a comma after; the kept table says which, one by one. */
const OPENING_PHRASES = [
  'in my opinion',
  'in my view',
  'from my point of view',
  'however',
  'for example',
  'for instance',
  'nowadays',
  'of course',
  'on the other hand',
  'on the one hand',
  'finally',
  'moreover',
  'first of all',
  'in conclusion',
  'therefore',
  'furthermore',
  'in addition',
  'unfortunately',
  'fortunately',
  'luckily',
  'in fact',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'to sum up',
  'to conclude',
  'besides',
  'as a result',
  'personally',
  'also',
  'so',
  'actually',
  'obviously',
  'nevertheless',
  'indeed',
  'all in all',
  'in general',
  'anyway',
  'to be honest',
  'honestly',
  'meanwhile',
  'consequently',
  'additionally',
  'overall',
  'in short',
  'in summary',
  'for this reason',
  'after that',
  'at first',
  'in the end',
  'suddenly',
  'recently',
  'currently',
  'today',
  'sometimes',
].map((p) => p.split(' '));

function openingComma(s: Token[]): LearnerHit[] {
  for (const phrase of OPENING_PHRASES) {
    if (!phrase.every((w, k) => s[k]?.lower === w)) continue;
    const last = s[phrase.length - 1] as Token;
    const next = s[phrase.length];
    // A phrase used as the subject ("Today is …") or already followed by punctuation needs no comma.
    if (!isWord(next) || next.pos === 'AUX' || next.pos === 'VERB' || next.pos === 'ADJ' || next.pos === 'ADV')
      return [];
    if (phrase.length === 1 && (next.pos === 'ADP' || next.pos === 'CCONJ')) return [];
    // "In addition to …", "Besides that …": a preposition, not an opening phrase.
    if (next.lower === 'to' || (last.lower === 'besides' && next.pos !== 'PRON')) return [];
    return [gap(`opening-comma/${phrase.join(' ')}`, last, next, 'opening-comma', ',')];
  }
  return [];
}

const ARTICLE_BEFORE = new Set([...DETERMINERS, 'these', 'those', 'whole', 'no', 'any', 'some', 'another']);
const articleFor = (word: string) =>
  /^(hour|honest|honou?r)/i.test(word)
    ? 'an'
    : /^(uni|use|usu|eu|one|once)/i.test(word)
      ? 'a'
      : /^[aeiou]/i.test(word)
        ? 'an'
        : 'a';

/** A missing "the" or "a" where it is sure: "in world", "same", "one of best", "lot of", "for first time", "I am student". */
function missingArticle(s: Token[]): LearnerHit[] {
  const out: LearnerHit[] = [];
  s.forEach((t, i) => {
    const prev = s[i - 1];
    const next = s[i + 1];
    if (!prev || ARTICLE_BEFORE.has(prev.lower) || prev.pos === 'PRON' || prev.pos === 'DET') return;
    if (t.lower === 'world' && prev.pos === 'ADP')
      out.push(gap('missing-article/world', prev, t, 'missing-article', 'the'));
    else if (t.lower === 'same' && isWord(prev))
      out.push(gap('missing-article/same', prev, t, 'missing-article', 'the'));
    else if (
      prev.lower === 'of' &&
      s[i - 2]?.lower === 'one' &&
      (t.lower === 'most' || t.lower === 'best' || t.lower === 'worst' || wordTags(t.lower).includes('Superlative'))
    )
      out.push(gap('missing-article/one-of', prev, t, 'missing-article', 'the'));
    else if (t.lower === 'lot' && next?.lower === 'of' && isWord(prev))
      out.push(gap('missing-article/lot-of', prev, t, 'missing-article', 'a'));
    else if (
      ['first', 'second', 'third'].includes(t.lower) &&
      next?.pos === 'NOUN' &&
      (prev.pos === 'ADP' || prev.pos === 'AUX')
    )
      out.push(gap('missing-article/ordinal', prev, t, 'missing-article', 'the'));
    else if (
      prev.lower === 'in' &&
      next?.pos !== 'NOUN' &&
      next?.pos !== 'ADJ' &&
      ['morning', 'afternoon', 'evening', 'future', 'past', 'end', 'beginning', 'middle', 'countryside'].includes(
        t.lower,
      )
    )
      out.push(gap('missing-article/in-the', prev, t, 'missing-article', 'the'));
    else if (
      ['am', "'m", 'is', 'was'].includes(prev.lower) &&
      t.pos === 'NOUN' &&
      t.lower === t.lemma &&
      !/ing$/.test(t.lower) &&
      next &&
      next.pos !== 'NOUN' &&
      next.pos !== 'PROPN' &&
      next.lower !== 'of' &&
      !wordTags(t.lower).includes('Uncountable')
    )
      out.push(gap('missing-article/be-noun', prev, t, 'missing-article', articleFor(t.text)));
  });
  return out;
}

/** Every hit of every rule, kept or not (the fitting script measures them all). */
export function learnerHits(text: string): LearnerHit[] {
  const out: LearnerHit[] = [];
  for (const s of sentencesOf(text)) {
    const words = s.filter((t) => t.pos !== 'PUNCT' || /^[.,;:!?]$/.test(t.text));
    const lower = words.map((t) => t.lower).join(' ');
    out.push(
      ...uncountable(words),
      ...beAgree(words),
      ...doubleComparative(words),
      ...sinceDuration(words),
      ...compoundSubject(words),
      ...verbRules(words, lower),
      ...openingComma(words),
      ...missingArticle(words),
    );
  }
  return out.sort((a, b) => a.start - b.start);
}
