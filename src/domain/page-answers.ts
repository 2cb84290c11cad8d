// Answers a signed-in page comes with, so that its code need not ask for them (issue 34): the Hub's page holds the
// learner's progress (src/server/features/site/signed-in-pages.ts), which the Hub's code takes
// (src/web/lib/early-answers.ts). Not in the shell's code: only the Hub's part uses it.

/**
 * The data block in the Hub's page that holds the learner's progress, as GET profileAddress would answer it
 * (src/web/lib/early-answers.ts): an object from that address to the answer.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/** Where a learner's profile is asked, for their time zone (the day, the streak and today's minutes are theirs). */
export function profileAddress(userId: string, timeZone: string): string {
  return `/api/user/${encodeURIComponent(userId)}/profile?tz=${encodeURIComponent(timeZone)}`;
}
