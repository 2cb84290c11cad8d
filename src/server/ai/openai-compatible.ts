// Chat completions over HTTP with the `openai` client, pointed at OpenAI,
// Ollama's /v1, vLLM, llama.cpp's server or LM Studio. JSON answers use
// json_schema structured output, or JSON mode where a server refuses it.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { type AiClient, AiError, type ChatMessage } from './provider.ts';

export type OpenAiConfig = { baseURL: string; apiKey?: string; model: string; timeoutMs: number };

function toAiError(error: unknown, signal: AbortSignal): AiError {
  if (error instanceof AiError) return error;
  if (signal.aborted) {
    const reason = signal.reason;
    return reason instanceof DOMException && reason.name === 'TimeoutError'
      ? new AiError('timeout', 'The AI service took too long to answer.')
      : new AiError('cancelled', 'The request was cancelled.');
  }
  if (error instanceof APIConnectionTimeoutError)
    return new AiError('timeout', 'The AI service took too long to answer.');
  if (error instanceof APIUserAbortError) return new AiError('cancelled', 'The request was cancelled.');
  if (error instanceof APIError && error.status === 429) return new AiError('rate-limited', 'The AI service is busy.');
  return new AiError('server', error instanceof Error ? error.message : 'The AI service failed.');
}

export function createOpenAiClient(config: OpenAiConfig): AiClient {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey || 'not-needed', // local servers ignore it; the client insists on one
    maxRetries: 0,
    timeout: config.timeoutMs,
  });
  // Learned on the first refusal: some servers have JSON mode but not json_schema.
  let structuredOutput = true;

  const withTimeout = (signal: AbortSignal) => AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]);

  async function askJson(
    messages: ChatMessage[],
    name: string,
    jsonSchema: object,
    signal: AbortSignal,
  ): Promise<string> {
    const request = (format: 'schema' | 'object') =>
      client.chat.completions.create(
        {
          model: config.model,
          messages,
          temperature: 0.7,
          response_format:
            format === 'schema'
              ? {
                  type: 'json_schema',
                  json_schema: { name, schema: jsonSchema as Record<string, unknown>, strict: false },
                }
              : { type: 'json_object' },
        },
        { signal },
      );
    try {
      const answer = await request(structuredOutput ? 'schema' : 'object');
      return answer.choices[0]?.message?.content ?? '';
    } catch (error) {
      if (
        structuredOutput &&
        error instanceof APIError &&
        error.status === 400 &&
        /response_format|json_schema/i.test(error.message)
      ) {
        structuredOutput = false;
        const answer = await request('object');
        return answer.choices[0]?.message?.content ?? '';
      }
      throw error;
    }
  }

  return {
    model: config.model,

    async completeJson({ name, schema, messages }, outerSignal) {
      const signal = withTimeout(outerSignal);
      const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      const conversation: ChatMessage[] = [...messages];
      try {
        for (let attempt = 0; attempt < 2; attempt++) {
          const raw = await askJson(conversation, name, jsonSchema, signal);
          let problem: string;
          try {
            const parsed = schema.safeParse(JSON.parse(raw));
            if (parsed.success) return parsed.data;
            problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          } catch {
            problem = 'the answer was not valid JSON';
          }
          conversation.push(
            { role: 'assistant', content: raw.slice(0, 20_000) },
            {
              role: 'user',
              content: `Your answer did not match the required JSON schema (${problem}). Answer again with JSON only.`,
            },
          );
        }
        throw new AiError('invalid-answer', `The AI service gave no valid ${name}.`);
      } catch (error) {
        throw toAiError(error, signal);
      }
    },

    async streamText(messages, outerSignal, onDelta) {
      const signal = withTimeout(outerSignal);
      try {
        const stream = await client.chat.completions.create(
          { model: config.model, messages, temperature: 0.8, stream: true },
          { signal },
        );
        let text = '';
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content ?? '';
          if (delta) {
            text += delta;
            onDelta?.(delta);
          }
        }
        // An aborted stream can end quietly: a half passage must never pass for a whole one.
        if (signal.aborted) throw toAiError(signal.reason, signal);
        return text;
      } catch (error) {
        throw toAiError(error, signal);
      }
    },
  };
}
