/**
 * Loads the language's number and date data in a short-lived worker (intl-warm-up.worker.ts) while the
 * signed-in page downloads, so formatting the page's first number does not hold its thread. Nothing
 * depends on it: where workers are missing or fail, the page pays that cost itself, as before.
 */
export function warmUpIntl(locale: string) {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url)).postMessage(locale);
  } catch {
    // No worker: nothing to do.
  }
}
