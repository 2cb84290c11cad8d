// Grammar and spelling findings from harper.js, run on our own server. One
// linter is kept warm: its first run costs about a second, later ones a few
// tens of milliseconds (ARCHITECTURE "Measured").
import { LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { Finding } from '../../../domain/feedback.ts';

let linter: Promise<LocalLinter> | null = null;

function warmLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const instance = new LocalLinter({ binary });
    await instance.setup();
    return instance;
  })();
  return linter;
}

// harper.js misses some subject-verb agreement after demonstratives ('This are').
const AGREEMENT = [
  { pattern: /\b(this|that)\s+(are|were)\b/gi, fix: (v: string) => (v.toLowerCase() === 'are' ? 'is' : 'was') },
  { pattern: /\b(these|those)\s+(is|was)\b/gi, fix: (v: string) => (v.toLowerCase() === 'is' ? 'are' : 'were') },
];

function agreementFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const rule of AGREEMENT) {
    for (const match of text.matchAll(rule.pattern)) {
      const verb = match[2] ?? '';
      const start = (match.index ?? 0) + match[0].length - verb.length;
      out.push({
        start,
        end: start + verb.length,
        kind: 'Agreement',
        message: `'${match[1]}' goes with '${rule.fix(verb)}', not '${verb}'.`,
        suggestions: [rule.fix(verb)],
      });
    }
  }
  return out;
}

/** Findings with positions in the text, sorted by position. */
export async function grammarFindings(text: string): Promise<Finding[]> {
  const lints = await (await warmLinter()).lint(text);
  const found: Finding[] = lints.map((lint) => {
    const span = lint.span();
    return {
      start: span.start,
      end: span.end,
      kind: lint.lint_kind_pretty(),
      message: lint.message(),
      suggestions: lint
        .suggestions()
        .map((s) => s.get_replacement_text())
        .filter((s) => s !== '')
        .slice(0, 3),
    };
  });
  const extra = agreementFindings(text).filter((a) => !found.some((f) => f.start < a.end && a.start < f.end));
  return [...found, ...extra].sort((a, b) => a.start - b.start);
}
