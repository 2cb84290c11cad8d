// Get feedback on a draft (SPEC §5): the offline analysis (checker, learned
// detector, learner-error rules, level estimate) always, and an AI service's
// comments when one is configured and answers; else the offline message.
import type { EvaluateWritingRequest } from '#src/domain/content.ts';
import type { EnglishVariety } from '#src/domain/english-variety.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import type { AiGate } from '#src/server/ai/gate.ts';
import type { AiClient, TaskLog } from '#src/server/ai/provider.ts';
import { askFeedback } from '#src/server/ai/tasks/feedback/index.ts';
import type { Analyse } from './analysis-pool.ts';
import { offlineFeedback } from './offline-feedback.ts';

type Deps = {
  /** The writing analysis, run off the event loop, one text of a learner's at a time. */
  analyse: Analyse;
  ai: AiClient | null;
  gate: AiGate;
  log: TaskLog;
  /** The key phrases of the mode's template, which the checker must not flag. */
  keyPhrases: (mode: WritingMode) => string[] | undefined;
  englishVariety?: EnglishVariety;
};

export function createWritingFeedbackService({ analyse, ai, gate, log, keyPhrases, englishVariety = 'both' }: Deps) {
  return {
    async evaluate(req: EvaluateWritingRequest, userId: string, signal: AbortSignal) {
      // In the learner's turn: one of their texts at a time (issue 30).
      const analysis = await analyse(
        {
          text: req.writingText,
          mode: req.writingMode,
          prompt: req.prompt,
          keyPhrases: keyPhrases(req.writingMode),
          variety: englishVariety,
        },
        { owner: userId },
      );
      const { text, capped, findings, likelyErrors, measured, estimate } = analysis;
      const base = {
        findings: findings.map(({ rule: _rule, ...f }) => f),
        likelyErrors,
        evaluatedText: text,
        capped,
        estimate,
        measures: { words: measured.words, target: measured.target, paragraphs: measured.paragraphs },
      };
      const offline = () => ({
        ...base,
        feedback: offlineFeedback(measured, findings.length, capped),
        source: 'library' as const,
      });
      if (!ai) return offline();
      const release = await gate.acquire(userId);
      try {
        const feedback = await askFeedback(
          ai,
          {
            mode: req.writingMode,
            taskPrompt: req.prompt,
            text,
            measures: measured,
            grammar: findings,
            estimate,
            language: req.language,
          },
          { signal, log },
        );
        return feedback === null ? offline() : { ...base, feedback, source: 'ai' as const };
      } finally {
        release();
      }
    },
  };
}
export type WritingFeedbackService = ReturnType<typeof createWritingFeedbackService>;
