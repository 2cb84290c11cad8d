// The findings a learner is shown: harper.js's kept rules and our
// learner-error rules together, each with our own explanation key (shown in
// the interface language), a fix only where fixes were measured right, and a
// mark in the gap for something missing. Where both mark the same words, the
// learner-error rule wins: it knows "informations" is "information", not "in
// formations", and that "He go … yesterday" needs "went", not "goes".
import type { EnglishVariety } from '#src/domain/english-variety.ts';
import type { ExplanationKey, Finding, LikelyError } from '#src/domain/feedback.ts';
import { EXPLANATIONS_EN } from '#src/domain/feedback-explanations.ts';
import { allFindings, filterFindings, type RuleFinding } from './grammar.ts';
import learnerTable from './learner-rules.json' with { type: 'json' };
import { inPastTime, type LearnerHit, learnerHits } from './learner-rules.ts';
import { rankOf } from './word-rank.ts';

/** A finding as shown, with the rule that produced it (harper's rule name or ours). */
export type ShownFinding = Finding & { rule: string };

/** harper.js's rules, each given the explanation a learner reads. */
const CHECKER_EXPLANATIONS: Record<string, ExplanationKey> = {
  SpellCheck: 'spelling',
  SplitWords: 'joined-words',
  OpenCompounds: 'joined-words',
  Everyone: 'joined-words',
  Everyday: 'joined-words',
  Nowadays: 'joined-words',
  SentenceCapitalization: 'capital-sentence',
  CapitalizePersonalPronouns: 'capital-i',
  CommaFixes: 'comma-spacing',
  QuoteSpacing: 'quote-spacing',
  DiscourseMarkers: 'opening-comma',
  AnA: 'a-an',
  PronounVerbAgreement: 'agreement',
  PronounInflectionBe: 'agreement',
  ThereIsAgreement: 'there-is',
  OneOfTheSingular: 'one-of-the',
  AdjectiveDoubleDegree: 'double-comparative',
  RegularIrregulars: 'verb-form',
  InflectedVerbAfterTo: 'verb-form',
  WillNonLemma: 'verb-form',
  DoubleModal: 'verb-form',
  LookingForwardTo: 'verb-form',
  NominalWants: 'verb-form',
  RepeatedWords: 'repeated-word',
  SingleBe: 'repeated-word',
  OkToOkay: 'word-choice',
  ToTwoToo: 'word-choice',
  ThereToTheir: 'word-choice',
  ItsContraction: 'word-choice',
  PossessiveYour: 'word-choice',
  TheProperNounPossessive: 'word-choice',
  MultipleSequentialPronouns: 'word-choice',
};

/** A rule not in the table above (a new harper.js rule) is explained by its kind. */
const KIND_EXPLANATIONS: Record<string, ExplanationKey> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Capitalization: 'capital-sentence',
  Agreement: 'agreement',
  WordChoice: 'word-choice',
  Usage: 'word-choice',
  Repetition: 'repeated-word',
};

export function checkerExplanation(f: Pick<RuleFinding, 'rule' | 'kind'>): ExplanationKey {
  return CHECKER_EXPLANATIONS[f.rule] ?? KIND_EXPLANATIONS[f.kind] ?? 'other';
}

export type Tables = {
  /** Learner-error rule ids examiners usually corrected, and whether their fix is shown. */
  learner: Record<string, { fix: boolean }>;
  /**
   * Which of harper.js's fixes are shown, by rule: `all`, `commonest` (only
   * when its first suggestion is the commonest word it offers: the spelling
   * checker's first guess is mostly right then, and mostly wrong when a
   * commoner word comes later) or none (absent: marked, with no fix).
   */
  checkerFixes: Readonly<Record<string, 'all' | 'commonest'>>;
};

const rank = (word: string) => rankOf(word.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;

/** Whether the first suggestion is the commonest word of the list (SUBTLEX-US rank), or the only one. */
export function firstIsCommonest(suggestions: string[]): boolean {
  const [first, ...rest] = suggestions;
  return first !== undefined && rest.every((other) => rank(first) <= rank(other));
}

export const SHIPPED_TABLES: Tables = {
  learner: Object.fromEntries(
    Object.entries(learnerTable.rules as Record<string, { fix: boolean }>).map(([id, r]) => [id, { fix: r.fix }]),
  ),
  checkerFixes: learnerTable.checkerFixes as Record<string, 'all' | 'commonest'>,
};

type Span = { start: number; end: number };
const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
/** A gap right after a word marked for the same reason ("However" → "However,") is one finding, not two. */
const sameGap = (gap: ShownFinding, f: Span & { explain: ExplanationKey }) =>
  gap.mark === 'gap' && gap.explain === f.explain && gap.start <= f.end && f.start <= gap.end;

function fromLearner(h: LearnerHit, fix: boolean): ShownFinding {
  const suggestions = fix ? h.suggestions : [];
  return {
    rule: h.rule,
    start: h.start,
    end: h.end,
    kind: h.mark === 'gap' ? 'Missing' : 'Learner',
    message: EXPLANATIONS_EN[h.explain],
    suggestions,
    mark: h.mark === 'gap' ? 'gap' : suggestions.length ? 'fix' : 'check',
    explain: h.explain,
  };
}

function fromChecker(text: string, f: RuleFinding, tables: Tables): ShownFinding {
  const explain = checkerExplanation(f);
  // An agreement fix ("he go" → "goes") is wrong in a sentence about the past: no fix then.
  const wrongTime = explain === 'agreement' && inPastTime(text, f.start);
  const shown = tables.checkerFixes[f.rule];
  const sure = shown === 'all' || (shown === 'commonest' && firstIsCommonest(f.suggestions));
  const suggestions = sure && !wrongTime ? f.suggestions : [];
  return { ...f, explain, suggestions, mark: suggestions.length ? 'fix' : 'check' };
}

/** The shown findings from harper's filtered findings and every learner-rule hit, sorted by position. */
export function combineFindings(
  text: string,
  checker: RuleFinding[],
  hits: LearnerHit[],
  tables: Tables = SHIPPED_TABLES,
): ShownFinding[] {
  const learner: ShownFinding[] = [];
  for (const h of hits) {
    const kept = tables.learner[h.rule];
    if (!kept || learner.some((l) => overlap(l, h) || (l.start === l.end && l.start === h.start))) continue;
    learner.push(fromLearner(h, kept.fix));
  }
  const fromHarper = checker
    .map((f) => fromChecker(text, f, tables))
    .filter((f) => !learner.some((l) => overlap(l, f) || sameGap(l, f)));
  return [...learner, ...fromHarper].sort((a, b) => a.start - b.start || a.end - b.end);
}

const ARTICLES = new Set(['a', 'an', 'the']);
const PREPOSITIONS = new Set(
  'about above across after against along among around at before behind below between beyond by during for from in inside into near of off on onto out outside over since through to toward towards under until upon with within without'.split(
    ' ',
  ),
);

/**
 * What a learner is told to check where the detector marks words (it knows where, not what): the article, the
 * preposition or the punctuation mark when the mark is just that, else a word that may be wrong, in the wrong form,
 * or not needed.
 */
export function likelyExplanation(marked: string): ExplanationKey {
  const words = marked.trim().toLowerCase();
  if (/^[\p{P}\p{S}\s]+$/u.test(words)) return 'likely-punctuation';
  if (ARTICLES.has(words)) return 'likely-article';
  if (PREPOSITIONS.has(words)) return 'likely-preposition';
  return 'likely-error';
}

/**
 * The shown findings with the error detector's "check this part" marks added where nothing else marks the text:
 * a likely wrong run of words (no fix) or a likely gap (a word or a comma missing), sorted by position.
 */
export function withLikelyErrors(text: string, findings: ShownFinding[], likely: LikelyError[]): ShownFinding[] {
  const touches = (f: Span, l: LikelyError) =>
    overlap(f, l) ||
    (l.start === l.end && f.start <= l.start && l.start <= f.end) ||
    (f.start === f.end && l.start <= f.start && f.start <= l.end);
  const added: ShownFinding[] = likely
    .filter((l) => !findings.some((f) => touches(f, l)))
    .map((l) => {
      const explain = l.kind === 'gap' ? 'likely-missing' : likelyExplanation(text.slice(l.start, l.end));
      return {
        rule: 'detector',
        start: l.start,
        end: l.end,
        kind: l.kind === 'gap' ? 'Missing' : 'Likely',
        message: EXPLANATIONS_EN[explain],
        suggestions: [],
        mark: l.kind === 'gap' ? 'gap' : 'check',
        explain,
      };
    });
  return [...findings, ...added].sort((a, b) => a.start - b.start || a.end - b.end);
}

export type GrammarOptions = { variety?: EnglishVariety; prompt?: string };

/** Findings with positions in the text (UTF-16 offsets), sorted by position. */
export async function grammarFindings(text: string, options: GrammarOptions = {}): Promise<ShownFinding[]> {
  const checker = filterFindings(text, await allFindings(text, options.variety ?? 'both'), {
    prompt: options.prompt,
  });
  return combineFindings(text, checker, learnerHits(text));
}
