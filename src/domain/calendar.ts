// Days and weeks in the learner's own time zone. An instant is turned into
// a local calendar date with Intl, so daylight-saving changes never shift a
// day; date arithmetic then works on plain dates.

export type LocalDate = string; // YYYY-MM-DD

// Building an Intl.DateTimeFormat costs far more than using one (decision 016):
// one of each kind per zone, kept. Only real zones get in, so the maps stay
// as small as the IANA list whatever names clients send.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();
const knownZones = new Set<string>();

export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

export function localDate(instantMs: number, timeZone: string): LocalDate {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  return f.format(instantMs); // en-CA formats as YYYY-MM-DD
}

const dayNumber = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const fromDayNumber = (n: number): LocalDate => new Date(n * 86_400_000).toISOString().slice(0, 10);

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days);
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** SPEC §9: weeks start on Sunday. */
export function weekStart(date: LocalDate): LocalDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -weekday);
}

/** The UTC instant at which a local date begins in a time zone (handles DST and odd offsets). */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  // Start from UTC midnight and correct by the zone's offset, twice to settle across a DST change.
  let guess = Date.parse(`${date}T00:00:00Z`);
  for (let i = 0; i < 3; i++) {
    const shown = localDateTime(guess, timeZone);
    const diff = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${shown}Z`);
    if (diff === 0) break;
    guess += diff;
  }
  return guess;
}

function localDateTime(instantMs: number, timeZone: string): string {
  let f = dateTimeFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dateTimeFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(instantMs);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/**
 * A learner's time zone over time (issue 30: switching zones between
 * requests doubled the daily ceilings). A change takes effect at the next
 * local midnight of the zone in force, so a day is never counted twice;
 * until then `previous` is the zone.
 */
export type ZoneHistory = { zone: string; previous: string | null; from: number | null };

/** The zone in force at an instant. */
export function zoneAt(history: ZoneHistory, at: number): string {
  return history.previous !== null && history.from !== null && at < history.from ? history.previous : history.zone;
}

/**
 * The history after a device reports `requested` at `now`, or null when
 * nothing changes. At most one change waits at a time: asking again before
 * it takes effect only changes where it goes (back to the zone in force
 * cancels it).
 */
export function scheduleZone(history: ZoneHistory, requested: string, now: number): ZoneHistory | null {
  const waiting = history.previous !== null && history.from !== null && now < history.from;
  if (waiting) {
    if (requested === history.zone) return null;
    if (requested === history.previous) return { zone: requested, previous: null, from: null };
    return { ...history, zone: requested };
  }
  const current = zoneAt(history, now);
  if (requested === current) return null;
  return { zone: requested, previous: current, from: startOfLocalDay(addDays(localDate(now, current), 1), current) };
}

export type Streaks = { current: number; longest: number; lastActivityDate: LocalDate | null };

/**
 * A streak is a run of consecutive local days with practice. It is still
 * alive today if the last practice was today or yesterday.
 */
export function streaks(activeDates: Iterable<LocalDate>, today: LocalDate): Streaks {
  const days = [...new Set(activeDates)].sort();
  if (!days.length) return { current: 0, longest: 0, lastActivityDate: null };
  let longest = 1;
  let run = 1;
  for (let i = 1; i < days.length; i++) {
    run = daysBetween(days[i - 1] as LocalDate, days[i] as LocalDate) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days[days.length - 1] as LocalDate;
  const current = daysBetween(last, today) <= 1 ? run : 0;
  return { current, longest, lastActivityDate: last };
}
