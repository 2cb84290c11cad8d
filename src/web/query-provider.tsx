// Server state (TanStack Query) for the signed-in pages. Public pages need
// none, so this loads with the first signed-in page instead of in the shell
// every visitor downloads (decision 016).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  // offlineFirst: a request is tried even offline, so the service worker can answer it from what was saved.
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, networkMode: 'offlineFirst' } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
