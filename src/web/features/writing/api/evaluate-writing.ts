import { type EvaluateWritingRequest, evaluateWritingResponseSchema } from '#src/domain/content.ts';
import { apiFetchParsed } from '#src/web/lib/api.ts';

/** POST /api/evaluate-writing: feedback, findings and an estimated band for a draft (nothing is saved). */
export function evaluateWriting(body: EvaluateWritingRequest) {
  return apiFetchParsed(evaluateWritingResponseSchema, '/api/evaluate-writing', { body });
}
