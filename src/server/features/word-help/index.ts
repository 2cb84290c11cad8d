// What other features may use of word help: the WordNet dictionary and the
// French glosses (created in app.ts, used by the content routes).

export type { GlossService } from './gloss-service.ts';
export type { Dictionary } from './service.ts';
