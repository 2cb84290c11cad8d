// A day of practice written into a running SQLite site's file, for tests that
// drive the site from outside (end-to-end, scale-out) and need an established
// learner (decision 027): three readings recorded over the last three days, as
// days of use leave them. API tests use practice.ts on their own database.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';

const DAY_MS = 86_400_000;

export function practiceInSqliteFile(file: string, userId: string) {
  const db = new SQLite(file);
  try {
    const insert = db.prepare(
      'insert into events (user_id, id, type, occurred_at, recorded_at, xp, data) values (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let day = 1; day <= 3; day++) {
      const at = Date.now() - day * DAY_MS;
      const data = { type: 'reading-session', words: 250, seconds: 180, level: 'early-learner', topic: 'food' };
      insert.run(userId, randomUUID(), 'reading-session', at, at, 12, JSON.stringify({ ...data, mode: 'normal' }));
    }
  } finally {
    db.close();
  }
}
