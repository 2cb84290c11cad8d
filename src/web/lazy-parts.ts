// Every page, and the sign-in dialog, is its own chunk (decision 016): a first
// visit loads the shell (App, layouts, top bar) and the one page it opens;
// the rest loads on demand, or earlier when the learner shows intent to open
// it (lib/prefetch.ts).
//
// A new page: add `name: part(['/path'], () => import('./…/NamePage.tsx').then((m) => m.NamePage))`
// below (a signed-in page: `() => signedIn(() => import('./…/NamePage.tsx'))`, which
// default-exports it), then `<Route path="/path">{publicPage(<name.Component />)}</Route>`
// in App.tsx (a signed-in page: `signedInPage(...)`, which adds <WithQueries />).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPart<P extends object> = {
  /** Paths that show this part: a link to one of them prefetches it. */
  paths: readonly string[];
  preload: () => Promise<unknown>;
  Component: LazyExoticComponent<ComponentType<P>>;
};

function part<P extends object>(paths: readonly string[], load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined; // a failed download (flaky network) is tried again next time
        throw error;
      },
    );
    return loading;
  };
  return { paths, preload, Component: lazy(preload) };
}

/**
 * A part that builds zod schemas: zod is set up first (lib/zod-jitless.ts).
 * The public pages build none, so they don't wait for it.
 */
const withSchemas =
  <T>(load: () => Promise<T>) =>
  () =>
    import('./lib/zod-jitless.ts').then(load);

/** A signed-in page: its module and the query provider around it, fetched together. */
const signedIn = <C>(page: () => Promise<{ default: C }>) =>
  withSchemas(() => Promise.all([page(), import('./query-provider.tsx')]).then(([m]) => m.default))();

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
  /** Server state for the signed-in pages (query-provider.tsx); each signed-in page loads it too. */
  queries: part([], () => import('./query-provider.tsx').then((m) => m.QueryProvider)),
  dashboard: part(['/dashboard'], () => signedIn(() => import('./features/dashboard/DashboardPage.tsx'))),
  reading: part(['/reading'], () => signedIn(() => import('./features/reading/ReadingPage.tsx'))),
  writing: part(['/writing'], () => signedIn(() => import('./features/writing/WritingPage.tsx'))),
  placement: part(['/welcome'], () => signedIn(() => import('./features/placement/PlacementPage.tsx'))),
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
