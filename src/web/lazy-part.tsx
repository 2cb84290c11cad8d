// A lazy part: code that loads on demand (or earlier, on intent) and renders
// through React.lazy. lazy-parts.ts lists the site's pages made this way; a
// page can make its own for what its first screen does not show (the reading
// page's passage screen).
import { type ComponentType, lazy, useState } from 'react';

export type LazyPart<P extends object> = {
  /** Paths that show this part: a link to one of them prefetches it. */
  paths: readonly string[];
  preload: () => Promise<unknown>;
  Component: ComponentType<P>;
};

export function part<P extends object>(paths: readonly string[], load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
        return { default: Component };
      },
      (error: unknown) => {
        loading = undefined; // a failed download (flaky network) is tried again next time
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  // React.lazy suspends on its first render even when the code is already
  // here (preloaded with the shell, or on intent), and React then holds the
  // page back for up to 300 ms after showing the fallback. A part already
  // loaded renders at once; the choice is made once per mount, so a part
  // never changes type (and loses its state) under a re-render.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its module loads
  function Component(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return { paths, preload, Component };
}

/**
 * A part that builds zod schemas: zod is set up first (lib/zod-jitless.ts).
 * The public pages and the first screens that read no answer build none, so
 * they don't wait for it.
 */
export const withSchemas =
  <T,>(load: () => Promise<T>) =>
  () =>
    import('./lib/zod-jitless.ts').then(load);

/**
 * A part that reads server state: its component inside the query provider
 * (query-provider.tsx), both fetched together, zod set up first.
 */
export const withQueries = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  withSchemas(() =>
    Promise.all([load(), import('./query-provider.tsx')]).then(([Component, { QueryProvider }]) => {
      // biome-ignore lint/correctness/noComponentHookFactories: made once per part, which keeps what it loaded
      const WithQueries = (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
      return WithQueries;
    }),
  );
