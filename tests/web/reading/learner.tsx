// What the reading hooks' tests share: a learner signed up through the real
// route (the app's session cookie kept by fetchThroughApp), and the providers
// the reading screen renders in: the app's own query settings and the session.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionResponse, SignedInUser } from '#src/domain/auth.ts';
import type { StoredPassage } from '#src/domain/content.ts';
import { I18nProvider, type Locale } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { SessionProvider } from '#src/web/lib/session.tsx';
import { queryClient as appQueryClient } from '#src/web/query-provider.tsx';
import { registration } from '../../support/builders.ts';

/** Signs a learner up through the real route, as the sign-up page does, and reads the session back. */
export async function signUp(): Promise<SignedInUser> {
  await apiFetch('/api/user/register', { body: registration() });
  const { user } = await apiFetch<SessionResponse>('/api/session');
  if (!user) throw new Error('signed up, but the session says nobody is signed in');
  return user;
}

/** Opens a story through the real route, as the screen does: only an opened story's reading and quiz count. */
export async function openStory(key: string): Promise<StoredPassage> {
  return (await apiFetch<{ content: StoredPassage }>(`/api/passage-content?key=${encodeURIComponent(key)}`)).content;
}

type PageProps = { client: QueryClient; user: SignedInUser | null; locale: Locale; children: ReactNode };

function Page({ client, user, locale, children }: PageProps) {
  const session = user ? { status: 'signed-in' as const, user } : { status: 'signed-out' as const };
  return (
    <I18nProvider initial={locale}>
      <SessionProvider initial={session}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </SessionProvider>
    </I18nProvider>
  );
}

/**
 * The page's providers around a hook. The query client has the app's settings (one retry, offline first) with
 * the retry at once instead of after the library's back-off, so a test never waits for time to pass.
 */
export function providers(user: SignedInUser | null, locale: Locale = 'en') {
  const client = new QueryClient({
    defaultOptions: { queries: { ...appQueryClient.getDefaultOptions().queries, retryDelay: 0 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Page client={client} user={user} locale={locale}>
      {children}
    </Page>
  );
  return { client, wrapper };
}
