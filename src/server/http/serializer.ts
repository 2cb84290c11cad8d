// How answers become JSON (decision 016). Each route's zod response schema is
// turned once into a JSON Schema, and fast-json-stringify compiles a writer
// for it: it writes only the fields the schema names, in its order, without
// checking every value on every answer as zod does (checking and writing a
// profile took 3 to 6 times as long). With `check` on (development, the
// tests, and any instance run with CHECK_RESPONSES=1) every answer is also
// checked with zod, and the writer's JSON must be the same value as zod's: a
// route that breaks its contract, or a schema the writer reads differently,
// fails loudly.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

function zodSchemaOf(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema as z.ZodType;
  const wrapped = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof $ZodType) return wrapped as z.ZodType;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

export function createSerializerCompiler({ check }: { check: boolean }) {
  // Routes share schemas (the error answers most of all: about 50 schemas for 400 answers), compiled once each.
  const writers = new WeakMap<z.ZodType, (data: unknown) => string>();
  const writerFor = (schema: z.ZodType) => {
    let write = writers.get(schema);
    if (!write) {
      write = fastJson(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }) as object,
      );
      writers.set(schema, write);
    }
    return write;
  };
  return ({ schema: maybeSchema, method, url }: { schema: unknown; method: string; url: string }) => {
    const schema = zodSchemaOf(maybeSchema);
    const write = writerFor(schema);
    if (!check) return write;
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const text = write(data);
      const expected = JSON.stringify(checked.data);
      // The same JSON value: fields in another order are fine (a union's fields come after the shared ones).
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
        throw new Error(`${method} ${url}: the JSON writer and zod disagree.\nwriter: ${text}\nzod:    ${expected}`);
      return text;
    };
  };
}
