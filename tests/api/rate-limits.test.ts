import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '#src/server/rate-limits/repository.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database.ts';

describe.each(ENGINES)('rate limit counters on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const limit = { max: 3, windowMs: 1000 };

  it('counts hits within a window and starts again after it', async () => {
    const limits = createRateLimitRepository(database.db);
    expect(await limits.hit('k1', limit, 10_000)).toEqual({ count: 1, resetAt: 11_000 });
    expect(await limits.hit('k1', limit, 10_500)).toEqual({ count: 2, resetAt: 11_000 });
    expect(await limits.peek('k1', 10_900)).toEqual({ count: 2, resetAt: 11_000 });
    expect((await limits.peek('k1', 11_000)).count).toBe(0);
    expect(await limits.hit('k1', limit, 11_000)).toEqual({ count: 1, resetAt: 12_000 });
  });

  it('loses no hit when many arrive at once', async () => {
    const limits = createRateLimitRepository(database.db);
    await Promise.all(Array.from({ length: 20 }, () => limits.hit('k2', limit, 20_000)));
    expect((await limits.peek('k2', 20_001)).count).toBe(20);
  });

  it('gives back one hit of a live window, never below zero and never for a finished one', async () => {
    const limits = createRateLimitRepository(database.db);
    await limits.hit('k3', limit, 40_000);
    await limits.hit('k3', limit, 40_100);
    await limits.release('k3', 40_200);
    expect((await limits.peek('k3', 40_300)).count).toBe(1);
    await limits.release('k3', 40_300);
    await limits.release('k3', 40_300);
    expect((await limits.peek('k3', 40_400)).count).toBe(0);
    await limits.hit('k3', limit, 40_500);
    await limits.release('k3', 41_000);
    expect(await limits.hit('k3', limit, 41_000)).toEqual({ count: 1, resetAt: 42_000 });
  });

  it('prunes only finished windows', async () => {
    const limits = createRateLimitRepository(database.db);
    await limits.hit('old', limit, 30_000);
    await limits.hit('new', limit, 30_900);
    await limits.prune(31_000);
    const rows = await database.db.selectFrom('rate_limits').select('key').where('key', 'in', ['old', 'new']).execute();
    expect(rows.map((r) => r.key)).toEqual(['new']);
  });
});
