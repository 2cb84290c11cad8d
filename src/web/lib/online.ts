import { useEffect, useState } from 'react';

/**
 * False while the browser says it has no connection. Read in an effect, so
 * the prerendered HTML matches the first render (decision 002).
 */
export function useOnline(): boolean {
  return useOnlineSince() !== null;
}

/**
 * When the connection last came back (0: it was there from the start), or null while there is none. An answer
 * that failed before that moment failed for want of a connection, not because the server did.
 */
export function useOnlineSince(): number | null {
  const [since, setSince] = useState<number | null>(0);
  useEffect(() => {
    if (!navigator.onLine) setSince(null);
    const online = () => setSince(Date.now());
    const offline = () => setSince(null);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  return since;
}
