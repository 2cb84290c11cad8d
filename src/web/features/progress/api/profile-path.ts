// The address of a learner's profile: the one the Hub asks early (DashboardPage.tsx) and the one it takes.
import { profileAddress } from '#src/domain/page-answers.ts';
import { browserTimeZone } from '#src/web/lib/time-zone.ts';

export function profilePath(userId: string): string {
  return profileAddress(userId, browserTimeZone());
}
