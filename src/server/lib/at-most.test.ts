import { describe, expect, it } from 'vitest';
import { atMost } from './at-most.ts';

describe('atMost', () => {
  it('runs at most n jobs at once, the rest in the order they came, and each gets its own answer or error', async () => {
    const run = atMost(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const ends: (() => void)[] = [];
    const job = (i: number) => () => {
      started.push(i);
      now++;
      most = Math.max(most, now);
      return new Promise<number>((resolve, reject) => {
        ends[i] = () => {
          now--;
          if (i === 3) reject(new Error('job 3 failed'));
          else resolve(i * 10);
        };
      });
    };
    const answers = Promise.allSettled([0, 1, 2, 3, 4].map((i) => run(job(i))));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    // A job arriving while one leaves does not slip in ahead of those waiting, nor make three at once.
    ends[1]?.();
    const late = Promise.allSettled([run(job(5))]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const i of [0, 2, 3, 4, 5]) {
      ends[i]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect([...(await answers), ...(await late)]).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'fulfilled', value: 10 },
      { status: 'fulfilled', value: 20 },
      { status: 'rejected', reason: new Error('job 3 failed') },
      { status: 'fulfilled', value: 40 },
      { status: 'fulfilled', value: 50 },
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('refuses a limit under one', () => {
    expect(() => atMost(0)).toThrow(RangeError);
  });
});
