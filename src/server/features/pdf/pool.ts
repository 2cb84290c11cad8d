// PDFs are drawn in one worker thread behind a bounded queue, and the last
// few are kept by content key: the same passage (and language) or task with
// the same content is drawn once, and a learner's second download is instant.
import { createHash } from 'node:crypto';
import { Piscina } from 'piscina';
import { BUSY_MESSAGES, PDF_BUSY_SECONDS } from '#src/domain/errors.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { PdfInput } from './render.ts';

export type PdfFile = { bytes: Buffer; etag: string };

/** The content key: the same input always draws the same file. */
export function pdfContentKey(input: PdfInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url').slice(0, 32);
}

export function createPdfPool({ queue = 20, cacheSize = 50 }: { queue?: number; cacheSize?: number } = {}) {
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: new URL(fromSource ? './pdf-worker.dev.mjs' : './pdf-worker.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: queue,
    idleTimeout: 60_000,
  });
  const cache = new Map<string, Promise<PdfFile>>();

  function render(input: PdfInput): Promise<PdfFile> {
    const key = pdfContentKey(input);
    const cached = cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    if (pool.queueSize >= queue) {
      throw new Refusal('busy', BUSY_MESSAGES.pdf, { retryAfter: PDF_BUSY_SECONDS });
    }
    const file = (pool.run(input) as Promise<Uint8Array>).then((bytes) => ({
      bytes: Buffer.from(bytes),
      etag: `"${key}"`,
    }));
    cache.set(key, file);
    file.catch(() => cache.delete(key));
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return file;
  }
  return { render, close: () => pool.destroy() };
}
export type PdfPool = ReturnType<typeof createPdfPool>;
