// SemCor's sense-tagged sentences (../shared/data/wsd), read as the site reads
// a tapped word's sentence: tagged by the site's tagger, each sense-tagged
// token found among the tagger's tokens by its position. Shared by the fitting
// script and the bench. The held-out documents are a fixed fifth, chosen by a
// hash of the document's name, never used to fit or choose anything.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTokens, type Tokens, tokenStarts } from '#src/server/language/tokens.ts';

export const SEMCOR = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/data/wsd/semcor-train.jsonl');

export type TaggedWord = {
  /** The tagger's token the annotated word starts at. */
  at: number;
  text: string;
  /** The annotators' sense: WordNet 3.0 key and its WordNet 3.1 synset. */
  senseKey: string;
  synset31: string | null;
  /** n, v, a or r, from the sense key. */
  pos: 'n' | 'v' | 'a' | 'r';
};

export type Sentence = { doc: string; heldOut: boolean; text: string; tokens: Tokens; words: TaggedWord[] };

export const isHeldOut = (doc: string) => (createHash('sha256').update(`wsd:${doc}`).digest()[0] ?? 0) % 5 === 0;
const POS_OF_TYPE: Record<string, TaggedWord['pos']> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

type Raw = {
  doc: string;
  text: string;
  tokens: { start: number; text: string; pos: string; senseKey: string | null; synset31: string | null }[];
};

/** Every sentence with its sense-tagged words; names (tagged person/group/location) are left out. */
export function loadSemcor(): Sentence[] | null {
  if (!existsSync(SEMCOR)) return null;
  const sentences: Sentence[] = [];
  for (const line of readFileSync(SEMCOR, 'utf8').split('\n')) {
    if (!line) continue;
    const raw = JSON.parse(line) as Raw;
    const tagged = raw.tokens.filter((t) => t.senseKey && t.pos !== 'NNP');
    if (!tagged.length) continue;
    const tokens = readTokens(raw.text);
    const starts = tokenStarts(raw.text, tokens.values);
    const words: TaggedWord[] = [];
    for (const t of tagged) {
      const at = starts.indexOf(t.start);
      const key = t.senseKey ?? '';
      const pos = POS_OF_TYPE[key[key.indexOf('%') + 1] ?? ''];
      if (at >= 0 && pos) words.push({ at, text: t.text, senseKey: key, synset31: t.synset31, pos });
    }
    sentences.push({ doc: raw.doc, heldOut: isHeldOut(raw.doc), text: raw.text, tokens, words });
  }
  return sentences;
}
