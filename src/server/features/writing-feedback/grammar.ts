// Grammar and spelling findings from harper.js, run on our own server. The
// linters are kept warm: the first run costs about a second, later ones a few
// tens of milliseconds (ARCHITECTURE "Measured"). A second linter costs only
// a few MB, so "both" varieties run a British and an American spelling check
// and flag a word only when both reject it.
//
// The slim binary: harper.js's "full" one loads the slim WebAssembly module as
// well as its own, about 26 MB more for the same linters. On 500 Write &
// Improve texts in both varieties the two gave the same findings, messages and
// suggestions, except the order of one rule's two suggestions ("took" or
// "taken" for "taked"; issue 34).
import { Dialect, type Lint, LocalLinter } from 'harper.js';
import { slimBinary as binary } from 'harper.js/slimBinary';
import type { EnglishVariety } from '#src/domain/english-variety.ts';
import type { Finding } from '#src/domain/feedback.ts';
import keptRules from './kept-rules.json' with { type: 'json' };

/**
 * A finding of harper.js with the rule that produced it (the kept-rules table
 * is per rule), before findings.ts gives it our explanation and decides its fix.
 */
export type RuleFinding = Omit<Finding, 'mark' | 'explain'> & { rule: string };

const SPELLING_RULE = 'SpellCheck';
const linters = new Map<string, Promise<LocalLinter>>();

function linter(dialect: Dialect, spellingOnly = false): Promise<LocalLinter> {
  const key = `${dialect}:${spellingOnly}`;
  let found = linters.get(key);
  if (!found) {
    found = (async () => {
      const instance = new LocalLinter({ binary, dialect });
      await instance.setup();
      if (spellingOnly) {
        const config = await instance.getLintConfig();
        for (const rule of Object.keys(config)) config[rule] = rule === SPELLING_RULE;
        await instance.setLintConfig(config);
      }
      return instance;
    })();
    linters.set(key, found);
  }
  return found;
}

const DIALECTS: Record<Exclude<EnglishVariety, 'both'>, Dialect> = {
  american: Dialect.American,
  british: Dialect.British,
  canadian: Dialect.Canadian,
  australian: Dialect.Australian,
};

/** Harper writes code-style backticks into its messages; learners see plain quotes. */
export const plainText = (s: string) => s.replace(/`([^`]*)`/g, '“$1”').replace(/`/g, '');

function toFinding(rule: string, lint: Lint): RuleFinding {
  const span = lint.span();
  return {
    rule,
    start: span.start,
    end: span.end,
    kind: lint.lint_kind_pretty(),
    message: plainText(lint.message()),
    suggestions: lint
      .suggestions()
      .map((s) => s.get_replacement_text())
      .filter((s) => s !== '')
      .slice(0, 3),
  };
}

async function organized(dialect: Dialect, text: string, spellingOnly = false): Promise<RuleFinding[]> {
  const byRule = await (await linter(dialect, spellingOnly)).organizedLints(text, { language: 'plaintext' });
  return Object.entries(byRule).flatMap(([rule, lints]) => lints.map((l) => toFinding(rule, l)));
}

/** Every finding of every rule, before the filters: what the calibration measures. */
export async function allFindings(text: string, variety: EnglishVariety): Promise<RuleFinding[]> {
  let found: RuleFinding[];
  if (variety === 'both') {
    const [british, americanSpelling] = await Promise.all([
      organized(Dialect.British, text),
      organized(Dialect.American, text, true),
    ]);
    const rejectedByBoth = new Set(americanSpelling.map((f) => `${f.start}:${f.end}`));
    found = british.filter((f) => f.rule !== SPELLING_RULE || rejectedByBoth.has(`${f.start}:${f.end}`));
  } else {
    found = await organized(DIALECTS[variety], text);
  }
  return found.sort((a, b) => a.start - b.start);
}

const KEPT = new Set(Object.keys(keptRules.rules));
const WORD = /[\p{L}'’-]+/gu;

/** Lowercase words of a task prompt: a learner may repeat them as they are written there. */
export function promptWords(prompt: string): Set<string> {
  return new Set((prompt.match(WORD) ?? []).map((w) => w.toLowerCase()));
}

/**
 * The findings a learner is shown: only rules whose findings examiners
 * usually correct (kept-rules.json, measured by `npm run fit:cefr`), never a
 * capitalised word (names of people and places), never a word of the prompt.
 */
export function filterFindings(
  text: string,
  found: RuleFinding[],
  { prompt = '', kept = KEPT }: { prompt?: string; kept?: ReadonlySet<string> | 'all' } = {},
): RuleFinding[] {
  const fromPrompt = promptWords(prompt);
  return found.filter((f) => {
    if (kept !== 'all' && !kept.has(f.rule)) return false;
    if (f.rule !== SPELLING_RULE) return true;
    const word = text.slice(f.start, f.end);
    if (/^\p{Lu}/u.test(word)) return false;
    return !fromPrompt.has(word.toLowerCase());
  });
}

export const isSpelling = (f: { rule: string }) => f.rule === SPELLING_RULE;
