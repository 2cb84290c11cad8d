import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ConnectionBanner } from '../components/ConnectionBanner.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useSession } from '../lib/session.tsx';
import { SkipLink } from './PublicLayout.tsx';

/**
 * SPEC §2 route guard: 'Loading...' while the session is checked, the page
 * when signed in, otherwise back to / with the history entry replaced.
 */
export function SignedInLayout({ onSignOut }: { onSignOut: () => void }) {
  const { session } = useSession();
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  return (
    <>
      <SkipLink />
      <TopBar variant="simple" onSignOut={onSignOut} />
      <main id="main" tabIndex={-1}>
        <ConnectionBanner />
        {session.status === 'loading' ? (
          <Spinner />
        ) : (
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </>
  );
}
