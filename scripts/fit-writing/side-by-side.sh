#!/bin/bash
# The shipped detector and its three fold models, trained side by side with the settings the shipped
# detector was trained with (a lent H200 ran this in two calls of 5.5 and 4.2 minutes, the second with
# RESUME=1 going on from the first's checkpoints in .cache; on one CPU thread each it takes hours).
# Then, on this machine: npm run fit:writing -- --load "$WEIGHTS/shipped.npz" (thresholds, held-out
# figures, ONNX export), npm run fit:detector-thresholds, npm run fit:cefr.
#   WEIGHTS: where the weights and logs go (default .cache); MINUTES: training time per model;
#   FIT_DATA: a folder laid out as ../shared/data (default ../shared/data).
set -u
cd "$(dirname "$0")/../.."
WEIGHTS=${WEIGHTS:-.cache}
mkdir -p "$WEIGHTS"
export PYTHONUNBUFFERED=1 OMP_NUM_THREADS=1
PYTHON=${PYTHON:-python3}
STAMP=$(date -u +%Y-%m-%dT%H:%M:%SZ)
SETTINGS="--epochs 80 --minutes ${MINUTES:-5.5} --hidden 200 --word-dim 128 --filters 100 --lm-weight 0.1 --lm-vocab 5000 --brown 32608 --artificial-share 1.0 --trained-at $STAMP"
[ "${RESUME:-0}" = 1 ] && SETTINGS="$SETTINGS --resume"
echo "settings: $SETTINGS"
"$PYTHON" scripts/fit-writing/train.py $SETTINGS --save-npz "$WEIGHTS/shipped.npz" --no-export > "$WEIGHTS/shipped.log" 2>&1 &
for k in 0 1 2; do "$PYTHON" scripts/fit-writing/train.py $SETTINGS --folds --fold $k > "$WEIGHTS/fold-$k.log" 2>&1 & done
wait
[ "$WEIGHTS" != .cache ] && cp .cache/writing-detector-oof.json "$WEIGHTS/" 2>/dev/null
for f in "$WEIGHTS"/shipped.log "$WEIGHTS"/fold-?.log; do echo "== $f"; grep -v Warning "$f" | tail -n 25; done
