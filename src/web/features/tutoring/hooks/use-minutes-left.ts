import { useEffect, useState } from 'react';

/**
 * Whole minutes left until `until` (rounded up, 0 once it has passed), counted again every 15 seconds; null
 * when there is no time limit.
 */
export function useMinutesLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));
}
