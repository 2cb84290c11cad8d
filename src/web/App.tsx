// The whole site: providers, the auth dialog and the routes of SPEC §2. Used
// by the browser entry (main.tsx) and by the prerender step (prerender.tsx).
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { I18nProvider, type Locale } from './i18n/index.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { SignedInLayout } from './layouts/SignedInLayout.tsx';
import { parts } from './lazy-parts.ts';
import { AuthDialogProvider, useAuthDialog } from './lib/auth-dialog-context.tsx';
import { SessionProvider, useSessionCheck, useSignedInUser } from './lib/session.tsx';
import { SignOutConfirmProvider, useAskSignOut } from './lib/sign-out.tsx';
import { useHeadingFocus } from './lib/use-heading-focus.ts';

// Pages are lazy parts (lazy-parts.ts says how to add one).
const { home, features, about, help, legal, resetCode, dashboard, reading, writing, placement, queries, accountSync } =
  parts;

/** Signed-in pages share server state; public pages do without it. */
function WithQueries() {
  return (
    <queries.Component>
      <Outlet />
    </queries.Component>
  );
}

/** The sign-in dialog's code loads the first time it opens (or on intent), then stays. */
function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <parts.authDialog.Component />
    </Suspense>
  );
}

function SiteRoutes() {
  useSessionCheck();
  useHeadingFocus();
  const signedIn = useSignedInUser() !== null;
  const signOut = useAskSignOut();
  return (
    <>
      <Routes>
        <Route element={<PublicLayout onSignOut={signOut} />}>
          <Route index element={<home.Component />} />
          <Route path="features" element={<features.Component />} />
          <Route path="about" element={<about.Component />} />
          <Route path="terms" element={<legal.Component page="terms" />} />
          <Route path="privacy" element={<legal.Component page="privacy" />} />
          <Route path="reset-code" element={<resetCode.Component />} />
          <Route path="help" element={<help.Component />} />
        </Route>
        <Route element={<SignedInLayout onSignOut={signOut} />}>
          <Route element={<WithQueries />}>
            <Route path="dashboard" element={<dashboard.Component />} />
            <Route path="reading" element={<reading.Component />} />
            <Route path="writing" element={<writing.Component />} />
            <Route path="welcome" element={<placement.Component />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <LazyAuthDialog />
      {signedIn && (
        <Suspense fallback={null}>
          <accountSync.Component />
        </Suspense>
      )}
    </>
  );
}

/**
 * `locale` is the interface language of the first render; `detectLocale` then
 * switches to the learner's (prerendered pages are English HTML, so hydration
 * starts in English and switches after load).
 */
export function App({ locale = 'en', detectLocale = false }: { locale?: Locale; detectLocale?: boolean } = {}) {
  return (
    <I18nProvider initial={locale} detect={detectLocale}>
      <SessionProvider>
        <AuthDialogProvider>
          <SignOutConfirmProvider>
            <SiteRoutes />
          </SignOutConfirmProvider>
        </AuthDialogProvider>
      </SessionProvider>
    </I18nProvider>
  );
}
