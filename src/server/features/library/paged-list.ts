// Keyset pagination shared by the library's lists (passages, writing tasks):
// newest first on (created_at, key), so pages stay fast and stable.
import type { Db } from '#src/server/db/client.ts';
import { preparedQuery } from '#src/server/db/prepared.ts';

export type Page = { limit: number; cursor?: string };

function decodeCursor(cursor: string | undefined): { createdAt: number; key: string } | null {
  if (!cursor) return null;
  try {
    const [createdAt, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [number, string];
    return typeof createdAt === 'number' && typeof key === 'string' ? { createdAt, key } : null;
  } catch {
    return null;
  }
}

export function encodeCursor(row: { created_at: number; key: string }): string {
  return Buffer.from(JSON.stringify([Number(row.created_at), row.key])).toString('base64url');
}

type Keyset = { created_at: number; key: string };

type Filters = Record<string, string | undefined>;

/**
 * A keyset-paged list, newest first; one extra row tells whether another
 * page exists. Its SQL is compiled once for each combination of the filters
 * set and the cursor (a few per list), not built per request: about a
 * tenth less CPU per list request (decision 016). `base` receives a
 * stand-in for each filter that is set and must pass it straight to Kysely.
 */
export function pagedList<R extends Keyset>(
  db: Db,
  // biome-ignore lint/suspicious/noExplicitAny: one helper for both tables' select builders
  base: (filters: Record<string, unknown>) => any,
) {
  const compiled = new Map<string, (...args: unknown[]) => Promise<R[]>>();
  return async (filters: Filters, page: Page): Promise<{ rows: R[]; nextCursor: string | null }> => {
    const after = decodeCursor(page.cursor);
    const names = Object.keys(filters)
      .filter((name) => filters[name])
      .sort();
    const shape = `${names.join(',')}${after ? ' after' : ''}`;
    let run = compiled.get(shape);
    if (!run) {
      run = preparedQuery(db, names.length + 1 + (after ? 2 : 0), (...args: unknown[]) => {
        const [limit, createdAt, key] = args.slice(names.length);
        let q = base(Object.fromEntries(names.map((name, i) => [name, args[i]])))
          .orderBy('created_at', 'desc')
          .orderBy('key', 'desc')
          .limit(limit);
        if (after) {
          // biome-ignore lint/suspicious/noExplicitAny: Kysely's expression builder for either table
          q = q.where((eb: any) =>
            eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('key', '<', key)])]),
          );
        }
        return q;
      });
      compiled.set(shape, run);
    }
    const cursorArgs = after ? [after.createdAt, after.key] : [];
    const rows = await run(...names.map((name) => filters[name]), page.limit + 1, ...cursorArgs);
    const last = rows.slice(0, page.limit).at(-1);
    return {
      rows: rows.slice(0, page.limit),
      nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
    };
  };
}

/** Reported items leave the browse lists until a volunteer restores them (decision 015): reports' table, read here. */
export const hiddenKeys = (db: Db) => db.selectFrom('content_hidden').select('item_key');
