// Tells the learner when they are offline (saved work still goes on) and when
// a new version waits; it reloads only when they choose to.
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/index.tsx';
import { useOnline } from '../lib/online.ts';
import { onUpdateWaiting, reloadToUpdate } from '../lib/service-worker.ts';

export function ConnectionBanner() {
  const m = useMessages();
  const offline = !useOnline();
  const [updateWaiting, setUpdateWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setUpdateWaiting), []);

  return (
    <div role="status" className="empty:hidden">
      {offline ? (
        <p className="notice notice-info m-0 rounded-none" data-testid="offline-banner">
          {m.offline.banner}
        </p>
      ) : null}
      {updateWaiting ? (
        <div className="notice notice-info m-0 flex flex-wrap items-center gap-3 rounded-none">
          <p>{m.offline.update}</p>
          <button type="button" className="btn btn-secondary" onClick={reloadToUpdate}>
            {m.offline.reload}
          </button>
        </div>
      ) : null}
    </div>
  );
}
