// A map that keeps at most `size` entries, dropping the least recently used:
// for caches that must not grow with the number of learners or queries.
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly size: number) {
    if (!(size >= 1)) throw new RangeError('A bounded map holds at least one entry');
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: moving the entry to the end keeps the least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.size) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get count(): number {
    return this.#entries.size;
  }
}
