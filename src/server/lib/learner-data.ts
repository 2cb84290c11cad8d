// What a feature holds about one learner, for the Privacy Policy's two
// promises: "a copy of your data" and its removal. Each feature that keeps
// rows about a learner exports one LearnerDataPart (its learner-data.ts);
// users/my-data.ts asks every part, so a feature's new table is named next to
// the code that writes it, and tests/api/my-data.test.ts checks that every
// table of the database is named by a part or is shared.
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';

export type Learner = { id: string; email: string };

/** A long list read a page at a time: JSON text of its items, comma-joined, with no brackets. */
export class PagedList {
  constructor(readonly chunks: AsyncGenerator<string>) {}
}

export type LearnerDataPart = {
  /** Each table with rows about a learner, and the export's field (a dotted path) where they appear. */
  tables: Partial<Record<keyof Database, string>>;
  /** The export's fields from this part, by the paths named in `tables`. */
  read(db: Db, learner: Learner): Promise<Record<string, unknown | PagedList>>;
  /** Removes (or unlinks) the part's rows, inside the deletion's transaction. */
  erase(trx: Transaction<Database>, learner: Learner): Promise<void>;
};

export const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Rows of a long list read at once for the export: small enough that a page never holds the event loop long. */
export const EXPORT_PAGE = 250;

/**
 * A keyset-paged list as comma-joined JSON, a page at a time, with the event
 * loop given back between pages (setImmediate: other requests' work first).
 */
export function pagedList<R>(read: (after: R | undefined) => Promise<R[]>, shape: (row: R) => unknown): PagedList {
  async function* chunks() {
    let after: R | undefined;
    let first = true;
    for (;;) {
      const rows = await read(after);
      if (!rows.length) return;
      yield `${first ? '' : ','}${rows.map((r) => JSON.stringify(shape(r))).join(',')}`;
      first = false;
      after = rows.at(-1);
      if (rows.length < EXPORT_PAGE) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return new PagedList(chunks());
}
