// Moving a community from the embedded SQLite file to PostgreSQL:
// every table, in an order where parents come before the rows that point at
// them, one transaction per table, each checked afterwards by its row count
// and a checksum of its rows as each database gives them back.
//
// The tables are read from the SQLite file itself, so a table added by a
// future migration is moved without anyone remembering to list it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { type RawBuilder, sql } from 'kysely';
import { type DatabaseHandle, type Db, openDatabase } from './client.ts';
import { migrateToLatest } from './migrate.ts';

/** A problem the person running the move can fix; the message says how. */
export class MoveError extends Error {}

export type TableShape = { name: string; columns: string[]; primaryKey: string[]; parents: string[] };
export type TableReport = { table: string; rows: number; checksum: string };

/** Kysely's bookkeeping: the target writes its own when it is migrated. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Parents before children; ties by name, so the order is the same every time. */
export function dependencyOrder(tables: TableShape[]): TableShape[] {
  const names = new Set(tables.map((t) => t.name));
  const placed = new Set<string>();
  const order: TableShape[] = [];
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const next = pending.findIndex((t) => t.parents.every((p) => p === t.name || placed.has(p) || !names.has(p)));
    if (next === -1)
      throw new MoveError(`These tables point at one another in a circle: ${pending.map((t) => t.name).join(', ')}.`);
    const [table] = pending.splice(next, 1);
    if (!table) break;
    placed.add(table.name);
    order.push(table);
  }
  return order;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of a SQLite database with its columns, key and the tables it points at, parents first. */
export function sqliteTables(file: SQLite.Database): TableShape[] {
  const names = file
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'")
    .pluck()
    .all() as string[];
  const tables = names
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => {
      const columns = file.prepare(`pragma table_info(${quote(name)})`).all() as { name: string; pk: number }[];
      const keys = file.prepare(`pragma foreign_key_list(${quote(name)})`).all() as { table: string }[];
      return {
        name,
        columns: columns.map((c) => c.name),
        primaryKey: columns
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
        parents: [...new Set(keys.map((k) => k.table))],
      };
    });
  return dependencyOrder(tables);
}

/**
 * One row as text both engines agree on. PostgreSQL's `real` holds 4 bytes
 * where SQLite keeps 8, so those columns are compared at 4-byte precision:
 * what the site would have stored had it run on PostgreSQL from the start.
 */
export function canonicalRow(values: unknown[], realColumns: boolean[]): string {
  return JSON.stringify(
    values.map((value, i) => {
      if (typeof value === 'number') return realColumns[i] ? Math.fround(value) : value;
      if (typeof value === 'bigint') return Number(value);
      if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
      return value;
    }),
  );
}

const MODULUS = 1n << 256n;

/** An order-free checksum: the sum of the rows' SHA-256 digests, so each engine may read in its own order. */
export class TableChecksum {
  rows = 0;
  #sum = 0n;
  add(row: string) {
    this.rows += 1;
    this.#sum = (this.#sum + BigInt(`0x${createHash('sha256').update(row).digest('hex')}`)) % MODULUS;
  }
  get hex() {
    return this.#sum.toString(16).padStart(64, '0');
  }
}

/** The PostgreSQL side: each table's columns and which of them are 4-byte `real`. */
async function postgresColumns(db: Db): Promise<Map<string, Map<string, string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.data_type);
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Reads a PostgreSQL table page by page along its primary key, adding each row to a checksum. */
export async function postgresChecksum(db: Db, table: TableShape, realColumns: boolean[]): Promise<TableChecksum> {
  const checksum = new TableChecksum();
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const key = sql.join(table.primaryKey.map((c) => sql.ref(c)));
  const keyIndexes = table.primaryKey.map((c) => table.columns.indexOf(c));
  let after: unknown[] | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after ? sql`where (${key}) > (${sql.join(after)})` : sql``;
    const { rows }: { rows: Record<string, unknown>[] } = await sql<Record<string, unknown>>`
      select ${columns} from ${sql.table(table.name)} ${where} order by ${key} limit 2000`.execute(db);
    for (const row of rows)
      checksum.add(
        canonicalRow(
          table.columns.map((c) => row[c]),
          realColumns,
        ),
      );
    const last: Record<string, unknown> | undefined = rows.at(-1);
    if (!last || rows.length < 2000) return checksum;
    after = keyIndexes.map((i): unknown => last[table.columns[i] ?? '']);
  }
}

export type MoveOptions = {
  sqliteFile: string;
  postgres: DatabaseHandle;
  /** Empty the PostgreSQL tables first instead of refusing a database that holds data. */
  replace?: boolean;
  onTable?: (report: TableReport) => void;
};

export async function moveToPostgres({ sqliteFile, postgres, replace = false, onTable }: MoveOptions) {
  if (!existsSync(sqliteFile)) {
    throw new MoveError(
      `There is no SQLite database at ${sqliteFile}. Set DATA_DIR to the folder that holds english.sqlite.`,
    );
  }
  // Both sides on the same schema: the newest this code knows.
  const source = openDatabase({ engine: 'sqlite', file: sqliteFile });
  try {
    await migrateToLatest(source);
  } finally {
    await source.db.destroy();
  }
  await migrateToLatest(postgres);
  const db = postgres.db;

  const file = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    const tables = sqliteTables(file);
    const target = await postgresColumns(db);
    for (const table of tables) {
      const columns = target.get(table.name);
      const missing = table.columns.filter((c) => !columns?.has(c));
      if (missing.length > 0) {
        throw new MoveError(
          `PostgreSQL's table ${table.name} lacks ${missing.join(', ')}: is DATABASE_URL the site's database?`,
        );
      }
      if (table.primaryKey.length === 0)
        throw new MoveError(`The table ${table.name} has no primary key to check it by.`);
    }

    const filled: string[] = [];
    for (const table of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table.name)}`.execute(db);
      if ((rows[0]?.n ?? 0) > 0) filled.push(`${table.name} (${rows[0]?.n} ${rows[0]?.n === 1 ? 'row' : 'rows'})`);
    }
    if (filled.length > 0 && !replace) {
      throw new MoveError(
        `The PostgreSQL database already holds data: ${filled.join(', ')}. Nothing was copied. ` +
          'To throw that data away and copy the SQLite data in its place, run the move again with --replace.',
      );
    }
    if (filled.length > 0) {
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t.name)))}`.execute(db);
    }

    // One read transaction: every table is read from the same moment of the file.
    file.exec('begin');
    const reports: TableReport[] = [];
    for (const table of tables) {
      const types = target.get(table.name);
      const realColumns = table.columns.map((c) => types?.get(c) === 'real');
      const copied = new TableChecksum();
      const perInsert = Math.max(1, Math.min(500, Math.floor(30_000 / table.columns.length)));
      const read = file.prepare(`select ${table.columns.map(quote).join(', ')} from ${quote(table.name)}`).raw(true);
      const into = sql`insert into ${sql.table(table.name)} (${sql.join(table.columns.map((c) => sql.ref(c)))}) values `;
      await db.transaction().execute(async (trx) => {
        let batch: unknown[][] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          await sql`${into}${sql.join(batch.map((row) => sql`(${sql.join(row)})`))}`.execute(trx);
          batch = [];
        };
        for (const row of read.iterate() as Iterable<unknown[]>) {
          copied.add(canonicalRow(row, realColumns));
          batch.push(row);
          if (batch.length >= perInsert) await flush();
        }
        await flush();
      });
      const landed = await postgresChecksum(db, table, realColumns);
      if (landed.rows !== copied.rows || landed.hex !== copied.hex) {
        throw new MoveError(
          `The table ${table.name} differs after copying (${copied.rows} rows read, ${landed.rows} in PostgreSQL; ` +
            `checksums ${copied.hex.slice(0, 12)} and ${landed.hex.slice(0, 12)}). Run the move again with --replace.`,
        );
      }
      const report = { table: table.name, rows: copied.rows, checksum: copied.hex };
      reports.push(report);
      onTable?.(report);
    }
    file.exec('commit');
    return reports;
  } finally {
    file.close();
  }
}
