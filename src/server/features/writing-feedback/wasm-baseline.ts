// Imported first by the analysis worker, before harper.js compiles its 16 MB
// of WebAssembly. V8 compiles wasm twice by default: a quick baseline
// (Liftoff) and then optimised code (TurboFan) for the hot functions, and
// keeps both. Baseline only keeps about 80 MB less per warm checker (RSS
// 410 -> 328 MB for the two linters) for about 1.3x the lint time (tens of
// ms for a 200-word text), and needs no background compiling on a small
// host (issue 34, measured with the commands in the README's speed section).
// The flag is process-wide: the server itself runs no WebAssembly.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
