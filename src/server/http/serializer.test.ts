import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const account = z.object({ userId: z.string(), points: z.number() });
const compile = (check: boolean, schema: z.ZodType = account) =>
  createSerializerCompiler({ check })({ schema, method: 'GET', url: '/api/example' });

describe('the JSON writer of answers', () => {
  it('writes only the fields the schema names, so a stray field never leaves the server', () => {
    for (const check of [false, true]) {
      const json = compile(check)({ userId: 'u1', points: 3, passwordHash: '$argon2id$secret' });
      expect(JSON.parse(json)).toEqual({ userId: 'u1', points: 3 });
    }
  });

  it('with checks on, refuses an answer that breaks its schema instead of writing it', () => {
    const broken = { userId: 'u1', points: '3' };
    expect(() => compile(true)(broken)).toThrow();
    expect(JSON.parse(compile(false)(broken))).toEqual({ userId: 'u1', points: 3 });
  });

  it('accepts the same value with fields in another order (a union after the shared fields)', () => {
    const chart = z.intersection(
      z.object({ title: z.string() }),
      z.discriminatedUnion('visualType', [
        z.object({ visualType: z.literal('none') }),
        z.object({ visualType: z.literal('bar-chart'), values: z.array(z.number()) }),
      ]),
    );
    const value = { title: 'Library computers', visualType: 'bar-chart', values: [14, 20] };
    expect(JSON.parse(compile(true, chart)(value))).toEqual(value);
  });
});
