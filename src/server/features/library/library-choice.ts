// Which library item answers a request when no AI writes one: shared by
// passages and writing tasks.

/**
 * The first of `ranked` that is neither on screen nor hidden; with none, the
 * first unread of `order`, then the one after the screen's (issue 15: never
 * the item already on screen while there is another, and no random repeats).
 */
export async function chooseFromLibrary(
  ranked: string[],
  order: string[],
  currentKey: string | undefined,
  {
    hiddenAmong,
    unread,
  }: {
    /** Of these keys, the ones reports or a volunteer hid. */
    hiddenAmong: (keys: string[]) => Promise<Set<string>>;
    /** Of these keys, the ones the learner has not read. */
    unread: (keys: string[]) => Promise<Set<string>>;
  },
): Promise<{ key: string; matched: boolean } | null> {
  const hidden = await hiddenAmong(order);
  const usable = (key: string) => key !== currentKey && !hidden.has(key);
  const match = ranked.find(usable);
  if (match) return { key: match, matched: true };
  const candidates = order.filter(usable);
  const fresh = await unread(candidates);
  const firstUnread = candidates.find((k) => fresh.has(k));
  if (firstUnread) return { key: firstUnread, matched: false };
  const at = currentKey ? order.indexOf(currentKey) : -1;
  const next = [...order.slice(at + 1), ...order.slice(0, at + 1)].find(usable);
  if (next) return { key: next, matched: false };
  // The one on screen is all there is: better served again than an error.
  return currentKey && order.includes(currentKey) && !hidden.has(currentKey)
    ? { key: currentKey, matched: false }
    : null;
}
