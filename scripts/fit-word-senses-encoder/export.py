"""Makes the site's files of what train.py fitted (.cache/bem/out/, or the folder given as the first argument):
- src/server/language/encoder/encoder.onnx: the fine-tuned context encoder for onnxruntime-node (input_ids and
  attention_mask in; each word piece's vector out, already through the context head), its matrix products
  quantized to 8-bit integers. Its word-piece table is the pretrained one as pack.py rounded it for training.
- src/server/features/word-help/sense-vectors.bin: a 4-byte length, a JSON header (dimensions, the synsets, the
  temperature, the prior features' weights), then each gloss's unit vector as one row of signed bytes.
Prints how close the quantized encoder stays to PyTorch's on SemCor sentences, and the files' sizes.
Run: .venv/bin/python scripts/fit-word-senses-encoder/export.py (the environment: see train.py).
"""
import json
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
import numpy as np  # noqa: E402
import torch  # noqa: E402

from encoder import load_encoder  # noqa: E402
from pack import quantize_rows  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FITTED = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".cache/bem/out"
ENCODER_OUT = ROOT / "src/server/language/encoder"
VECTORS_OUT = ROOT / "src/server/features/word-help/sense-vectors.bin"
SEMCOR = Path(os.environ.get("FIT_DATA", ROOT.parent / "shared/data")) / "wsd/semcor-train.jsonl"
PRIOR_FEATURES = ["logTagged", "firstSense", "inverseRank", "expression", "taggerPos", "taggerLemma"]


class ContextEncoder(torch.nn.Module):
    def __init__(self, model, head):
        super().__init__()
        self.model = model
        self.head = head

    def forward(self, input_ids, attention_mask):
        return self.head(self.model(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state)


def fitted_encoder():
    tokenizer, model = load_encoder()
    heads = json.loads((FITTED / "heads.json").read_text())
    state = {}
    for part in ("context-0.npz", "context-1.npz"):
        with np.load(FITTED / part) as saved:
            state.update({k: torch.from_numpy(saved[k].astype(np.float32)) for k in saved.files})
    table = model.embeddings.word_embeddings.weight.detach().numpy()
    q, scale = quantize_rows(table)
    state["embeddings.word_embeddings.weight"] = torch.from_numpy(q.astype(np.float32) * scale)
    missing, unexpected = model.load_state_dict(state, strict=False)
    assert not unexpected and all(m.startswith("pooler.") or "position_ids" in m for m in missing), (missing, unexpected)
    head = torch.nn.Linear(384, heads["dimensions"], bias=False)
    head.weight.data = torch.tensor(heads["contextHead"], dtype=torch.float32)
    return tokenizer, ContextEncoder(model.eval(), head).eval(), heads


def write_vectors(heads):
    synsets = json.loads((ROOT / ".cache/bem/synsets.json").read_text())
    rows = np.concatenate([np.load(FITTED / "gloss-vectors-0.npy"), np.load(FITTED / "gloss-vectors-1.npy")])
    assert len(rows) == len(synsets) and rows.dtype == np.int8
    header = json.dumps({
        "dimensions": heads["dimensions"],
        "maxContext": heads["maxContext"],
        "temperature": heads["temperature"],
        "prior": dict(zip(PRIOR_FEATURES, heads["prior"])),
        "synsets": synsets,
    }).encode()
    VECTORS_OUT.write_bytes(struct.pack("<I", len(header)) + header + rows.tobytes())
    print(f"{VECTORS_OUT}: {VECTORS_OUT.stat().st_size / 1e6:.1f} MB, {len(synsets)} senses", file=sys.stderr)


def main():
    from onnxruntime import InferenceSession
    from onnxruntime.quantization import QuantType, quantize_dynamic

    tokenizer, wrapped, heads = fitted_encoder()
    example = tokenizer(["She sat at the kitchen table."], return_tensors="pt")
    full = ENCODER_OUT / "encoder.fp32.onnx"
    torch.onnx.export(
        wrapped,
        (example["input_ids"], example["attention_mask"]),
        str(full),
        input_names=["input_ids", "attention_mask"],
        output_names=["pieces"],
        dynamic_axes={"input_ids": {0: "batch", 1: "length"}, "attention_mask": {0: "batch", 1: "length"},
                      "pieces": {0: "batch", 1: "length"}},
        opset_version=17,
        dynamo=False,
    )
    quantized = ENCODER_OUT / "encoder.onnx"
    quantize_dynamic(str(full), str(quantized), weight_type=QuantType.QInt8, per_channel=True)
    full.unlink()
    write_vectors(heads)

    session = InferenceSession(str(quantized), providers=["CPUExecutionProvider"])
    texts = []
    if SEMCOR.exists():
        with SEMCOR.open() as lines:
            for n, line in enumerate(lines):
                if n % 200 == 0:
                    texts.append(json.loads(line)["text"])
                if len(texts) == 100:
                    break
    else:
        texts = ["She sat at the kitchen table.", "Some germs make us sick."]
    cosines = []
    for text in texts:
        enc = tokenizer([text], return_tensors="pt", truncation=True, max_length=heads["maxContext"])
        with torch.no_grad():
            reference = wrapped(enc["input_ids"], enc["attention_mask"])[0].numpy()
        got = session.run(None, {"input_ids": enc["input_ids"].numpy(), "attention_mask": enc["attention_mask"].numpy()})[0][0]
        cos = (reference * got).sum(1) / (np.linalg.norm(reference, axis=1) * np.linalg.norm(got, axis=1))
        cosines.extend(cos.tolist())
    cosines = np.array(cosines)
    print(f"{quantized}: {quantized.stat().st_size / 1e6:.1f} MB; quantized against PyTorch, cosine of each piece's "
          f"vector over {len(texts)} sentences: mean {cosines.mean():.4f}, 1st percentile {np.percentile(cosines, 1):.4f}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
