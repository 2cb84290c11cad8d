// Any button on any page can open the auth dialog in a given mode.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

type AuthDialogState = { open: boolean; mode: AuthMode };
type AuthDialogContextValue = AuthDialogState & {
  openAuthDialog: (mode?: AuthMode) => void;
  closeAuthDialog: () => void;
};

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>({ open: false, mode: 'login' });
  const openAuthDialog = useCallback((mode: AuthMode = 'login') => setState({ open: true, mode }), []);
  const closeAuthDialog = useCallback(() => setState({ open: false, mode: 'login' }), []);
  const value = useMemo(
    () => ({ ...state, openAuthDialog, closeAuthDialog }),
    [state, openAuthDialog, closeAuthDialog],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog needs an AuthDialogProvider');
  return value;
}
