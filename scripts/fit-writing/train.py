"""`npm run fit:writing`: train the writing error detector (a BiLSTM over word embeddings and a
character CNN, after Rei & Yannakoudakis 2016) on the Write & Improve training writers plus artificial
errors, export it to ONNX for the site, and print its figures on the held-out writers.

One torch thread: the machine is shared. Runs on a GPU when there is one (`--device`); the data can be read from
another folder laid out as ../shared/data (FIT_DATA), so a lent GPU machine can fit the same model from a copy.
Skips cleanly when the Write & Improve texts are absent.
"""
import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
try:
    import numpy as np
    import torch
    from torch import nn
except ImportError:
    sys.exit("fit:writing needs Debian's python3-torch and python3-numpy (apt-get install python3-torch python3-numpy).")

import data  # noqa: E402
from tokens import CLOSERS, ENDS, MAX_CHARS, MAX_SENTENCE, TOKEN_PATTERN, char_ids, sentences, tokenize, word_ids  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("FIT_DATA", ROOT.parent / "shared/data"))
CORPUS = DATA / "write-and-improve"
BROWN = DATA / "wsd/semcor-train.jsonl"
OUT = ROOT / "src/server/features/writing-feedback/detector"
CACHE = ROOT / ".cache"
MIN_PRECISION = 0.85
DEVICE = torch.device("cpu")  # set by main() from --device


class Detector(nn.Module):
    def __init__(self, n_words, n_chars, word_dim=64, char_dim=24, filters=64, hidden=96, lm_vocab=0):
        super().__init__()
        self.words = nn.Embedding(n_words, word_dim, padding_idx=0)
        self.chars = nn.Embedding(n_chars, char_dim, padding_idx=0)
        # A character CNN of width 3, written as one matrix product over each character's window (fast on one CPU thread).
        self.conv = nn.Linear(3 * char_dim, filters)
        self.drop = nn.Dropout(0.5)
        self.lstm = nn.LSTM(word_dim + filters, hidden, batch_first=True, bidirectional=True)
        self.hidden = nn.Linear(2 * hidden, 50)
        self.out = nn.Linear(50, 2)
        # Training only (Rei 2017, "Semi-supervised multitask learning for sequence labeling"): the forward half of
        # the BiLSTM also predicts the next word and the backward half the previous one, among the lm_vocab most
        # frequent words. The exported model leaves these heads out.
        self.lm_vocab = lm_vocab
        if lm_vocab:
            self.lm_forward = nn.Linear(hidden, lm_vocab)
            self.lm_backward = nn.Linear(hidden, lm_vocab)

    def char_features(self, chars):
        """chars: (n, MAX_CHARS) -> (n, filters), max over the character windows."""
        e = nn.functional.pad(self.chars(chars), (0, 0, 1, 1))
        windows = torch.cat([e[:, :-2], e[:, 1:-1], e[:, 2:]], dim=2)
        return torch.relu(self.conv(windows)).max(dim=1).values

    def encode(self, words, chars, char_index=None):
        """words: (b, t); chars: (b, t, MAX_CHARS), or while training the distinct tokens' (u, MAX_CHARS) with char_index (b, t)."""
        if char_index is None:
            c = self.char_features(chars.reshape(-1, MAX_CHARS)).reshape(words.shape[0], words.shape[1], -1)
        else:
            c = self.char_features(chars)[char_index]
        x = self.drop(torch.cat([self.words(words), c], dim=2))
        h, _ = self.lstm(x)
        return h

    def probabilities(self, h):
        # Two probabilities per token: this token is wrong; something is missing just before it.
        return torch.sigmoid(self.out(torch.tanh(self.hidden(self.drop(h)))))

    def forward(self, words, chars, char_index=None):
        return self.probabilities(self.encode(words, chars, char_index))

    def lm_loss(self, h, words):
        """Summed cross-entropy of the next word (forward half) and the previous word (backward half); word ids are
        frequency ranks (+2), so the lm_vocab most frequent words are the ids below lm_vocab, the others count as UNK."""
        half = h.shape[2] // 2
        target = torch.where(words < self.lm_vocab, words, torch.ones_like(words))
        ahead = self.lm_forward(self.drop(h[:, :-1, :half])).reshape(-1, self.lm_vocab)
        behind = self.lm_backward(self.drop(h[:, 1:, half:])).reshape(-1, self.lm_vocab)
        ce = nn.functional.cross_entropy
        return ce(ahead, target[:, 1:].reshape(-1), reduction="sum") + ce(behind, target[:, :-1].reshape(-1), reduction="sum")


def tensors(batch, words, chars):
    """Sentences of one length: word ids, the distinct tokens' character ids and where each token's are, labels."""
    w = torch.tensor([word_ids(toks, words) for toks, _, _ in batch])
    distinct = {}
    index = [[distinct.setdefault(x, len(distinct)) for x in toks] for toks, _, _ in batch]
    c = torch.tensor(char_ids(list(distinct), chars))
    y = torch.tensor([[[e, g] for e, g in zip(err, gap)] for _, err, gap in batch], dtype=torch.float32)
    return w.to(DEVICE), c.to(DEVICE), torch.tensor(index).to(DEVICE), y.to(DEVICE)


def batches(examples, size, rng):
    """Batches of sentences of the same length (no padding, so no masks), in random order."""
    by_length = {}
    for x in examples:
        by_length.setdefault(len(x[0]), []).append(x)
    groups = []
    for same in by_length.values():
        rng.shuffle(same)
        groups += [same[i : i + size] for i in range(0, len(same), size)]
    rng.shuffle(groups)
    return groups


def predict(model, texts, words, chars):
    """Per text: an array (tokens x 2) of probabilities, each sentence read on its own."""
    model.eval()
    res = [np.zeros((len(t["tokens"]), 2), dtype=np.float32) for t in texts]
    where = {}
    for ti, t in enumerate(texts):
        for a, b in t["sentences"]:
            where.setdefault(b - a, []).append((ti, a, b))
    with torch.no_grad():
        for same in where.values():
            for k in range(0, len(same), 64):
                part = same[k : k + 64]
                batch = [(texts[ti]["tokens"][a:b], [0] * (b - a), [0] * (b - a)) for ti, a, b in part]
                w, c, index, _ = tensors(batch, words, chars)
                p = model(w, c, index).cpu().numpy()
                for j, (ti, a, b) in enumerate(part):
                    res[ti][a:b] = p[j]
    return res


def token_figures(texts, probs, threshold=0.5):
    """Token P/R/F0.5: a token is wrong when an examiner changed it or added something just before it."""
    tp = fp = fn = 0
    for t, p in zip(texts, probs):
        truth = np.maximum(np.array(t["err"]), np.array(t["gap"])) if t["tokens"] else np.zeros(0)
        guess = np.maximum(p[:, 0], p[:, 1]) >= threshold if len(p) else np.zeros(0, dtype=bool)
        tp += int(np.sum(guess & (truth == 1)))
        fp += int(np.sum(guess & (truth == 0)))
        fn += int(np.sum(~guess & (truth == 1)))
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f05 = 1.25 * prec * rec / (0.25 * prec + rec) if prec + rec else 0.0
    return prec, rec, f05


def findings_of(spans, p, t_err, t_gap):
    """"Check this part" spans: runs of tokens likely wrong, and gaps where a word is likely missing.

    The same rule as detector.ts: offsets here are code points, there UTF-16 units (converted there).
    """
    out = []
    run = None
    for i, (s, e) in enumerate(spans):
        if p[i, 0] >= t_err:
            if run and run[2] == i - 1:
                run = (run[0], e, i, max(run[3], float(p[i, 0])))
                out[-1] = run
            else:
                run = (s, e, i, float(p[i, 0]))
                out.append(run)
        if p[i, 1] >= t_gap and i > 0:
            out.append((spans[i - 1][1], s, -1, float(p[i, 1])))
    return [(s, e) for s, e, _, _ in out]


def overlaps(f, c):
    """scripts/fitting/write-and-improve.ts's rule: a finding counts when it overlaps an examiner's correction."""
    fs, fe = f
    cs, ce = c[0], c[1]
    if cs == ce:
        return fs <= cs <= fe
    return fs < ce and cs < fe


def findings_figures(texts, probs, t_err, t_gap):
    found = correct = corrections = hit = 0
    for t, p in zip(texts, probs):
        fs = findings_of(t["spans"], p, t_err, t_gap)
        found += len(fs)
        correct += sum(1 for f in fs if any(overlaps(f, c) for c in t["edits"]))
        corrections += len(t["edits"])
        hit += sum(1 for c in t["edits"] if any(overlaps(f, c) for f in fs))
    return (correct / found if found else 0.0), (hit / corrections if corrections else 0.0), found


def choose_thresholds(texts, probs):
    """The lowest thresholds whose findings reach MIN_PRECISION on these (out-of-fold) training texts."""
    grid = [x / 100 for x in range(30, 100, 2)]
    t_err = next((g for g in grid if findings_figures(texts, probs, g, 2.0)[0] >= MIN_PRECISION), 2.0)
    t_gap = 2.0
    base_p, base_r, _ = findings_figures(texts, probs, t_err, 2.0)
    for g in grid:
        prec, rec, _ = findings_figures(texts, probs, t_err, g)
        if prec >= MIN_PRECISION and rec > base_r:
            t_gap = g
            break
    return t_err, t_gap


def model_config(args):
    return {"word_dim": args.word_dim, "filters": args.filters, "hidden": args.hidden, "lm_vocab": args.lm_vocab if args.lm_weight > 0 else 0}


def save_npz(path, model, words, chars, epoch, args):
    """Weights as plain arrays, words and characters as JSON: readable by any PyTorch version (a GPU machine's is newer).
    The next/previous-word heads are left out: only training uses them."""
    config = {**model_config(args), "lm_vocab": 0}
    training = {"brown": args.brown, "artificialShare": args.artificial_share, "lmWeight": args.lm_weight, "lmVocab": model.lm_vocab}
    meta = {"words": words, "chars": chars, "epoch": epoch, "config": config, "training": training, "trainedAt": args.trained_at}
    arrays = {k: v.detach().cpu().numpy() for k, v in model.state_dict().items() if not k.startswith("lm_")}
    np.savez(path, __meta__=np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8), **arrays)


def load_npz(path):
    saved = np.load(path)
    meta = json.loads(bytes(saved["__meta__"]).decode("utf-8"))
    model = Detector(len(meta["words"]) + 2, len(meta["chars"]) + 2, **meta["config"])
    model.load_state_dict({k: torch.from_numpy(saved[k]) for k in saved.files if k != "__meta__"})
    return model.to(DEVICE), meta


def train_model(fitting, dev, patterns, brown, args, label):
    """Fit on `fitting` (plus artificial errors); keep the epoch whose dev token F0.5 is best."""
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    words, chars = data.vocabulary(fitting, brown)
    config = model_config(args)
    model = Detector(len(words) + 2, len(chars) + 2, **config)
    checkpoint = CACHE / f"fit-writing-{label.replace(' ', '-')}.pt"
    if args.resume and checkpoint.exists():
        saved = torch.load(checkpoint)
        words, chars = saved["words"], saved["chars"]
        config = saved.get("config", {})
        model = Detector(len(words) + 2, len(chars) + 2, **config)
        model.load_state_dict(saved["state"])
        print(f"[{label}] resumed from {checkpoint.name} (epoch {saved['epoch']})", flush=True)
    model.to(DEVICE)
    first = saved["epoch"] + 1 if args.resume and checkpoint.exists() else 1
    params = sum(p.numel() for p in model.parameters())
    print(f"[{label}] {len(fitting)} texts, dev {len(dev)}; vocabulary {len(words)} words, {len(chars)} chars; {params:,} parameters", flush=True)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    real = [x for t in fitting for x in data.examples_of(t)]
    if patterns:
        for t in fitting:
            t.setdefault("correct", data.correct_sentences(t))
    best = (-1.0, None, 0)
    began = time.time()
    for epoch in range(first, args.epochs + 1):
        if args.minutes and time.time() - began > args.minutes * 60:
            print(f"[{label}] stopped before epoch {epoch}: the {args.minutes}-minute budget is spent", flush=True)
            break
        started = time.time()
        examples = list(real)
        if patterns and args.brown >= 0:
            examples += data.artificial(fitting, patterns, brown, args.brown, rng, args.artificial_share)
        model.train()
        total = 0.0
        for batch in batches(examples, args.batch, rng):
            w, c, index, y = tensors(batch, words, chars)
            h = model.encode(w, c, index)
            loss = nn.functional.binary_cross_entropy(model.probabilities(h), y, reduction="sum") / len(batch)
            if model.lm_vocab:
                loss = loss + args.lm_weight * model.lm_loss(h, w) / len(batch)
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            opt.step()
            total += float(loss)
        prec, rec, f05 = token_figures(dev, predict(model, dev, words, chars))
        print(
            f"[{label}] epoch {epoch}: loss {total:.1f}, dev token P {prec:.3f} R {rec:.3f} F0.5 {f05:.3f} ({time.time() - started:.0f} s, {len(examples)} sequences)",
            flush=True,
        )
        if f05 > best[0]:
            best = (f05, {k: v.clone() for k, v in model.state_dict().items()}, epoch)
            if args.save_npz and label == "shipped":
                # At each new best, so a run cut off by a time limit still leaves its best model.
                save_npz(args.save_npz, model, words, chars, epoch, args)
        # So a later run can go on from here (--resume): training takes hours on a shared CPU.
        CACHE.mkdir(exist_ok=True)
        torch.save({"state": model.state_dict(), "words": words, "chars": chars, "epoch": epoch, "config": config}, checkpoint)
    model.load_state_dict(best[1])
    print(f"[{label}] kept epoch {best[2]} (dev F0.5 {best[0]:.3f})", flush=True)
    return model, words, chars, best[2]


def first_sentence(text):
    toks = tokenize(text)
    a, b = sentences(text, toks)[0]
    return [t for _, _, t in toks[a:b]]


def export(model, words, chars, meta, out_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    model.cpu().eval()
    sample = "I am agree with you ."
    toks = [t for _, _, t in tokenize(sample)]
    w = torch.tensor([word_ids(toks, words)])
    c = torch.tensor([char_ids(toks, chars)])
    torch.onnx.export(
        model,
        (w, c),
        str(out_dir / "detector.onnx"),
        input_names=["words", "chars"],
        output_names=["probabilities"],
        dynamic_axes={"words": {1: "tokens"}, "chars": {1: "tokens"}, "probabilities": {1: "tokens"}},
        opset_version=14,
    )
    cases = [
        "Yesterday he go to school, didn't he? 3,000 people… «Café» — naïve!",
        'He said "Stop." Then he left... OK?! Fine.\nNew line (yes.) end',
        "My family live in Toronto since two years.",
        "I am agree.\tIt's 10:30\u00a0am — O'Neill's “book”.",
    ]
    torch.set_grad_enabled(False)  # exporting is the last step
    vocab = {
        "note": "Written by npm run fit:writing. Word and character ids of detector.onnx; tokens and ids are made as scripts/fit-writing/tokens.py makes them.",
        "tokenPattern": TOKEN_PATTERN,
        "maxChars": MAX_CHARS,
        "sentenceEnds": "".join(sorted(ENDS)),
        "closers": "".join(sorted(CLOSERS)),
        "maxSentence": MAX_SENTENCE,
        "words": sorted(words, key=words.get),
        "chars": "".join(sorted(chars, key=chars.get)),
        "check": [
            {
                "text": s,
                "tokens": [t for _, _, t in tokenize(s)],
                "wordIds": word_ids([t for _, _, t in tokenize(s)], words),
                "sentences": sentences(s, tokenize(s)),
                # What PyTorch gives for the first sentence: the ONNX model must give the same.
                "firstSentence": [
                    [round(float(v), 5) for v in row]
                    for row in model(
                        torch.tensor([word_ids(first_sentence(s), words)]), torch.tensor([char_ids(first_sentence(s), chars)])
                    )[0].tolist()
                ],
            }
            for s in cases
        ],
        **meta,
    }
    (out_dir / "vocabulary.json").write_text(json.dumps(vocab, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"Exported {out_dir / 'detector.onnx'} ({(out_dir / 'detector.onnx').stat().st_size:,} bytes) and vocabulary.json", flush=True)


def density_of(p):
    """Expected errors per token: the CEFR model's feature (detector.ts's errorDensity)."""
    return float((p[:, 0].sum() + p[:, 1].sum()) / max(1, len(p)))


def out_of_fold(train, brown, args):
    """Error densities of the training texts, each from a model that never saw its writer: three models fitted
    as the shipped one was, each on two of fit:cefr's three folds. fit:cefr reads them (.cache, numbers only)
    when they belong to the shipped model (its trainedAt).

    `--fold K` fits one fold's model only (three processes can run side by side on a machine with cores to
    spare); the densities are written once all three folds of the same shipped model are in .cache."""
    # The shipped model these densities go with: the one being fitted beside them (--trained-at), else the one in OUT.
    stamp = args.trained_at if args.trained_at_given else json.loads((OUT / "vocabulary.json").read_text(encoding="utf-8"))["trainedAt"]
    density = {}
    for k in ([args.fold] if args.fold is not None else range(3)):
        fitting = [t for t in train if t["fold"] != k]
        patterns = data.ErrorPatterns(fitting) if args.brown >= 0 else None
        m, w, c, _ = train_model(
            [t for t in fitting if not t["dev"]], [t for t in fitting if t["dev"]], patterns, brown, args, f"fold {k}"
        )
        part = [t for t in train if t["fold"] == k]
        for t, p in zip(part, predict(m, part, w, c)):
            density[t["id"]] = density_of(p)
    CACHE.mkdir(exist_ok=True)
    if args.fold is not None:
        (CACHE / f"writing-detector-oof-{args.fold}.json").write_text(json.dumps({"model": stamp, "density": density}))
        parts = [CACHE / f"writing-detector-oof-{k}.json" for k in range(3)]
        loaded = [json.loads(p.read_text()) for p in parts if p.exists()]
        if len(loaded) < 3 or any(x["model"] != stamp for x in loaded):
            print(f"Fold {args.fold} written; waiting for the other folds of model {stamp}", flush=True)
            return
        for x in loaded:
            density.update(x["density"])
    (CACHE / "writing-detector-oof.json").write_text(json.dumps({"model": stamp, "density": density}))
    print(f"Wrote out-of-fold densities of {len(density)} training texts to .cache/writing-detector-oof.json (model {stamp})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=int(os.environ.get("FIT_WRITING_EPOCHS", 8)))
    ap.add_argument("--fold", type=int, choices=[0, 1, 2], help="with --folds: fit this fold's model only")
    ap.add_argument("--folds", action="store_true", help="after the shipped model: train 3 fold models for out-of-fold densities of the training texts (for fit:cefr)")
    ap.add_argument("--brown", type=int, default=2000, help="Brown sentences with artificial errors per epoch (-1: no artificial errors)")
    ap.add_argument("--artificial-share", type=float, default=0.5, help="share of the corrected training sentences given artificial errors each epoch")
    ap.add_argument("--minutes", type=float, default=0, help="stop starting epochs after this many minutes (0: no limit)")
    ap.add_argument("--resume", action="store_true", help="go on from the last run's checkpoint in .cache")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=29)
    ap.add_argument("--no-export", action="store_true")
    ap.add_argument("--word-dim", type=int, default=64)
    ap.add_argument("--filters", type=int, default=64, help="character CNN filters")
    ap.add_argument("--hidden", type=int, default=96, help="LSTM units per direction")
    ap.add_argument("--lm-weight", type=float, default=0.0, help="weight of the next/previous-word objective (Rei 2017); 0: none")
    ap.add_argument("--lm-vocab", type=int, default=5000)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--trained-at", help="the shipped model's stamp (default: now); fold runs beside it pass the same one")
    ap.add_argument("--save-npz", help="also save the shipped model's weights here (portable across PyTorch versions)")
    ap.add_argument("--load", help="skip training: take the shipped model from a --save-npz file, then choose thresholds, measure and export")
    args = ap.parse_args()
    args.trained_at_given = args.trained_at is not None
    args.trained_at = args.trained_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    global DEVICE
    DEVICE = torch.device(args.device)
    torch.set_num_threads(1)
    if not CORPUS.exists():
        print("fit:writing skipped: ../shared/data/write-and-improve is not here.")
        return
    texts = data.load(CORPUS)
    train = [t for t in texts if not t["held"]]
    held = [t for t in texts if t["held"]]
    brown = data.load_brown(BROWN) if BROWN.exists() and args.brown > 0 else []
    print(f"Write & Improve: {len(texts)} texts; training {len(train)}, held out {len(held)} (by writer). Brown sentences: {len(brown)}", flush=True)

    if args.folds:
        return out_of_fold(train, brown, args)

    patterns = data.ErrorPatterns(train) if args.brown >= 0 else None
    fit_on = [t for t in train if not t["dev"]]
    dev = [t for t in train if t["dev"]]
    if args.load:
        model, meta = load_npz(args.load)
        words, chars, epoch, args.trained_at = meta["words"], meta["chars"], meta["epoch"], meta["trainedAt"]
        config = {**meta["config"], "lm_vocab": meta["training"]["lmVocab"]}
        args.brown, args.artificial_share = meta["training"]["brown"], meta["training"]["artificialShare"]
        args.lm_weight = meta["training"]["lmWeight"]
        print(f"Loaded {args.load}: epoch {epoch}, {meta['config']}, trained with {meta['training']}", flush=True)
    else:
        model, words, chars, epoch = train_model(fit_on, dev, patterns, brown, args, "shipped")
        config = model_config(args)

    # Thresholds for findings, on the dev writers: training writers the model did not learn from.
    dev_p = predict(model, dev, words, chars)
    t_err, t_gap = choose_thresholds(dev, dev_p)
    cp, cr, cn = findings_figures(dev, dev_p, t_err, t_gap)
    print(
        f"Findings thresholds (chosen on the dev writers for precision >= {MIN_PRECISION}): token {t_err}, gap {t_gap}; there P {cp:.3f} R {cr:.3f} ({cn} findings)"
    )

    held_p = predict(model, held, words, chars)
    prec, rec, f05 = token_figures(held, held_p)
    fp, fr, fn = findings_figures(held, held_p, t_err, t_gap)
    print(f"Held-out writers ({len(held)} texts): token P {prec:.3f} R {rec:.3f} F0.5 {f05:.3f}; findings P {fp:.3f} R {fr:.3f} ({fn} findings)")

    if not args.no_export:
        meta = {
            "thresholds": {"token": t_err, "gap": t_gap},
            "trainedOn": {
                "texts": len(fit_on),
                "epoch": epoch,
                "artificialBrownSentencesPerEpoch": max(0, args.brown),
                "artificialShareOfCorrectedSentences": args.artificial_share,
                "model": {"wordDim": config["word_dim"], "charFilters": config["filters"], "lstmUnits": config["hidden"], "languageModelWords": config["lm_vocab"], "languageModelWeight": args.lm_weight},
            },
            "trainedAt": args.trained_at,
            "heldOut": {"texts": len(held), "tokenPrecision": round(prec, 3), "tokenRecall": round(rec, 3), "tokenF05": round(f05, 3)},
        }
        export(model, words, chars, meta, OUT)



if __name__ == "__main__":
    sys.exit(main())
