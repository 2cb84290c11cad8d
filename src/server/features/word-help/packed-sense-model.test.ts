import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packSenseModel, readPackedSenseModel } from './packed-sense-model.ts';
import { type Candidate, candidateFeatures, countsOf, type SenseContext, type SenseModel } from './sense-model.ts';
import { loadSenseModel, SENSE_MODEL_FILE } from './sense-model-file.ts';

const model = JSON.parse(gunzipSync(readFileSync(SENSE_MODEL_FILE)).toString('utf8')) as SenseModel;
const packed = readPackedSenseModel(packSenseModel(model));
const json = countsOf(model);

// Contexts made of the items the model counted for real senses (so most lookups hit), with words it never saw.
function contextFor(senseKeys: string[], seed: number): { context: SenseContext; candidates: Candidate[] } {
  const [, words, collocations, near] = model.senses[senseKeys[0] ?? ''] ?? [0, {}, {}, {}];
  const pick = (record: Record<string, number>, n: number) => Object.keys(record).slice(seed % 7, (seed % 7) + n);
  const colloc = pick(collocations, 2).map((c) => c.split(':')[1]?.split(' ')[0] ?? '');
  const context: SenseContext = {
    words: [...pick(words, 6), 'zzunseenword'],
    near: [...pick(near, 2), 'qqunseen'],
    left1: colloc[0] ?? '',
    left2: '',
    right1: colloc[1] ?? '',
    right2: '',
    leftPos: 'DET',
    rightPos: 'ADP',
    taggerPos: 'NOUN',
    taggerLemma: senseKeys[0]?.split('%')[0] ?? '',
    form: senseKeys[0]?.split('%')[0] ?? '',
  };
  const candidates = senseKeys.map((senseKey, i) => ({
    expression: false,
    senseKey,
    lemma: senseKey.split('%')[0] ?? '',
    pos: 'n' as const,
    lexName: Object.keys(model.classes)[(seed + i) % Object.keys(model.classes).length] ?? '',
    senseNumber: i + 1,
    tagCount: 3 - i,
    signature: new Set(pick(words, 2)),
  }));
  return { context, candidates };
}

describe('the packed sense model', () => {
  it('gives every candidate the same features as the JSON it was packed from', () => {
    const keys = Object.keys(model.senses);
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const chosen = [keys[(i * 7919) % keys.length], keys[(i * 104729) % keys.length], 'no%1:00:00::'];
      const { context, candidates } = contextFor(chosen as string[], i);
      const fromPacked = candidateFeatures(packed, context, candidates);
      expect(fromPacked).toEqual(candidateFeatures(json, context, candidates));
      compared += fromPacked.length;
    }
    expect(compared).toBe(1200);
  });

  it('reads the counts themselves, and 0 for what it never counted', () => {
    const [key, counts] = Object.entries(model.senses).find(([, c]) => Object.keys(c[1]).length > 0) ?? [];
    const [tagged, words] = counts ?? [0, {}];
    const [word, n] = Object.entries(words)[0] ?? [];
    expect(packed.sense(key ?? '')?.tagged).toBe(tagged);
    expect(packed.sense(key ?? '')?.count(1, word ?? '')).toBe(n);
    expect(packed.sense(key ?? '')?.count(2, word ?? '')).toBe(model.senses[key ?? '']?.[2][word ?? ''] ?? 0);
    expect(packed.sense('not%a:sense::')).toBeUndefined();
    expect(packed.background(1, 'zzunseenword')).toBe(0);
    expect(packed.total(2)).toBe(model.background.collocations);
  });

  it('is packed in a thread of its own and reads the same there', async () => {
    const loaded = await loadSenseModel();
    const { context, candidates } = contextFor(Object.keys(model.senses).slice(100, 103), 3);
    expect(candidateFeatures(loaded, context, candidates)).toEqual(candidateFeatures(json, context, candidates));
  });

  it('refuses a file it cannot read, with the reason', async () => {
    await expect(loadSenseModel('/nonexistent/sense-model.json.gz')).rejects.toThrow(/ENOENT/);
  });
});
