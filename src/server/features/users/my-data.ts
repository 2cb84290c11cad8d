// The learner's whole record: everything the Privacy Policy promises to hand
// over ("a copy of your data") and to remove. Each feature that keeps rows
// about a learner says what they are in its learner-data.ts; this file asks
// every one. tests/api/my-data.test.ts walks the database's own list of
// tables, so a new table no part names fails the suite.
import type { Db } from '#src/server/db/client.ts';
import type { Database } from '#src/server/db/types.ts';
import { exportTurn, type Learner, type LearnerDataPart, PagedList } from '#src/server/lib/learner-data.ts';
import { rateLimitsLearnerData } from '#src/server/rate-limits/learner-data.ts';
import { adminLearnerData } from '../admin/index.ts';
import { authLearnerData } from '../auth/index.ts';
import { passagesLearnerData } from '../passages/index.ts';
import { progressLearnerData } from '../progress/index.ts';
import { reportsLearnerData } from '../reports/index.ts';
import { tutoringLearnerData } from '../tutoring/index.ts';
import { wordsLearnerData } from '../words/index.ts';
import { writingLearnerData } from '../writing/index.ts';
import { writingTasksLearnerData } from '../writing-tasks/index.ts';

/** Every part, in the export's order; accounts last, so its own row is removed after all the others. */
const PARTS: LearnerDataPart[] = [
  progressLearnerData,
  wordsLearnerData,
  writingLearnerData,
  passagesLearnerData,
  writingTasksLearnerData,
  reportsLearnerData,
  tutoringLearnerData,
  rateLimitsLearnerData,
  adminLearnerData,
  authLearnerData,
];

/** Where each table's rows for a learner appear in the export. */
export const LEARNER_TABLES: Partial<Record<keyof Database, string>> = Object.assign(
  {},
  ...PARTS.map((part) => part.tables),
);

/** The volunteers' audit trail keeps its rows when an account is deleted (admin/learner-data.ts). */
export const KEPT_ON_DELETION = ['admin_audit'] as const satisfies (keyof Database)[];

/**
 * Tables that hold nothing about any one learner (shared content caches). A
 * passage's translation is made for whoever asked first and served to every
 * learner after: it names nobody, like a word gloss.
 */
export const SHARED_TABLES = [
  'word_glosses',
  'content_hidden',
  'passage_translations',
] as const satisfies (keyof Database)[];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof PagedList);

export function createMyDataRepository(db: Db) {
  async function learner(id: string): Promise<Learner | undefined> {
    return db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
  }

  return {
    /**
     * Everything kept about the learner, secrets left out, as JSON text in
     * pieces (decision 027): long lists are read a page at a time, and each page
     * and each other field is written in an export turn of its own
     * (lib/learner-data.ts), so a long history never holds up other
     * learners. Undefined when there is no such account.
     */
    async exportChunks(id: string): Promise<AsyncGenerator<string> | undefined> {
      const who = await learner(id);
      if (!who) return undefined;
      const fields: Record<string, unknown> = { exportedAt: new Date().toISOString() };
      for (const part of PARTS) {
        for (const [name, value] of Object.entries(await part.read(db, who))) {
          // Two parts may fill one object (createdContent: passages and writing tasks).
          const had = fields[name];
          fields[name] = isPlainObject(had) && isPlainObject(value) ? { ...had, ...value } : value;
        }
      }
      return (async function* () {
        let first = true;
        for (const [name, value] of Object.entries(fields)) {
          const key = `${first ? '{' : ','}${JSON.stringify(name)}:`;
          first = false;
          if (value instanceof PagedList) {
            yield `${key}[`;
            yield* value.chunks;
            yield ']';
          } else yield await exportTurn(() => `${key}${JSON.stringify(value)}`);
        }
        yield '}';
      })();
    },

    /**
     * Removes every row about the learner in one transaction, part by part
     * (not only through ON DELETE CASCADE, so an engine or a future table
     * without it cannot keep anything); the account's row goes last. Content
     * they asked the AI to write stays for others, with no link back to them.
     */
    async delete(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const who = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
        if (!who) return;
        for (const part of PARTS) await part.erase(trx, who);
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
  };
}
export type MyDataRepository = ReturnType<typeof createMyDataRepository>;
