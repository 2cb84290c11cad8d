"""How the error detector's probabilities compare with the examiners' corrections (token and findings precision
and recall, as scripts/fitting/write-and-improve.ts counts them), the findings' thresholds, and a text's error
density (the CEFR model's feature)."""
import numpy as np

MIN_PRECISION = 0.85


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


def density_of(p):
    """Expected errors per token: the CEFR model's feature (detector.ts's errorDensity)."""
    return float((p[:, 0].sum() + p[:, 1].sum()) / max(1, len(p)))
