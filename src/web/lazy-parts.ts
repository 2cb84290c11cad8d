// Every page, and the sign-in dialog, is its own chunk (decision 016): a first
// visit loads the shell (App, layouts, top bar) and the one page it opens;
// the rest loads on demand, or earlier when the learner shows intent to open
// it (lib/prefetch.ts).
//
// A new page: add `name: part(['/path'], () => import('./…/NamePage.tsx').then((m) => m.NamePage))`
// below (a signed-in page that reads answers: `signedIn(() => import('./…/NamePage.tsx'))`,
// which default-exports it, and gets the query provider around it), then
// `<Route path="/path">{publicPage(<name.Component />)}</Route>` in App.tsx
// (a signed-in page: `signedInPage(...)`).
import type { ComponentType } from 'react';
import { part, withQueries, withSchemas } from './lazy-part.tsx';

/** A signed-in page: its module (which default-exports it) inside the query provider. */
const signedIn = (page: () => Promise<{ default: ComponentType }>) => withQueries(() => page().then((m) => m.default));

export const parts = {
  home: part(['/'], () => import('./pages/HomePage.tsx').then((m) => m.HomePage)),
  features: part(['/features'], () => import('./pages/FeaturesPage.tsx').then((m) => m.FeaturesPage)),
  about: part(['/about'], () => import('./pages/AboutPage.tsx').then((m) => m.AboutPage)),
  legal: part(['/terms', '/privacy'], () => import('./pages/LegalPage.tsx').then((m) => m.LegalPage)),
  help: part(['/help'], () => import('./pages/HelpPage.tsx').then((m) => m.HelpPage)),
  resetCode: part(
    ['/reset-code'],
    withSchemas(() => import('./features/auth/ResetCodePage.tsx').then((m) => m.ResetCodePage)),
  ),
  /** The signed-in learner's account preferences on this device (account-sync.tsx). */
  accountSync: part(
    [],
    withSchemas(() => import('./account-sync.tsx').then((m) => m.AccountSync)),
  ),
  dashboard: part(
    ['/dashboard'],
    signedIn(() =>
      import('./features/dashboard/DashboardPage.tsx').then((m) => {
        m.askEarlyForProgress();
        return m;
      }),
    ),
  ),
  /**
   * Its first screens (level, then topic) read no answer, so they come without
   * zod and the query client; the passage screen loads them (ReadingPage.tsx).
   */
  reading: part(['/reading'], () =>
    import('./features/reading/ReadingPage.tsx').then((m) => {
      m.preloadForAddress(window.location.search);
      return m.default;
    }),
  ),
  writing: part(
    ['/writing'],
    signedIn(() => import('./features/writing/WritingPage.tsx')),
  ),
  placement: part(
    ['/welcome'],
    signedIn(() => import('./features/placement/PlacementPage.tsx')),
  ),
  /** A learner's texts sent to volunteer tutors and their answers (decision 038). */
  tutorAnswers: part(
    ['/tutor-answers'],
    signedIn(() => import('./features/tutoring/TutorAnswersPage.tsx')),
  ),
  /** A volunteer tutor's queue and the text they hold (decision 038). */
  tutor: part(
    ['/tutor'],
    signedIn(() => import('./features/tutoring/TutorPage.tsx')),
  ),
  authDialog: part(
    ['#sign-in'],
    withSchemas(() => import('./features/auth/AuthDialog.tsx').then((m) => m.AuthDialog)),
  ),
};

/** Starts loading whatever shows at this path (or '#sign-in'); nothing for an unknown one. */
export function preloadFor(path: string): Promise<unknown> {
  const found = Object.values(parts).find((p) => p.paths.includes(path));
  return found ? found.preload() : Promise.resolve();
}
