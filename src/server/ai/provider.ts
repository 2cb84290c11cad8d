// What the AI tasks (tasks/<task>/index.ts) need from an AI service. One
// implementation talks to any OpenAI-compatible server (openai-compatible.ts).
import type { z } from 'zod';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiClient = {
  readonly model: string;
  /** A JSON answer validated by `schema`, asked again once with the validation error. */
  completeJson<T>(
    task: { name: string; schema: z.ZodType<T>; messages: ChatMessage[] },
    signal: AbortSignal,
  ): Promise<T>;
  /** Plain text, streamed: onDelta sees each piece as it arrives. */
  streamText(messages: ChatMessage[], signal: AbortSignal, onDelta?: (delta: string) => void): Promise<string>;
};

/** Why an AI call failed; every kind ends in the spec's fallback. */
export class AiError extends Error {
  constructor(
    readonly kind: 'timeout' | 'rate-limited' | 'server' | 'invalid-answer' | 'cancelled',
    message: string,
  ) {
    super(message);
  }
}

/** A failure the spec's fallback answers (SPEC §8). A cancelled request is not one: the learner has gone. */
export function shouldFallBack(error: unknown): error is AiError {
  return error instanceof AiError && error.kind !== 'cancelled';
}

/** Where a task says why it gave up: measures and reasons, never the learner's text. */
export type TaskLog = { warn: (obj: object, msg: string) => void };

/** A generated item that fails its checks is asked for once more, then the caller's fallback answers (issue 15). */
export const GENERATION_ATTEMPTS = 2;
