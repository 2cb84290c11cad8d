// one sign-out, one confirm. The top bar's Sign Out and the
// Learning Hub's Logout both ask the same in-app question (SPEC §2 Dashboard:
// 'Are you sure you want to logout?') before signing out.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Dialog } from '../components/Dialog.tsx';
import { useMessages } from '../i18n/index.tsx';
import { useSignOut } from './session.tsx';

const AskSignOutContext = createContext<() => void>(() => {});

export function SignOutConfirmProvider({ children }: { children: ReactNode }) {
  const m = useMessages();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ask = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ask, [ask]);
  return (
    <AskSignOutContext.Provider value={value}>
      {children}
      <Dialog open={open} title={m.signOut.title} onClose={() => setOpen(false)}>
        <p>{m.dashboard.confirmLogout}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            {m.signOut.confirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {m.signOut.cancel}
          </button>
        </div>
      </Dialog>
    </AskSignOutContext.Provider>
  );
}

/** Opens the confirm; the learner is signed out only after saying yes. */
export function useAskSignOut(): () => void {
  return useContext(AskSignOutContext);
}
