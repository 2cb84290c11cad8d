// BERT's uncased word pieces, as the pretrained encoders the site runs were trained on them (Hugging Face's
// BertNormalizer, BertPreTokenizer and WordPiece, with lower-casing and accent stripping): the same ids as the
// fitting scripts' tokenizer, and for each piece the span of the original text it came from, so a tapped word
// can be found among the pieces. Held to the Python tokenizer's output by word-pieces.test.ts.

export type WordPieces = {
  /** [CLS], the pieces, [SEP]. */
  ids: number[];
  /** Each id's span of the original text, [start, end) in UTF-16 units; [0, 0] for [CLS] and [SEP]. */
  spans: [number, number][];
};

/** One code point of the normalized text, with the original code unit it came from. */
type Char = { text: string; at: number; end: number };

const MAX_CHARS_PER_WORD = 100;
// Every kind of white space (Rust's char::is_whitespace, which the tokenizer uses), after controls are removed.
const WHITE = /^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;
// Controls, format characters, surrogates, private use and unassigned code points, but tab and the line breaks.
const OTHER = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]$/u;
const PUNCTUATION = /^[\p{P}!-/:-@[-`{-~]$/u;
const MARK = /\p{Mn}/gu;

function isCjk(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x2a6df) ||
    (code >= 0x2a700 && code <= 0x2b73f) ||
    (code >= 0x2b740 && code <= 0x2b81f) ||
    (code >= 0x2b820 && code <= 0x2ceaf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x2f800 && code <= 0x2fa1f)
  );
}

/** The words BertPreTokenizer makes of the normalized text: runs split at white space and at each punctuation mark. */
function words(text: string): Char[][] {
  const found: Char[][] = [];
  let word: Char[] = [];
  const end = () => {
    if (word.length) found.push(word);
    word = [];
  };
  let at = 0;
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    const here = at;
    at += c.length;
    if (code === 0 || code === 0xfffd || (OTHER.test(c) && !'\t\n\r'.includes(c))) continue;
    if (WHITE.test(c)) {
      end();
      continue;
    }
    // Lower case, then accents taken off (NFD without its combining marks), one code point at a time as the
    // Rust tokenizer does; each resulting letter keeps the span of the one it came from.
    const normal = c.normalize('NFD').replace(MARK, '').toLowerCase();
    for (const n of normal) {
      const char = { text: n, at: here, end: at };
      if (isCjk(code) || PUNCTUATION.test(n)) {
        end();
        found.push([char]);
      } else word.push(char);
    }
  }
  end();
  return found;
}

export function createWordPieces(vocabulary: readonly string[]) {
  const ids = new Map(vocabulary.map((piece, id) => [piece, id]));
  const id = (piece: string) => {
    const found = ids.get(piece);
    if (found === undefined) throw new Error(`the vocabulary has no ${piece}`);
    return found;
  };
  const [cls, sep, unk] = [id('[CLS]'), id('[SEP]'), id('[UNK]')];

  /** Greedy longest-match-first pieces of one word; the whole word is [UNK] when any part matches nothing. */
  function pieces(word: Char[]): { id: number; span: [number, number] }[] {
    const whole: [number, number] = [word[0]?.at ?? 0, word.at(-1)?.end ?? 0];
    if (word.length > MAX_CHARS_PER_WORD) return [{ id: unk, span: whole }];
    const out: { id: number; span: [number, number] }[] = [];
    let start = 0;
    while (start < word.length) {
      let end = word.length;
      let match: number | undefined;
      while (start < end) {
        const text = word
          .slice(start, end)
          .map((c) => c.text)
          .join('');
        match = ids.get(start > 0 ? `##${text}` : text);
        if (match !== undefined) break;
        end--;
      }
      if (match === undefined) return [{ id: unk, span: whole }];
      out.push({ id: match, span: [word[start]?.at ?? 0, word[end - 1]?.end ?? 0] });
      start = end;
    }
    return out;
  }

  return {
    /** The text's pieces between [CLS] and [SEP], at most `maxLength` ids in all (the rest is cut, as in fitting). */
    encode(text: string, maxLength = 256): WordPieces {
      const body = words(text)
        .flatMap(pieces)
        .slice(0, maxLength - 2);
      return {
        ids: [cls, ...body.map((p) => p.id), sep],
        spans: [[0, 0], ...body.map((p) => p.span), [0, 0]],
      };
    },
  };
}
