"""Writes src/server/language/word-pieces.fixture.json: what the encoder's own (Hugging Face) tokenizer makes of
sentences that try every rule (accents, capitals, punctuation, controls, invisible characters, emoji, CJK, other
scripts, an over-long word), for word-pieces.test.ts to hold the site's tokenizer to. Offsets are given in UTF-16
code units, as JavaScript counts them.
Run: .venv/bin/python scripts/fit-word-senses-encoder/word-pieces-fixture.py (the environment: see train.py)."""
import json
from pathlib import Path

from encoder import verified_model_dir
from transformers import AutoTokenizer

ROOT = Path(__file__).resolve().parents[2]
SENTENCES = [
    "Ali comes from a hot country.",
    "They sit at a table in my English class.",
    "She washed the clothes by hand, then clicked on the link.",
    "I don't think we're late: it's 3.5 km, isn't it?",
    "The café's naïve owner served crème brûlée at 8:30 p.m.",
    "ÉCOLE, Straße, İstanbul, ΣΟΦΊΑ and Tiếng Việt.",
    "\u201cHello,\u201d she said \u2014 \u2018quietly\u2019.",
    "A bell\u0007 rang\u200b twice;\u00a0then\ttabs\nand lines\r\nfollowed.",
    "We ate sushi in 東京 and said ありがとう.",
    "مرحبا بكم في الصف. می\u200cخواهم بخوانم. Привіт, друже!",
    "Emoji stay whole: 😀👍🏽 and ﬁne ligatures, ＦＵＬＬ width.",
    "Supercalifragilisticexpialidocious" * 3 + " is too long.",
    "Odd letters ꙮ and the replacement \ufffd char.",
    "well-known, e-mail, U.S.A., #hashtag @user $5 100% a+b=c [x] {y} <z> ~tilde~ `code` |pipe| back\\slash",
    "",
    "   ",
]


def utf16(text: str, index: int) -> int:
    return len(text[:index].encode("utf-16-le")) // 2


def main():
    tokenizer = AutoTokenizer.from_pretrained(verified_model_dir())
    cases = []
    for text in SENTENCES:
        enc = tokenizer(text, return_offsets_mapping=True, truncation=True, max_length=256)
        spans = [[utf16(text, a), utf16(text, b)] for a, b in enc["offset_mapping"]]
        cases.append({"text": text, "ids": enc["input_ids"], "spans": spans})
    out = ROOT / "src/server/language/word-pieces.fixture.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n")
    print(f"{len(cases)} sentences -> {out}")


if __name__ == "__main__":
    main()
