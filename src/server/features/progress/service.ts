// Progress: accept only what the server can verify, fold each accepted event
// into the learner's running totals in the same transaction, and answer every
// progress read from those totals. Each concern has its file: settings.ts,
// recording.ts (what is checked), ledger.ts (events into totals), summary.ts
// and leaderboard.ts; this one puts them together.

import { createLeaderboard } from './leaderboard.ts';
import { createLedger } from './ledger.ts';
import { createRecording } from './recording.ts';
import type { ProgressRepository, SummaryInputs } from './repository.ts';
import { createSettings } from './settings.ts';
import { createSummaries, type SummaryResult } from './summary.ts';

export function createProgressService(repo: ProgressRepository, now: () => number = Date.now) {
  const ledger = createLedger(repo, now);
  const settings = createSettings(repo, now);
  const recording = createRecording(repo, now, ledger, settings);
  const summaryOf = createSummaries(now, ledger);

  return {
    ...settings,
    ...recording,

    /** Records that a learner opened a stored passage: a reading session or quiz may then name it. */
    recordPassageLoad(userId: string, key: string) {
      return repo.recordLoad(userId, key, now());
    },

    /** When the learner last opened a passage or task (a writing task's time runs from it). */
    lastOpened(userId: string, key: string) {
      return repo.lastOpened(userId, key);
    },

    /** Which of these passages the learner has opened: the library serves unread ones first (decision 015). */
    loadedPassages(userId: string, keys: string[]) {
      return repo.loadedKeys(userId, keys);
    },

    /** The passages among `keys` the learner has read (a recorded reading session). */
    readPassages(userId: string, keys: string[]) {
      return repo.readPassageKeys(userId, keys);
    },

    /** The learner's summary (summary.ts). */
    async summary(userId: string, timeZone?: string): Promise<SummaryResult> {
      return summaryOf(userId, await repo.summaryInputs(userId), timeZone);
    },

    /**
     * The learner's account row and their summary, read in one query; null
     * when there is no such account. `result` is the same object while the
     * summary is unchanged, so what is made from it can be kept too.
     */
    async withAccount(
      userId: string,
      timeZone?: string,
    ): Promise<{ account: SummaryInputs; result: SummaryResult } | null> {
      const account = await repo.summaryInputs(userId);
      return account ? { account, result: await summaryOf(userId, account, timeZone) } : null;
    },

    leaderboard: createLeaderboard(repo, now, ledger, settings),
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
