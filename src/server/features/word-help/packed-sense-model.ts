// The sense model as the site holds it: the same counts as the fitted JSON,
// packed into typed arrays. Parsed as JSON, its half a million counts in
// small objects took 58 MB of the server's heap; packed, each count is two
// 32-bit numbers and each distinct string is kept once (issue 34: the site
// has to fit a small server's memory).
import type { CountTable, Field, ScoringModel, SenseModel } from './sense-model.ts';

type JsonCounts = SenseModel['senses'][string];

/**
 * Rows of counts keyed by a name (a sense key, a class, a written form), each
 * row with a few fields, each field a sorted list of (item id, count).
 */
class PackedRows {
  private readonly rows = new Map<string, number>();
  private readonly tagged: Uint32Array;
  /** Where each (row, field)'s entries start in `items`/`counts`; one more at the end. */
  private readonly starts: Uint32Array;
  private readonly items: Uint32Array;
  private readonly counts: Uint32Array;

  constructor(
    private readonly ids: ReadonlyMap<string, number>,
    private readonly fields: number,
    source: [name: string, tagged: number, fields: Record<string, number>[]][],
    idOf: (item: string) => number,
  ) {
    this.tagged = new Uint32Array(source.length);
    this.starts = new Uint32Array(source.length * fields + 1);
    let size = 0;
    for (const [, , lists] of source) for (const list of lists) size += Object.keys(list).length;
    this.items = new Uint32Array(size);
    this.counts = new Uint32Array(size);
    let at = 0;
    for (const [row, [name, tagged, lists]] of source.entries()) {
      this.rows.set(name, row);
      this.tagged[row] = tagged;
      for (let field = 0; field < fields; field++) {
        this.starts[row * fields + field] = at;
        const entries = Object.entries(lists[field] ?? {})
          .map(([item, n]) => [idOf(item), n] as const)
          .sort((a, b) => a[0] - b[0]);
        for (const [id, n] of entries) {
          this.items[at] = id;
          this.counts[at++] = n;
        }
      }
    }
    this.starts[source.length * fields] = at;
  }

  row(name: string): number | undefined {
    return this.rows.get(name);
  }

  taggedOf(row: number): number {
    return this.tagged[row] ?? 0;
  }

  /** Binary search of the item among the row's field's entries. */
  count(row: number, field: number, item: string): number {
    const id = this.ids.get(item);
    if (id === undefined) return 0;
    let low = this.starts[row * this.fields + field] ?? 0;
    let high = (this.starts[row * this.fields + field + 1] ?? 0) - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.items[middle] ?? 0;
      if (found === id) return this.counts[middle] ?? 0;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return 0;
  }
}

/** The fitted JSON model, packed; it reads exactly what `countsOf(model)` reads. */
export function packSenseModel(model: SenseModel): ScoringModel {
  const ids = new Map<string, number>();
  const idOf = (item: string) => {
    let id = ids.get(item);
    if (id === undefined) {
      id = ids.size;
      ids.set(item, id);
    }
    return id;
  };
  const fromCounts = (table: Record<string, JsonCounts>) =>
    Object.entries(table).map(
      ([name, [tagged, words, collocations, near]]) =>
        [name, tagged, [words, collocations, near]] as [string, number, Record<string, number>[]],
    );
  const background = model.background;
  const totals = [background.words, background.collocations, background.near];
  const everything = new PackedRows(
    ids,
    3,
    [['', 0, [background.word, background.collocation, background.nearWord]]],
    idOf,
  );
  const senses = new PackedRows(ids, 3, fromCounts(model.senses), idOf);
  const classes = new PackedRows(ids, 3, fromCounts(model.classes), idOf);
  const forms = new PackedRows(
    ids,
    1,
    Object.entries(model.forms).map(([form, keys]) => [form, 0, [keys]]),
    idOf,
  );
  const tableOf = (rows: PackedRows, name: string): CountTable | undefined => {
    const row = rows.row(name);
    return row === undefined
      ? undefined
      : { tagged: rows.taggedOf(row), count: (field, item) => rows.count(row, field - 1, item) };
  };
  return {
    beta: model.beta,
    gamma: model.gamma,
    weights: model.weights,
    total: (field: Field) => totals[field - 1] ?? 0,
    background: (field, item) => everything.count(0, field - 1, item),
    sense: (key) => tableOf(senses, key),
    lexClass: (name) => tableOf(classes, name),
    formCount: (form, key) => {
      const row = forms.row(form);
      return row === undefined ? 0 : forms.count(row, 0, key);
    },
  };
}
