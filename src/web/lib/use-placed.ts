import { useState } from 'react';

/**
 * True from the first render where `placed` is, and from then on: what sits
 * below a region that loads (a story, a task) is drawn once the region has
 * its size, and stays drawn when the region loads something else after a tap.
 */
export function usePlaced(placed: boolean): boolean {
  const [once, setOnce] = useState(placed);
  if (placed && !once) setOnce(true); // React's "state from the previous render" pattern: no extra commit
  return placed || once;
}

/**
 * A query (TanStack Query's result) that has answered, failed, waits for a
 * connection or is off: what depends on it can be drawn now.
 */
export const settled = (query: { isPending: boolean; fetchStatus: string }) =>
  !query.isPending || query.fetchStatus !== 'fetching';
