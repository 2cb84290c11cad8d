// Runs in a worker thread (pool.ts): drawing a PDF is CPU work that must not
// hold up the server's event loop.
import { type PdfInput, renderPdf } from './render.ts';

export default function render(input: PdfInput): Promise<Uint8Array> {
  return renderPdf(input);
}
