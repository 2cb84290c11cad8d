// The whole site: providers, the auth dialog and the routes of SPEC §2. Used
// by the browser entry (main.tsx) and by the prerender step (prerender.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuthDialog } from './features/auth/AuthDialog.tsx';
import { AuthDialogProvider } from './features/auth/auth-dialog-context.tsx';
import { ResetCodePage } from './features/auth/ResetCodePage.tsx';
import { SessionProvider, useSessionCheck } from './features/auth/session.tsx';
import { SignOutConfirmProvider, useAskSignOut } from './features/auth/sign-out.tsx';
import { useAccountPreferences } from './features/progress/api/account-preferences.ts';
import { I18nProvider, type Locale } from './i18n/index.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { SignedInLayout } from './layouts/SignedInLayout.tsx';
import { useHeadingFocus } from './lib/use-heading-focus.ts';
import { AboutPage } from './pages/AboutPage.tsx';
import { FeaturesPage } from './pages/FeaturesPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { LegalPage } from './pages/LegalPage.tsx';

// Signed-in pages load only when a learner opens them.
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage.tsx'));
const ReadingPage = lazy(() => import('./features/reading/ReadingPage.tsx'));
const WritingPage = lazy(() => import('./features/writing/WritingPage.tsx'));
const PlacementPage = lazy(() => import('./features/placement/PlacementPage.tsx'));

function SiteRoutes() {
  useSessionCheck();
  useAccountPreferences();
  useHeadingFocus();
  const signOut = useAskSignOut();
  return (
    <>
      <Routes>
        <Route element={<PublicLayout onSignOut={signOut} />}>
          <Route index element={<HomePage />} />
          <Route path="features" element={<FeaturesPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="terms" element={<LegalPage page="terms" />} />
          <Route path="privacy" element={<LegalPage page="privacy" />} />
          <Route path="reset-code" element={<ResetCodePage />} />
        </Route>
        <Route element={<SignedInLayout onSignOut={signOut} />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="reading" element={<ReadingPage />} />
          <Route path="writing" element={<WritingPage />} />
          <Route path="welcome" element={<PlacementPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AuthDialog />
    </>
  );
}

/**
 * `locale` is the interface language of the first render; `detectLocale` then
 * switches to the learner's (prerendered pages are English HTML, so hydration
 * starts in English and switches after load).
 */
export function App({ locale = 'en', detectLocale = false }: { locale?: Locale; detectLocale?: boolean } = {}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={locale} detect={detectLocale}>
        <SessionProvider>
          <AuthDialogProvider>
            <SignOutConfirmProvider>
              <SiteRoutes />
            </SignOutConfirmProvider>
          </AuthDialogProvider>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
