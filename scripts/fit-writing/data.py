"""The Write & Improve texts as labelled tokens, split exactly as fit:cefr and the bench split them,
and artificial errors injected into correct English following the training texts' own corrections."""
import hashlib
import json
import random
from collections import Counter, defaultdict
from pathlib import Path

from tokens import sentences, tokenize, word_key

LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"]


def _byte0(s):
    return hashlib.sha256(s.encode("utf-8")).digest()[0]


def held_out(writer):
    """One fifth of the writers, by a hash of their id: scripts/fitting/write-and-improve.ts's isHeldOut."""
    return _byte0(writer) % 5 == 0


def fold(writer):
    """The 3 cross-validation folds of scripts/fit-cefr.ts."""
    return _byte0(f"fold:{writer}") % 3


def is_dev(writer):
    """A tenth of a model's fitting writers choose its epoch (early stopping)."""
    return _byte0(f"dev:{writer}") % 10 == 0


def labels_of(text, edits, toks):
    """Per token: err (an examiner changed or removed part of it) and gap (something is missing before it)."""
    err = [0] * len(toks)
    gap = [0] * len(toks)
    starts = [s for s, _, _ in toks]
    for s, e, _ in edits:
        if s < e:
            hit = False
            for i, (ts, te, _) in enumerate(toks):
                if ts < e and s < te:
                    err[i] = 1
                    hit = True
            if hit:
                continue
            # A change to the space between words (" " -> "-"): the gap before the next word.
        inside = [i for i, (ts, te, _) in enumerate(toks) if ts < s < te]
        if inside:
            err[inside[0]] = 1
            continue
        nxt = next((i for i, ts in enumerate(starts) if ts >= s), None)
        if nxt is not None:
            gap[nxt] = 1
    return err, gap


def corrected(text, edits):
    """The text with the examiner's corrections applied (an unclear one, correction null, is left as written)."""
    out, at = [], 0
    for s, e, c in sorted(edits, key=lambda x: (x[0], x[1])):
        if s < at:
            continue
        out.append(text[at:s])
        out.append(text[s:e] if c is None else c)
        at = e
    out.append(text[at:])
    return "".join(out)


def load(corpus_dir):
    texts = []
    for name in ["A.train.json", "B.train.json", "C.train.json"]:
        for line in Path(corpus_dir, name).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            writer = row.get("userid") or f"text-{row['id']}"
            edits = row["edits"][0][1] if row["edits"] else []
            toks = tokenize(row["text"])
            err, gap = labels_of(row["text"], edits, toks)
            texts.append(
                {
                    "id": row["id"],
                    "writer": writer,
                    "level": LEVELS.index(row["cefr"][:2]),
                    "text": row["text"],
                    "edits": edits,
                    "spans": [(s, e) for s, e, _ in toks],
                    "sentences": sentences(row["text"], toks),
                    "tokens": [t for _, _, t in toks],
                    "err": err,
                    "gap": gap,
                    "held": held_out(writer),
                    "fold": fold(writer),
                    "dev": is_dev(writer),
                }
            )
    return texts


def examples_of(t):
    """A text's sentences as training examples: (tokens, err, gap)."""
    return [(t["tokens"][a:b], t["err"][a:b], t["gap"][a:b]) for a, b in t["sentences"]]


def correct_sentences(t):
    """The examiner-corrected text of a training text, cut into sentences of tokens."""
    fixed = corrected(t["text"], t["edits"])
    toks = tokenize(fixed)
    return [[x for _, _, x in toks[a:b]] for a, b in sentences(fixed, toks)]


def load_brown(path, limit=None):
    """Correct English: the Brown-corpus sentences of SemCor's developers' set."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            out.append([t for _, _, t in tokenize(json.loads(line)["text"])])
            if limit and len(out) >= limit:
                break
    return out


class ErrorPatterns:
    """What learners wrote where the examiners' corrected text has a given word or two, and how often.

    Read from the fitting texts' own corrections: for a correction of "a" into "the", correct text's "the"
    becomes "a" as often as learners' "the" was corrected from "a"; a missing word is dropped, an extra one added.
    """

    def __init__(self, texts):
        swaps = defaultdict(Counter)  # corrected n-gram -> Counter of what was written instead
        seen = Counter()  # corrected n-grams in the corrected texts
        gaps = 0
        for t in texts:
            for s, e, c in t["edits"]:
                if c is None:
                    continue
                wrote = tuple(word_key(x) for _, _, x in tokenize(t["text"][s:e]))
                right = tuple(word_key(x) for _, _, x in tokenize(c))
                if wrote == right or len(wrote) > 2 or len(right) > 2:
                    continue
                swaps[right][wrote] += 1
            fixed = [word_key(x) for _, _, x in tokenize(corrected(t["text"], t["edits"]))]
            gaps += len(fixed) + 1
            for i in range(len(fixed)):
                seen[(fixed[i],)] += 1
                if i + 1 < len(fixed):
                    seen[(fixed[i], fixed[i + 1])] += 1
        seen[()] = gaps
        self.table = {}
        for right, wrote in swaps.items():
            n = seen.get(right, 0)
            total = sum(wrote.values())
            if n < 3 or total < 2:
                continue
            options = wrote.most_common(30)
            self.table[right] = (min(0.9, total / n), [w for w, _ in options], [c for _, c in options])

    def inject(self, tokens, rng):
        """Tokens with errors injected, and their err/gap labels."""
        out, err, gap = [], [], []
        pending_gap = 0
        i = 0
        extra = self.table.get(())
        while i < len(tokens):
            if extra and rng.random() < extra[0]:
                word = rng.choices(extra[1], weights=extra[2])[0]
                for w in word:
                    out.append(w)
                    err.append(1)
                    gap.append(pending_gap)
                    pending_gap = 0
            done = False
            for n in (2, 1):
                key = tuple(word_key(x) for x in tokens[i : i + n])
                if len(key) < n or key not in self.table:
                    continue
                p, options, weights = self.table[key]
                if rng.random() >= p:
                    continue
                wrote = rng.choices(options, weights=weights)[0]
                if not wrote:
                    pending_gap = 1
                for j, w in enumerate(wrote):
                    first = tokens[i]
                    out.append(w.capitalize() if j == 0 and first[:1].isupper() else w)
                    err.append(1)
                    gap.append(pending_gap)
                    pending_gap = 0
                i += n
                done = True
                break
            if done:
                continue
            out.append(tokens[i])
            err.append(0)
            gap.append(pending_gap)
            pending_gap = 0
            i += 1
        return out, err, gap


def artificial(fitting, patterns, brown, n_brown, rng, share=1.0):
    """A fresh sample of correct text with injected errors: every fitting text's corrected version, and some Brown sentences."""
    out = []
    for t in fitting:
        for toks in t["correct"]:
            if rng.random() < share:
                out.append(patterns.inject(toks, rng))
    for toks in rng.sample(brown, min(n_brown, len(brown))):
        out.append(patterns.inject(toks, rng))
    return [x for x in out if x[0]]


def shuffled(items, seed):
    items = list(items)
    random.Random(seed).shuffle(items)
    return items
