// Server state (TanStack Query) for the signed-in pages. Public pages need
// none, so this loads with the first signed-in page instead of in the shell
// every visitor downloads (decision 016).
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  // offlineFirst: a request is tried even offline, so the service worker can answer it from what was saved.
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, networkMode: 'offlineFirst' } },
});

// The library assumes a connection until the browser says 'offline'. A page the service worker opened with no
// connection hears no such event, so when the connection came back ('online') the library saw no change and asked
// nothing again: the story the page wanted stayed away (decision 018). It starts from what the browser knows instead.
if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
  onlineManager.setOnline(navigator.onLine);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
