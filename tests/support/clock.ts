// A clock for the app under test (buildApp's `now`). It starts at a chosen
// instant and runs at real speed: a test picks the time of day, and so never
// depends on when the suite runs, while the order and spacing of events stay
// real. A test that needs a window to pass moves the clock on instead of
// waiting for it.
export type TestClock = { now: () => number; iso: (msAgo?: number) => string; advance: (ms: number) => void };

export function testClock(start: string): TestClock {
  let offset = Date.parse(start) - Date.now();
  const now = () => Date.now() + offset;
  return {
    now,
    iso: (msAgo = 0) => new Date(now() - msAgo).toISOString(),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** Midday on a Wednesday in Toronto (EST): hours from any day, week or daylight-saving boundary. */
export const TORONTO_MIDDAY = '2026-01-14T12:00:00-05:00';
