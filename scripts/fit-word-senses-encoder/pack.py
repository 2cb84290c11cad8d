"""Packs what prepare.ts wrote (.cache/bem/*.jsonl) and the pretrained encoder's weights into .cache/bem/carry/,
small enough to travel to a GPU machine (train.py reads only that folder, with PyTorch alone):
- data.npz: word pieces of every sentence and gloss (ids into a vocabulary cut to the pieces used), each tagged
  word of the training documents with its place, candidates, prior features and split (train / dev);
- weights.npz: the encoder's matrices as 8-bit integers with a scale a row (the rest in float16): the copy
  that travels must stay under the GPU machine's 64 MiB with the repository, and fine-tuning starts well from
  weights that close (cosine 0.995); only the used rows of the word-piece table travel, and the table stays
  frozen in training (export.py rebuilds the whole table the same way).
Run: .venv/bin/python scripts/fit-word-senses-encoder/pack.py (the environment: see train.py).
"""
import hashlib
import json
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file

from encoder import verified_model_dir

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache/bem"
CARRY = CACHE / "carry"
MAX_PIECES = 64  # a gloss's word pieces at most


def dev_doc(doc: str) -> bool:
    """A tenth of the training documents, by a hash of the name, to choose the epoch and check the fit."""
    return hashlib.sha256(f"dev:{doc}".encode()).digest()[0] % 10 == 0


def quantize_rows(table: np.ndarray):
    scale = np.abs(table).max(axis=1, keepdims=True) / 127 + 1e-12
    return np.round(table / scale).astype(np.int8), scale.astype(np.float32)


def main():
    from transformers import AutoTokenizer

    folder = verified_model_dir()
    tokenizer = AutoTokenizer.from_pretrained(folder)
    CARRY.mkdir(parents=True, exist_ok=True)

    glosses = [json.loads(line) for line in (CACHE / "glosses.jsonl").open()]
    synset_index = {g["synset"]: i for i, g in enumerate(glosses)}
    gloss_ids = tokenizer([g["text"] for g in glosses], truncation=True, max_length=MAX_PIECES)["input_ids"]

    sentences, sentence_of = [], {}
    inst = {k: [] for k in ("sent", "wp0", "wp1", "gold", "split", "pos", "cand_off")}
    cands, feats = [], []
    for line in (CACHE / "words.jsonl").open():
        w = json.loads(line)
        # The held-out documents stay here: the bench measures them through the site's own code.
        if w["heldOut"]:
            continue
        if w["s"] not in sentence_of:
            sentence_of[w["s"]] = len(sentences)
            sentences.append(w["text"])
        s = sentence_of[w["s"]]
        inst["sent"].append(s)
        inst["wp0"].append(w["start"])  # characters for now; pieces below
        inst["wp1"].append(w["end"])
        gold = w["candidates"].index(w["gold"]) if w["gold"] in w["candidates"] else -1
        inst["gold"].append(gold)
        inst["split"].append(2 if w["heldOut"] else 1 if dev_doc(w["doc"]) else 0)
        inst["pos"].append("nvar".index(w["pos"]))
        inst["cand_off"].append(len(cands))
        cands.extend(synset_index[c] for c in w["candidates"])
        feats.extend(w["features"])
    inst["cand_off"].append(len(cands))

    encoded = tokenizer(sentences, return_offsets_mapping=True)
    sent_ids, offsets = encoded["input_ids"], encoded["offset_mapping"]
    for i, (s, start, end) in enumerate(zip(inst["sent"], inst["wp0"], inst["wp1"])):
        pieces = [j for j, (a, b) in enumerate(offsets[s]) if b > a and a < end and b > start]
        inst["wp0"][i], inst["wp1"][i] = (pieces[0], pieces[-1] + 1) if pieces else (0, 1)

    used = sorted({t for ids in sent_ids for t in ids} | {t for ids in gloss_ids for t in ids})
    remap = np.full(tokenizer.vocab_size, -1, dtype=np.int32)
    remap[used] = np.arange(len(used))

    def ragged(rows):
        flat = np.concatenate([remap[np.array(r)] for r in rows]).astype(np.uint16)
        off = np.cumsum([0] + [len(r) for r in rows]).astype(np.int64)
        return flat, off

    sent_flat, sent_off = ragged(sent_ids)
    gloss_flat, gloss_off = ragged(gloss_ids)
    np.savez_compressed(
        CARRY / "data.npz",
        sent_flat=sent_flat, sent_off=sent_off, gloss_flat=gloss_flat, gloss_off=gloss_off,
        **{f"inst_{k}": np.array(v, dtype=np.int64 if k == "cand_off" else np.int32) for k, v in inst.items()},
        cands=np.array(cands, dtype=np.int32), feats=np.array(feats, dtype=np.float16),
        used=np.array(used, dtype=np.int32),
        cls=remap[tokenizer.cls_token_id], sep=remap[tokenizer.sep_token_id],
    )
    (CACHE / "synsets.json").write_text(json.dumps([g["synset"] for g in glosses]))

    weights = load_file(str(folder / "model.safetensors"))
    table, scale = quantize_rows(weights.pop("embeddings.word_embeddings.weight"))
    packed = {"embeddings.word_embeddings.weight.q": table[used], "embeddings.word_embeddings.weight.scale": scale[used]}
    for name, value in weights.items():
        if value.ndim == 2 and name.startswith("encoder."):
            packed[f"{name}.q"], packed[f"{name}.scale"] = quantize_rows(value)
        else:
            packed[name] = value.astype(np.float16)
    np.savez(CARRY / "weights.npz", **packed)
    (CARRY / "config.json").write_text((folder / "config.json").read_text())
    split = np.array(inst["split"])
    print(f"{len(sentences)} sentences, {len(split)} words (train {np.sum(split == 0)}, dev {np.sum(split == 1)}), "
          f"{len(glosses)} glosses, {len(used)} word pieces used")
    for f in sorted(CARRY.iterdir()):
        print(f"  {f.name}: {f.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
