// The signed-in state of SPEC §4 ("Session: loading, then signed out or
// signed in"). The server holds the session in an httpOnly cookie
// (docs/decisions/011); this context mirrors what GET /api/session says.
// It lives below the features because the top bar, the layouts and every
// feature read it.

import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { SessionResponse, SignedInUser } from '#src/domain/auth.ts';
import { SESSION_ANSWER_ID } from '#src/domain/routes.ts';
import { ACTIVITY_SENT } from './activity-sent.ts';
import { ApiError, apiFetch } from './api.ts';
import { useNavigate } from './navigation.tsx';
import { forgetOfflineData } from './service-worker.ts';
import { forgetLearnerData, forgetUser, rememberedUser, rememberUser } from './storage.ts';

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

type SessionContextValue = {
  session: Session;
  setSession: (session: Session) => void;
};

const SessionContext = createContext<SessionContextValue>({
  session: { status: 'signed-out' },
  setSession: () => {},
});

export function SessionProvider({ initial, children }: { initial?: Session; children: ReactNode }) {
  const [session, setSession] = useState<Session>(initial ?? { status: 'loading' });
  const value = useMemo(() => ({ session, setSession }), [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}

/** The user while signed in, else null (loading counts as signed out for display). */
export function useSignedInUser(): SignedInUser | null {
  const { session } = useSession();
  return session.status === 'signed-in' ? session.user : null;
}

let earlyCheck: Promise<SessionResponse> | null = null;

/**
 * GET /api/session's answer as the server put it in a signed-in page (src/server/features/site/
 * signed-in-pages.ts), taken once (a later check asks the server); none in the offline copy, which asks.
 */
function answerInThePage(): string | null | undefined {
  const block = document.getElementById(SESSION_ANSWER_ID);
  block?.remove();
  return block?.textContent;
}

/**
 * Takes the answer the page came with, or asks GET /api/session, as soon as
 * the shell's code runs (main.tsx), so the answer comes while the page's code
 * and the interface language load instead of after the first render;
 * useSessionCheck takes that answer.
 */
export function startSessionCheck() {
  if (earlyCheck) return;
  const sent = answerInThePage();
  earlyCheck = sent ? Promise.resolve().then(() => JSON.parse(sent)) : apiFetch<SessionResponse>('/api/session');
  earlyCheck.catch(() => undefined); // handled by useSessionCheck; not an unhandled rejection before it runs
}

/** Runs `then` with the learner once the first check says who is signed in (the Hub asks for their progress). */
export function whenSignedIn(then: (user: SignedInUser) => void) {
  earlyCheck?.then(
    ({ user }) => user && then(user),
    () => undefined,
  );
}

/** On first render in the browser, ask the server whether the cookie still holds a session. */
export function useSessionCheck() {
  const { setSession } = useSession();
  useEffect(() => {
    const controller = new AbortController();
    const signedIn = (user: SignedInUser) => {
      // The page behind the route guard renders in slices (a transition), not as one long task.
      startTransition(() => setSession({ status: 'signed-in', user }));
      // Progress saved on this device while offline goes out now, and whenever the network returns.
      // The query client comes with the signed-in pages (query-provider.tsx), not with the shell.
      const refresh = () =>
        import('../query-provider.tsx').then(({ queryClient }) =>
          queryClient.invalidateQueries({ queryKey: ['profile'] }),
        );
      // Its queue (activity.ts, the outbox, IndexedDB) loads with a signed-in learner, not with every visitor's shell.
      const flush = () =>
        import('./activity.ts').then(
          ({ flushActivity }) => flushActivity(user.userId),
          () => undefined, // offline and not kept: tried again when the network returns
        );
      window.addEventListener(ACTIVITY_SENT, refresh, { signal: controller.signal });
      window.addEventListener('online', flush, { signal: controller.signal });
      flush();
    };
    const answer = earlyCheck ?? apiFetch<SessionResponse>('/api/session', { signal: controller.signal });
    answer.then(
      ({ user }) => {
        if (controller.signal.aborted) return; // an effect run again (StrictMode) handles the same answer
        earlyCheck = null; // used once: a later check asks the server again
        if (user) {
          rememberUser(user);
          signedIn(user);
        } else {
          forgetUser(); // the server says this device is signed out
          setSession({ status: 'signed-out' });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        earlyCheck = null;
        // No answer at all (offline, server down) is not a signed-out answer:
        // the learner who was here last keeps learning, and the server checks
        // the cookie again when it is back (SPEC §8: warnings only).
        const remembered = error instanceof ApiError ? null : rememberedUser();
        if (remembered) {
          console.warn('The server cannot be reached; working on this device for now', error);
          signedIn(remembered);
        } else {
          if (error instanceof ApiError) forgetUser(); // the server says this device is signed out
          setSession({ status: 'signed-out' });
        }
      },
    );
    return () => controller.abort();
  }, [setSession]);
}

/** Sign out on the server, forget everything the session left on this device (decision 011), go home. */
export function useSignOut() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    apiFetch('/api/session/logout', { method: 'POST', body: {} })
      .catch(() => undefined)
      .finally(() => {
        forgetLearnerData();
        void forgetOfflineData();
        setSession({ status: 'signed-out' });
        navigate('/');
      });
  }, [setSession, navigate]);
}
