import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ConnectionBanner } from '../components/ConnectionBanner.tsx';
import { Footer } from '../components/Footer.tsx';
import { PageLoadBoundary } from '../components/PageLoadBoundary.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useMessages } from '../i18n/index.tsx';
import { ReplayEarlyTaps } from '../lib/early-taps.tsx';

export function SkipLink() {
  const m = useMessages();
  return (
    <a href="#main" className="skip-link">
      {m.skipToContent}
    </a>
  );
}

/** Public pages: the default top bar, the page, the footer. */
export function PublicLayout({ onSignOut, children }: { onSignOut: () => void; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <SkipLink />
      <TopBar variant="default" onSignOut={onSignOut} />
      <main id="main" tabIndex={-1}>
        <ConnectionBanner />
        <PageLoadBoundary resetKey={location}>
          <Suspense fallback={<Spinner />}>
            {children}
            <ReplayEarlyTaps />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <Footer />
    </>
  );
}
