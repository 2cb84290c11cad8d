// Runs in a worker thread (dictionary-pool.ts): choosing a word's meaning takes a few milliseconds of work in one
// piece, up to about 20 for a verb with fifty senses the first time it is asked, and a passage's table takes
// hundreds; none of it may hold the server's event loop (decision 027). WordNet, the sense model and the
// translations live in this thread.
import { setPriority } from 'node:os';
import { workerData } from 'piscina';
import { resolvePassageChoices } from './passage-senses.ts';
import { createDictionary, type DefineOptions } from './service.ts';

// On a small host this thread and the event loop share two cores: a look-up may wait a few milliseconds, the
// requests behind the loop should not. On Linux a thread's nice value is its own (setpriority with pid 0 is the
// calling thread); elsewhere it would be the whole server's, so it is left alone there.
if (process.platform === 'linux') setPriority(10);

const { plainDefinitions, siteSenses, senseWords } = (workerData ?? {}) as Parameters<typeof createDictionary>[0] & {};
const dictionary = createDictionary({ plainDefinitions, siteSenses, senseWords });

export type DictionaryTask =
  | { kind: 'define'; word: string; options: DefineOptions }
  | { kind: 'resolve'; text: string }
  | { kind: 'warm' };

export default async function run(task: DictionaryTask) {
  if (task.kind === 'define') return dictionary.define(task.word, task.options);
  if (task.kind === 'resolve') return resolvePassageChoices(task.text, await dictionary.chooser());
  dictionary.warm();
  await dictionary.chooser();
  return null;
}
