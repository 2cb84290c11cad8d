import { type ReactNode, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ConnectionBanner } from '../components/ConnectionBanner.tsx';
import { PageLoadBoundary } from '../components/PageLoadBoundary.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useSession } from '../lib/session.tsx';
import { SkipLink } from './PublicLayout.tsx';

/**
 * SPEC §2 route guard: 'Loading...' while the session is checked, the page
 * when signed in, otherwise back to / with the history entry replaced.
 */
export function SignedInLayout({ onSignOut, children }: { onSignOut: () => void; children: ReactNode }) {
  const { session } = useSession();
  const [location] = useLocation();
  if (session.status === 'signed-out') return <Redirect to="/" replace />;
  return (
    <>
      <SkipLink />
      <TopBar variant="simple" onSignOut={onSignOut} />
      <main id="main" tabIndex={-1}>
        <ConnectionBanner />
        {session.status === 'loading' ? (
          <Spinner />
        ) : (
          <PageLoadBoundary resetKey={location}>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </PageLoadBoundary>
        )}
      </main>
    </>
  );
}
