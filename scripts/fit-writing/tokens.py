"""How the error detector cuts text into tokens and sentences.

src/server/features/writing-feedback/detector.ts does exactly the same at inference;
the model's vocabulary.json carries test cases the TypeScript side re-checks.
"""
import re

# Spelled out (not \s, \w), so Python's and JavaScript's regular expressions agree.
SPACE = "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
PUNCT = "!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~\u201c\u201d\u2018\u2019\u00ab\u00bb\u2013\u2014\u2026"
# A word is a run of characters that are neither space nor punctuation, joined
# by inner apostrophes ("don't", "John's"); each punctuation mark is a token.
TOKEN_PATTERN = f"[^{SPACE}{PUNCT}]+(?:['\u2019][^{SPACE}{PUNCT}]+)*|[{PUNCT}]"
TOKEN = re.compile(TOKEN_PATTERN)
DIGIT = re.compile("[0-9]")


def tokenize(text):
    """[(start, end, token)] with offsets in code points."""
    return [(m.start(), m.end(), m.group(0)) for m in TOKEN.finditer(text)]


def word_key(token):
    """The form error patterns are counted by (data.py): lowercase, digits as 0."""
    return DIGIT.sub("0", token.lower())


ENDS = {".", "!", "?", "\u2026"}
CLOSERS = ENDS | {'"', "\u201d", "\u2019", "'", ")", "]"}
MAX_SENTENCE = 60


def sentences(text, toks):
    """[(first, last + 1)] token ranges: the detector reads one sentence at a time.

    A sentence ends after a run of closing marks (. ! ? … " ” ’ ' ) ]) that holds . ! ? or …, at a line break,
    and after MAX_SENTENCE tokens.
    """
    out, first = [], 0
    for i in range(len(toks)):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        end = nxt is None or i + 1 - first >= MAX_SENTENCE or "\n" in text[toks[i][1] : nxt[0]]
        if not end and toks[i][2] in CLOSERS and nxt[2] not in CLOSERS:
            j = i
            while j >= first and toks[j][2] in CLOSERS:
                if toks[j][2] in ENDS:
                    end = True
                j -= 1
        if end:
            out.append((first, i + 1))
            first = i + 1
    return out
