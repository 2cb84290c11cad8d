"""Exports the pretrained encoder to ONNX for the site (onnxruntime-node): input_ids and attention_mask in, each
word piece's vector out, the mean of the last four layers (what embed.py reads for the sense model), quantized to
8-bit integers (dynamic quantization of the matrix products). Prints how close the quantized vectors stay to
PyTorch's on SemCor sentences, and the file's size.
Run: .venv/bin/python scripts/fit-word-senses-encoder/export.py (the environment: see embed.py).
"""
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
import numpy as np  # noqa: E402
import torch  # noqa: E402

from encoder import load_encoder  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "src/server/language/encoder"
SEMCOR = Path(os.environ.get("FIT_DATA", ROOT.parent / "shared/data")) / "wsd/semcor-train.jsonl"


class LastFourLayers(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):
        hidden = self.model(input_ids=input_ids, attention_mask=attention_mask, output_hidden_states=True).hidden_states
        return torch.stack(hidden[-4:]).mean(0)


def main():
    from onnxruntime import InferenceSession
    from onnxruntime.quantization import QuantType, quantize_dynamic

    tokenizer, model = load_encoder()
    wrapped = LastFourLayers(model).eval()
    example = tokenizer(["She sat at the kitchen table."], return_tensors="pt")
    full = OUT / "encoder.fp32.onnx"
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
    quantized = OUT / "encoder.onnx"
    quantize_dynamic(str(full), str(quantized), weight_type=QuantType.QInt8, per_channel=True)
    full.unlink()

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
        enc = tokenizer([text], return_tensors="pt", truncation=True, max_length=256)
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
