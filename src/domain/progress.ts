// Everything the progress dashboard shows, derived from the learner's events
// alone: the same answer on any device, whatever order they arrived. The
// server keeps these figures as running totals (progress-totals.ts); this
// from-scratch form is their reference.
import { foldEvents, type StoredEvent, type Summary, summaryFrom } from './progress-totals.ts';

export type { StoredEvent, Summary } from './progress-totals.ts';

export function summarize(events: StoredEvent[], timeZone: string, now: number): Summary {
  return summaryFrom(foldEvents(events, timeZone), timeZone, now);
}
