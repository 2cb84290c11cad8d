// Queries on every request (the session lookup, the profile read) are built
// and compiled by Kysely once, not per call: building and compiling cost
// about a tenth of a profile request (decision 016). Each call binds its
// values into the compiled SQL's parameters and runs it as it is.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './client.ts';

/** A stand-in value per argument; unique enough that no real constant in a query equals one. */
const marker = (index: number) => `\u0000prepared-argument-${index}\u0000`;

/**
 * `build` receives one stand-in per argument and must pass each straight to
 * Kysely as a value (no arithmetic on it: compute such values before the
 * call). The SQL is compiled on the first call, for the executor's dialect.
 */
export function preparedQuery<Args extends readonly unknown[], Row>(
  db: Executor,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  // For each parameter of the SQL: the argument it takes, or the constant the query itself holds.
  let slots: ({ argument: number } | { constant: unknown })[] = [];
  return async (...args: Args) => {
    if (!compiled) {
      const markers = Array.from({ length: arity }, (_, i) => marker(i));
      compiled = build(...(markers as unknown as Args)).compile();
      slots = compiled.parameters.map((value) => {
        const argument = markers.indexOf(value as string);
        return argument === -1 ? { constant: value } : { argument };
      });
      const bound = new Set(slots.flatMap((slot) => ('argument' in slot ? [slot.argument] : [])));
      if (bound.size !== arity)
        throw new Error(`preparedQuery: only ${bound.size} of ${arity} arguments reach the SQL`);
    }
    const parameters = slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
