// Runs in a worker thread (dictionary-pool.ts): choosing a word's meaning takes a few milliseconds of work in one
// piece, up to about 20 for a verb with fifty senses the first time it is asked, and a passage's table takes
// hundreds; none of it may hold the server's event loop (decision 027). WordNet, the sense model and the
// translations live in this thread.
import { workerData } from 'piscina';
import { resolvePassageSenses } from './passage-senses.ts';
import { createDictionary, type DefineOptions } from './service.ts';

const { plainDefinitions } = (workerData ?? {}) as { plainDefinitions?: Record<string, string> };
const dictionary = createDictionary({ plainDefinitions });

export type DictionaryTask =
  | { kind: 'define'; word: string; options: DefineOptions }
  | { kind: 'resolve'; text: string }
  | { kind: 'warm' };

export default async function run(task: DictionaryTask) {
  if (task.kind === 'define') return dictionary.define(task.word, task.options);
  if (task.kind === 'resolve') return resolvePassageSenses(task.text, await dictionary.chooser());
  dictionary.warm();
  await dictionary.chooser();
  return null;
}
