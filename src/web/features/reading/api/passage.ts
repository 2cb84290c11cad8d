// Loading a passage: a stored one by key, a new one from the server (library
// or AI, streamed), and its French translation.

import {
  contentUrl,
  type GeneratePassageResponse,
  passageStreamEventSchema,
  type StoredPassage,
} from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { ApiError, apiFetch } from '#src/web/lib/api.ts';

/** A GET, so a passage once opened can be opened again offline (the service worker keeps it). */
export function loadPassage(key: string): Promise<StoredPassage> {
  return apiFetch<{ content: StoredPassage }>(contentUrl(key)).then((r) => r.content);
}

export function translatePassage(
  level: ReadingLevel,
  topic: Topic,
  originalKey: string,
  translateTo: TranslationLanguage = 'fr',
): Promise<GeneratePassageResponse> {
  return apiFetch('/api/generate-passage', {
    body: { prompt: '', level, topic, isTranslation: true, originalKey, translateTo },
  });
}

/** Streams a new passage; onText sees the text as it is written. */
export async function createPassage(
  input: { level: ReadingLevel; topic: Topic; prompt: string; currentKey?: string },
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<GeneratePassageResponse> {
  const response = await fetch('/api/generate-passage/stream', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body.error ?? 'Failed to generate passage', body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const parsed = passageStreamEventSchema.safeParse(JSON.parse(line));
      // A line this client does not understand (a newer server's event) is skipped, not fatal.
      if (!parsed.success) continue;
      const event = parsed.data;
      if (event.type === 'text' || event.type === 'restart') {
        text = event.type === 'text' ? text + event.delta : '';
        onText(text);
      } else if (event.type === 'done') return event.result;
      else throw new ApiError(event.status, event.error, event);
    }
  }
  throw new ApiError(502, 'No passage content received from server');
}
