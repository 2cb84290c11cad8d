// The whole site: providers, the auth dialog and the routes of SPEC §2. Used
// by the browser entry (main.tsx) and by the prerender step (prerender.tsx).
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { I18nProvider, type Locale } from './i18n/index.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { SignedInLayout } from './layouts/SignedInLayout.tsx';
import { parts } from './lazy-parts.ts';
import { AuthDialogProvider, useAuthDialog } from './lib/auth-dialog-context.tsx';
import { SessionProvider, useSessionCheck, useSignedInUser } from './lib/session.tsx';
import { SignOutConfirmProvider, useAskSignOut } from './lib/sign-out.tsx';
import { useHeadingFocus } from './lib/use-heading-focus.ts';

// Pages are lazy parts (lazy-parts.ts says how to add one).
const {
  home,
  features,
  about,
  help,
  legal,
  resetCode,
  dashboard,
  reading,
  writing,
  placement,
  tutorAnswers,
  tutor,
  accountSync,
} = parts;

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
  // Every page of a kind sits in the same layout element, so moving between
  // two public (or two signed-in) pages keeps the top bar and its state.
  const publicPage = (page: ReactNode) => <PublicLayout onSignOut={signOut}>{page}</PublicLayout>;
  const signedInPage = (page: ReactNode) => <SignedInLayout onSignOut={signOut}>{page}</SignedInLayout>;
  return (
    <>
      <Switch>
        <Route path="/">{publicPage(<home.Component />)}</Route>
        <Route path="/features">{publicPage(<features.Component />)}</Route>
        <Route path="/about">{publicPage(<about.Component />)}</Route>
        <Route path="/terms">{publicPage(<legal.Component page="terms" />)}</Route>
        <Route path="/privacy">{publicPage(<legal.Component page="privacy" />)}</Route>
        <Route path="/reset-code">{publicPage(<resetCode.Component />)}</Route>
        <Route path="/help">{publicPage(<help.Component />)}</Route>
        <Route path="/dashboard">{signedInPage(<dashboard.Component />)}</Route>
        <Route path="/reading">{signedInPage(<reading.Component />)}</Route>
        <Route path="/writing">{signedInPage(<writing.Component />)}</Route>
        <Route path="/welcome">{signedInPage(<placement.Component />)}</Route>
        <Route path="/tutor-answers">{signedInPage(<tutorAnswers.Component />)}</Route>
        <Route path="/tutor">{signedInPage(<tutor.Component />)}</Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
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
