// What a service, a pool or a limit says when it will not do what was asked:
// the kind of refusal and a message meant for the learner. Only the HTTP layer
// (http/errors.ts) turns a kind into a status code, so the services never
// speak HTTP and could answer another caller (a script, a worker) the same way.

import type { QuizResult } from '#src/domain/progress-api.ts';

export type RefusalKind =
  /** The request breaks a rule (a quiz answered before reading, a report on an unopened story). */
  | 'invalid'
  /** What was asked for does not exist. */
  | 'not-found'
  /** The e-mail and password (or the session) do not name a learner. */
  | 'not-signed-in'
  /** The learner is known, but this is closed to them (a locked account). */
  | 'not-allowed'
  /** It would take what someone else has (an e-mail address already registered). */
  | 'taken'
  /** This learner asked too often; `retryAfter` says when they may again. */
  | 'too-many'
  /** The site is busy for everyone; `retryAfter` says when to try again. */
  | 'busy'
  /** A service we depend on (the AI) failed to give a usable answer. */
  | 'upstream-failed';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details: {
      /** Seconds until asking again can work. */
      retryAfter?: number;
      /** The event of a batch that was refused (SPEC §7 activity sync). */
      eventId?: string;
      /** A quiz taken again the same day: not counted, but checked, since its key is no secret to this learner any more (decision 033). */
      quiz?: QuizResult;
    } = {},
  ) {
    super(message);
  }
}

/** When a limit's window ends, in whole seconds (at least one): the Retry-After of a refusal. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
