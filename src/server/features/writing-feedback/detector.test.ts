// The shipped error detector, run as the site runs it (onnxruntime-node on
// detector.onnx): the same tokens, ids and sentences as at training, the same
// numbers as PyTorch gave, and a known learner error marked where its
// correction is not.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWordPieces } from '#src/server/language/word-pieces.ts';
import { detectErrors, findingsOf, loadVocabulary, makeTokenizer, sentencePieces } from './detector.ts';

const vocabulary = loadVocabulary();
const tokenizer = makeTokenizer(vocabulary);

describe('the detector reads text as its training did', () => {
  const table = readFileSync(new URL('../../language/encoder/vocab.txt', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');
  const pieces = createWordPieces(table);

  it.each(vocabulary.check.map((c) => [c.text, c] as const))(
    'cuts %j into tokens, sentences and pieces as training did',
    (text, c) => {
      const tokens = tokenizer.tokenize(text);
      expect(tokens.map((t) => t.text)).toEqual(c.tokens);
      expect(tokenizer.sentences(text, tokens)).toEqual(c.sentences);
      const [first, last] = c.sentences[0] as [number, number];
      const firstSentence = tokens.slice(first, last).map((t) => t.text);
      expect(sentencePieces(firstSentence, pieces, vocabulary.maxPieces).ids).toEqual(c.firstSentencePieces);
    },
  );

  it.each(vocabulary.check.map((c) => [c.text, c] as const))(
    'gives the exported model’s probabilities (as Python’s runtime gave them) for the first sentence of %j',
    async (text, c) => {
      // The first sentence alone: a text's sentences are read in batches, and the 8-bit model's scales are the
      // batch's, so a sentence read beside others may differ in the third decimal.
      const [first, last] = c.sentences[0] as [number, number];
      const cut = tokenizer.tokenize(text);
      const { tokens } = await detectErrors(text.slice(0, cut[last - 1]?.end));
      const got = tokens.slice(first, last).map((t) => [t.wrong, t.missingBefore]);
      expect(got.length).toBe(c.firstSentence.length);
      got.forEach((pair, i) => {
        expect(pair[0]).toBeCloseTo(c.firstSentence[i]?.[0] as number, 3);
        expect(pair[1]).toBeCloseTo(c.firstSentence[i]?.[1] as number, 3);
      });
    },
    30_000,
  );
});

describe('what the detector finds', () => {
  const wrongAt = async (text: string, word: string) => {
    const { tokens } = await detectErrors(text);
    const at = text.indexOf(word);
    return tokens.find((t) => t.start === at)?.wrong ?? Number.NaN;
  };

  it('marks the missing comma after "In my opinion" as a gap, and "informations" more likely wrong than "information"', async () => {
    const text = 'In my opinion the informations are useful.';
    const { findings } = await detectErrors(text);
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'gap', start: 13, end: 14 }));
    const wrong = await wrongAt(text, 'informations');
    const right = await wrongAt('In my opinion, the information is useful.', 'information');
    expect(wrong).toBeGreaterThan(right * 3);
  }, 30_000);

  it('gives a learner text a higher error density than its correction', async () => {
    const learner = await detectErrors(
      'In my opinion the informations are useful. My family live in Toronto since two years.',
    );
    const corrected = await detectErrors(
      'In my opinion, the information is useful. My family has lived in Toronto for two years.',
    );
    expect(learner.errorDensity).toBeGreaterThan(corrected.errorDensity);
  }, 30_000);

  it('has nothing to say about an empty text', async () => {
    expect(await detectErrors('  ')).toEqual({ tokens: [], findings: [], errorDensity: 0 });
  });
});

describe('findings from token probabilities', () => {
  const tok = (start: number, end: number, wrong: number, missingBefore = 0) => ({ start, end, wrong, missingBefore });

  it('joins neighbouring likely-wrong tokens into one finding and marks a likely gap between two words', () => {
    // "I am agree with you": "am agree" likely wrong; something likely missing before "you".
    const tokens = [tok(0, 1, 0.1), tok(2, 4, 0.9), tok(5, 10, 0.8), tok(11, 15, 0.2), tok(16, 19, 0.1, 0.95)];
    expect(findingsOf(tokens, { token: 0.7, gap: 0.9 })).toEqual([
      { start: 2, end: 10, kind: 'token', probability: 0.9 },
      { start: 15, end: 16, kind: 'gap', probability: 0.95 },
    ]);
  });

  it('keeps nothing under the thresholds', () => {
    expect(findingsOf([tok(0, 1, 0.69, 0.89)], { token: 0.7, gap: 0.9 })).toEqual([]);
  });
});
