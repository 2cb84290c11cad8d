// Temporal where the browser has it: Intl.DateTimeFormat() loads the language's date patterns to answer,
// 75-85 ms on this machine's Chromium and four times that on a slow phone, in the task that asks for
// the learner's profile (issue 34); Temporal.Now answers in under a millisecond.
type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/** The browser's IANA time zone, for the learner's day and week boundaries. */
export function browserTimeZone(): string {
  try {
    const temporal = (globalThis as WithTemporal).Temporal;
    return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
