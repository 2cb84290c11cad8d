import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWordPieces } from './word-pieces.ts';

// What the encoder's own tokenizer (Hugging Face, in the fitting scripts) made of each sentence:
// scripts/fit-word-senses-encoder/word-pieces-fixture.py.
const cases: { text: string; ids: number[]; spans: [number, number][] }[] = JSON.parse(
  readFileSync(new URL('./word-pieces.fixture.json', import.meta.url), 'utf8'),
);
const vocabulary = readFileSync(new URL('./encoder/vocab.txt', import.meta.url), 'utf8').split('\n');
const pieces = createWordPieces(vocabulary.at(-1) === '' ? vocabulary.slice(0, -1) : vocabulary);

describe('word pieces', () => {
  it.each(cases.map((c) => [JSON.stringify(c.text).slice(0, 60), c] as const))(
    'gives the fitting tokenizer’s ids and spans for %s',
    (_name, { text, ids, spans }) => {
      const got = pieces.encode(text);
      expect(got.ids).toEqual(ids);
      expect(got.spans).toEqual(spans);
    },
  );

  it('finds a tapped word among its pieces', () => {
    const text = 'She clicked on the links.';
    const { ids, spans } = pieces.encode(text);
    const at = text.indexOf('links');
    const inWord = spans.map((s, i) => [s, i] as const).filter(([[a, b]]) => a < at + 5 && b > at);
    expect(inWord.map(([, i]) => vocabulary[ids[i] ?? 0])).toEqual(['links']);
  });

  it('cuts a long text to the length the encoder was fitted with, keeping [SEP] last', () => {
    const { ids } = pieces.encode('word '.repeat(400), 256);
    expect(ids).toHaveLength(256);
    expect(vocabulary[ids.at(-1) ?? 0]).toBe('[SEP]');
  });
});
