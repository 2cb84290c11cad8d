// The address of a learner's profile, on its own (no query client, no schemas), so the shell's first code can
// ask for the Hub's progress before the Hub's code is here (main.tsx, lib/early-answers.ts).
import { browserTimeZone } from '#src/web/lib/time-zone.ts';

export function profilePath(userId: string): string {
  return `/api/user/${encodeURIComponent(userId)}/profile?tz=${encodeURIComponent(browserTimeZone())}`;
}
