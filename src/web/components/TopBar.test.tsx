// The top bar of the signed-in pages shows 'Tutor' to an active volunteer
// tutor only (decision 038), as the session's answer says: no one else sees a
// page that would only refuse them.
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Router } from 'wouter';
import type { SignedInUser } from '#src/domain/auth.ts';
import { TUTOR_PATH } from '#src/domain/tutoring.ts';
import { AuthDialogProvider } from '../lib/auth-dialog-context.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { TopBar } from './TopBar.tsx';

const learner: SignedInUser = { userId: 'u1', email: 'ana@example.org', name: 'Ana' };

const links = (user: SignedInUser) =>
  [
    ...renderToStaticMarkup(
      <Router ssrPath="/dashboard">
        <SessionProvider initial={{ status: 'signed-in', user }}>
          <AuthDialogProvider>
            <TopBar variant="simple" />
          </AuthDialogProvider>
        </SessionProvider>
      </Router>,
    ).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g),
  ].map(([, href, text]) => `${text} ${href}`);

it('links a volunteer tutor to the Tutor page, beside the Hub', () => {
  expect(links({ ...learner, tutor: true })).toContain(`Tutor ${TUTOR_PATH}`);
});

it('shows no Tutor link to other learners, nor to a device that does not know yet', () => {
  expect(links({ ...learner, tutor: false }).some((l) => l.includes(TUTOR_PATH))).toBe(false);
  expect(links(learner).some((l) => l.includes(TUTOR_PATH))).toBe(false);
});
