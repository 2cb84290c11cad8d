// Word help in one worker thread of its own (dictionary-worker.ts), behind a bounded queue, as the writing checker
// and the PDFs are: a tapped word's meaning and a new passage's table of senses are worked out there, never on the
// event loop that answers every other request (decision 027). Each learner's look-ups are limited in the route.
import { Piscina } from 'piscina';
import { BUSY_MESSAGES, LOOKUP_BUSY_SECONDS } from '#src/domain/errors.ts';
import type { SiteSenses, TeamSenseWords, WordSenseChoice } from '#src/domain/library.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { DictionaryTask } from './dictionary-worker.ts';
import type { DefineOptions, WordHelp } from './service.ts';

export function createDictionaryPool({
  plainDefinitions,
  siteSenses = {},
  senseWords = {},
  queue = 64,
}: {
  plainDefinitions: Record<string, string>;
  /** The site's own senses a library table may give (content/site-senses.json). */
  siteSenses?: SiteSenses;
  /** The team's words for the easiest levels' senses (content/sense-words/, decision 037). */
  senseWords?: TeamSenseWords;
  queue?: number;
}) {
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: new URL(fromSource ? './dictionary-worker.dev.mjs' : './dictionary-worker.js', import.meta.url).href,
    // Started by the first look-up (or the running site's warm-up); then word help is in use whenever learners
    // read, so the thread and its data (WordNet, the sense model) stay until half an hour passes without one.
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30 * 60_000,
    maxQueue: queue,
    workerData: { plainDefinitions, siteSenses, senseWords },
  });
  const run = <T>(task: DictionaryTask) => pool.run(task) as Promise<T>;
  return {
    /** Loads the tagger, WordNet and the sense model in the thread now rather than on the first word. */
    warm(): void {
      run({ kind: 'warm' }).catch(() => {}); // a failure shows on the first word looked up
    },
    define(word: string, options: DefineOptions = {}): Promise<WordHelp> {
      if (pool.queueSize >= queue) throw new Refusal('busy', BUSY_MESSAGES.lookup, { retryAfter: LOOKUP_BUSY_SECONDS });
      // Only what word help reads of the passage crosses to the thread, not the whole story with its quiz.
      const p = options.passage;
      const passage = p && {
        text: p.text,
        level: p.level,
        vocabulary: p.vocabulary,
        french: p.french && { vocabulary: p.french.vocabulary },
        wordSenses: p.wordSenses,
      };
      return run({ kind: 'define', word, options: { ...options, passage } });
    },
    /** Every content word of a new passage with its sense and the senses it was chosen among (passage-senses.ts). */
    resolve(text: string): Promise<WordSenseChoice[]> {
      return run({ kind: 'resolve', text });
    },
    close: () => pool.destroy(),
  };
}
