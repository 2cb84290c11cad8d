// The sense model as the site holds it: the same counts as the fitted JSON,
// packed into typed arrays. Parsed as JSON, its half a million counts in
// small objects took 58 MB of the server's heap; packed, each count is two
// 32-bit numbers and each distinct string is kept once (issue 34: the site
// has to fit a small server's memory). The JSON is parsed and packed in a
// short-lived thread (sense-model-worker.ts): its ~100 MB of garbage, and the
// 0.7 s the parse took on the event loop at start, stay out of the server.
import type { CountTable, Field, ScoringModel, SenseModel } from './sense-model.ts';

/**
 * Rows of counts keyed by a name (a sense key, a class, a written form), each
 * row with a few fields, each field a sorted list of (item id, count). Plain
 * data, so that the thread that packs it can hand it over without copying.
 */
export type PackedRows = {
  names: string[];
  fields: number;
  tagged: Uint32Array;
  /** Where each (row, field)'s entries start in `items`/`counts`; one more at the end. */
  starts: Uint32Array;
  items: Uint32Array;
  counts: Uint32Array;
};

/** The sense model packed: every string once (`ids`), every count as two 32-bit numbers. */
export type PackedSenseModel = {
  beta: number;
  gamma: number;
  weights: number[];
  totals: number[];
  ids: string[];
  background: PackedRows;
  senses: PackedRows;
  classes: PackedRows;
  forms: PackedRows;
};

type JsonCounts = SenseModel['senses'][string];
type RowSource = [name: string, tagged: number, fields: Record<string, number>[]];

function packRows(source: RowSource[], fields: number, idOf: (item: string) => number): PackedRows {
  let size = 0;
  for (const [, , lists] of source) for (const list of lists) size += Object.keys(list).length;
  const rows: PackedRows = {
    names: source.map(([name]) => name),
    fields,
    tagged: Uint32Array.from(source, ([, tagged]) => tagged),
    starts: new Uint32Array(source.length * fields + 1),
    items: new Uint32Array(size),
    counts: new Uint32Array(size),
  };
  let at = 0;
  for (const [row, [, , lists]] of source.entries()) {
    for (let field = 0; field < fields; field++) {
      rows.starts[row * fields + field] = at;
      const entries = Object.entries(lists[field] ?? {})
        .map(([item, n]) => [idOf(item), n] as const)
        .sort((a, b) => a[0] - b[0]);
      for (const [id, n] of entries) {
        rows.items[at] = id;
        rows.counts[at++] = n;
      }
    }
  }
  rows.starts[source.length * fields] = at;
  return rows;
}

/** The fitted JSON model, packed (in sense-model-worker.ts on the site, so the parse's garbage dies with the thread). */
export function packSenseModel(model: SenseModel): PackedSenseModel {
  const ids = new Map<string, number>();
  const idOf = (item: string) => {
    let id = ids.get(item);
    if (id === undefined) {
      id = ids.size;
      ids.set(item, id);
    }
    return id;
  };
  const fromCounts = (table: Record<string, JsonCounts>): RowSource[] =>
    Object.entries(table).map(([name, [tagged, words, collocations, near]]) => [
      name,
      tagged,
      [words, collocations, near],
    ]);
  const { background } = model;
  const packed = {
    beta: model.beta,
    gamma: model.gamma,
    weights: model.weights,
    totals: [background.words, background.collocations, background.near],
    background: packRows([['', 0, [background.word, background.collocation, background.nearWord]]], 3, idOf),
    senses: packRows(fromCounts(model.senses), 3, idOf),
    classes: packRows(fromCounts(model.classes), 3, idOf),
    forms: packRows(
      Object.entries(model.forms).map(([form, keys]) => [form, 0, [keys]]),
      1,
      idOf,
    ),
  };
  return { ...packed, ids: [...ids.keys()] };
}

/** The buffers of a packed model, handed to the thread that reads it rather than copied. */
export const transferList = (model: PackedSenseModel) =>
  [model.background, model.senses, model.classes, model.forms].flatMap((rows) =>
    [rows.tagged, rows.starts, rows.items, rows.counts].map((array) => array.buffer as ArrayBuffer),
  );

/** A packed model as the features read it: exactly what `countsOf` reads of the JSON it was packed from. */
export function readPackedSenseModel(model: PackedSenseModel): ScoringModel {
  const ids = new Map(model.ids.map((item, id) => [item, id]));
  const reader = (rows: PackedRows) => {
    const byName = new Map(rows.names.map((name, row) => [name, row]));
    /** Binary search of the item among the row's field's entries. */
    const count = (row: number, field: number, item: string): number => {
      const id = ids.get(item);
      if (id === undefined) return 0;
      let low = rows.starts[row * rows.fields + field] ?? 0;
      let high = (rows.starts[row * rows.fields + field + 1] ?? 0) - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const found = rows.items[middle] ?? 0;
        if (found === id) return rows.counts[middle] ?? 0;
        if (found < id) low = middle + 1;
        else high = middle - 1;
      }
      return 0;
    };
    const table = (name: string): CountTable | undefined => {
      const row = byName.get(name);
      return row === undefined
        ? undefined
        : { tagged: rows.tagged[row] ?? 0, count: (field, item) => count(row, field - 1, item) };
    };
    return { count, table };
  };
  const background = reader(model.background);
  const senses = reader(model.senses);
  const classes = reader(model.classes);
  const forms = reader(model.forms);
  return {
    beta: model.beta,
    gamma: model.gamma,
    weights: model.weights,
    total: (field: Field) => model.totals[field - 1] ?? 0,
    background: (field, item) => background.count(0, field - 1, item),
    sense: senses.table,
    lexClass: classes.table,
    formCount: (form, key) => forms.table(form)?.count(1, key) ?? 0,
  };
}
