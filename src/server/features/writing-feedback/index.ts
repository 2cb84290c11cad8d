// What other features may use of writing feedback: the analysis of a draft,
// run in worker threads by analysis-pool.ts.
export type { Analyse } from './analysis-pool.ts';
