// Issue 32: every promise of the public pages is in one list
// (src/web/content/claims.ts), and each one names a proof that exists: a
// screen the client's router mounts, a route the real app registers, or a
// flag /api/site/capabilities answers. Every claim has its text in all six
// catalogues, nothing more, and the page it belongs to shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, type PublicRoute } from '#src/domain/routes.ts';
import { CLAIM_GROUPS, type Proof } from '#src/web/content/claims.ts';
import { en } from '#src/web/i18n/en.ts';
import { LOCALES, loadLocale } from '#src/web/i18n/index.tsx';
import { parts } from '#src/web/lazy-parts.ts';
import { render } from '#src/web/prerender.tsx';
import { createTestApp, type TestApp } from '../support/app.ts';

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A rendered page's visible text, entities decoded, so a claim's text can be looked for in it. */
function pageText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const claimsOf = CLAIM_GROUPS.flatMap((group) =>
  group.ids.map((id) => ({ key: `${group.catalogue}.${id}`, shownOn: group.shownOn, proofs: group.proofs[id] ?? [] })),
);

describe('the public pages’ claims', () => {
  let t: TestApp;
  const apiRoutes = new Set<string>();
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) apiRoutes.add(`${method} ${route.url}`);
        },
      },
    );
  });
  afterAll(() => t.close());

  it('each names a proof, and each proof exists', async () => {
    const capabilities = (await t.app.inject({ method: 'GET', url: '/api/site/capabilities' })).json();
    const screens = new Set(Object.values(parts).flatMap((p) => p.paths));
    const missing = (proof: Proof): boolean => {
      if ('page' in proof) return !screens.has(proof.page);
      if ('api' in proof) return !apiRoutes.has(proof.api);
      if ('capability' in proof) return !(proof.capability in capabilities);
      return proof.policy.trim() === '';
    };
    const problems = claimsOf.flatMap(({ key, proofs }) => [
      ...(proofs.length ? [] : [`${key}: no proof`]),
      ...proofs.filter(missing).map((proof) => `${key}: ${JSON.stringify(proof)} does not exist`),
    ]);
    expect(problems).toEqual([]);
    // The walk found the app's routes at all (an empty table would make every api proof 'missing', not pass).
    expect(apiRoutes.has('GET /api/user/:id/export')).toBe(true);
  });

  it.each(LOCALES)('%s: every claim has its text, and the pages’ lists hold nothing else', async (locale) => {
    const messages = await loadLocale(locale);
    for (const group of CLAIM_GROUPS) {
      const record = at(messages, group.catalogue);
      expect(Object.keys(record as object).sort(), `${locale} ${group.catalogue}`).toEqual([...group.ids].sort());
      for (const id of group.ids)
        expect(
          strings(at(messages, `${group.catalogue}.${id}`)).length,
          `${locale} ${group.catalogue}.${id}`,
        ).toBeGreaterThan(0);
    }
  });

  it('every claim is on the page it belongs to', async () => {
    const routes = [...new Set(claimsOf.map((c) => c.shownOn))];
    expect(routes.every((route) => (PUBLIC_ROUTES as readonly string[]).includes(route))).toBe(true);
    const pages = new Map<PublicRoute, string>();
    for (const route of routes) pages.set(route, pageText((await render(route)).html));
    const absent = claimsOf.flatMap(({ key, shownOn }) =>
      strings(at(en, key))
        .filter((text) => !pages.get(shownOn)?.includes(text))
        .map((text) => `${shownOn} lacks ${key}: ${text}`),
    );
    expect(absent).toEqual([]);
  });
});
