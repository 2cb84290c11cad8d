// What a feature holds about one learner, for the Privacy Policy's two
// promises: "a copy of your data" and its removal. Each feature that keeps
// rows about a learner exports one LearnerDataPart (its learner-data.ts);
// users/my-data.ts asks every part, so a feature's new table is named next to
// the code that writes it, and tests/api/my-data.test.ts checks that every
// table of the database is named by a part or is shared.
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { atMost } from './at-most.ts';

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

/**
 * Rows of a long list read at once for the export: small enough that a page never holds the event loop long
 * (a page of events is about 35 KB of JSON, a few milliseconds to read and write; decision 027).
 */
export const EXPORT_PAGE = 100;
/** Rows that hold a learner's own texts (up to MAX_ATTEMPT_CHARACTERS each): a page stays under half a megabyte. */
export const EXPORT_TEXT_PAGE = 8;

/**
 * One piece of an export at a time on this instance, each in a turn of the
 * event loop of its own (setImmediate: other requests' work first). Exports
 * running together take turns, so ten of them in flight hold the loop no
 * longer than one does.
 */
const oneAtATime = atMost(1);
export function exportTurn<T>(work: () => Promise<T> | T): Promise<T> {
  return oneAtATime(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return work();
  });
}

/** A keyset-paged list as comma-joined JSON, `size` rows a page, each page in an export turn of its own. */
export function pagedList<R>(
  read: (after: R | undefined, size: number) => Promise<R[]>,
  shape: (row: R) => unknown,
  size = EXPORT_PAGE,
): PagedList {
  async function* chunks() {
    let after: R | undefined;
    let first = true;
    for (;;) {
      const page = await exportTurn(async () => {
        const rows = await read(after, size);
        return { rows, text: rows.map((r) => JSON.stringify(shape(r))).join(',') };
      });
      if (!page.rows.length) return;
      yield `${first ? '' : ','}${page.text}`;
      first = false;
      after = page.rows.at(-1);
      if (page.rows.length < size) return;
    }
  }
  return new PagedList(chunks());
}
