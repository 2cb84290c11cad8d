// A new AI passage's word senses (decision 034): the AI chooses each word's sense among the options the site's model
// gives it, through the real OpenAI-compatible client and a local server speaking that protocol. Only an option
// counts; the model's choice stands for anything else, and for every word when the AI service fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordSenseChoice } from '#src/domain/library.ts';
import { createOpenAiClient } from '#src/server/ai/openai-compatible.ts';
import { chooseWordSenses } from '#src/server/ai/tasks/word-senses/index.ts';
import { type ChatRequest, type OpenAiTestServer, startOpenAiServer } from '../support/openai-server.ts';

const STORY = 'Amira keeps her money in the bank. Then she sits by the river bank.';
const option = (sense: string, definition: string) => ({ sense, definition });
const CHOICES: WordSenseChoice[] = [
  {
    at: 13,
    word: 'money',
    sense: 'money%1:21:00::',
    options: [option('money%1:21:00::', 'the most common medium of exchange')],
  },
  {
    at: 29,
    word: 'bank',
    sense: 'bank%1:17:01::',
    options: [
      option('bank%1:17:01::', 'sloping land beside a body of water'),
      option('bank%1:14:00::', 'a financial institution that accepts deposits'),
    ],
  },
  {
    at: 48,
    word: 'sits',
    sense: 'sit%2:35:00::',
    options: [option('sit%2:35:00::', 'be seated'), option('sit%2:38:00::', 'take a seat')],
  },
  {
    at: 62,
    word: 'bank',
    sense: 'bank%1:17:01::',
    options: [
      option('bank%1:17:01::', 'sloping land beside a body of water'),
      option('bank%1:14:00::', 'a financial institution that accepts deposits'),
    ],
  },
];

/** An editor's answer: the money bank first, a letter no option has for the sitting, the river bank left out. */
function editor(request: ChatRequest): string {
  const { words } = JSON.parse(request.messages[1]?.content ?? '{}') as { words: { n: number; word: string }[] };
  return JSON.stringify({
    senses: words.flatMap((w) =>
      w.word === 'sits' ? [{ n: w.n, option: 'q' }] : w.n === 0 ? [{ n: 0, option: 'b' }] : [],
    ),
  });
}

describe('word senses an AI chooses', () => {
  let server: OpenAiTestServer;
  const warnings: object[] = [];
  const log = { warn: (obj: object) => warnings.push(obj) };
  const ai = () => createOpenAiClient({ baseURL: server.url, model: 'test-model', timeoutMs: 2000 });

  beforeAll(async () => {
    server = await startOpenAiServer(editor);
  });
  afterAll(() => server.close());

  it("takes the AI's option where it names one, and keeps the model's for a wrong letter or a word left out", async () => {
    const table = await chooseWordSenses(ai(), STORY, CHOICES, { signal: new AbortController().signal, log });
    expect(table).toEqual([
      { at: 13, word: 'money', sense: 'money%1:21:00::' },
      { at: 29, word: 'bank', sense: 'bank%1:14:00::' },
      { at: 48, word: 'sits', sense: 'sit%2:35:00::' },
      { at: 62, word: 'bank', sense: 'bank%1:17:01::' },
    ]);
    // Asked about the three words with a choice, by letter, with the story; never about 'money'.
    const asked = JSON.parse(server.requests.at(-1)?.messages[1]?.content ?? '{}');
    expect(asked.story).toBe(STORY);
    expect(asked.words.map((w: { word: string }) => w.word)).toEqual(['bank', 'sits', 'bank']);
    expect(asked.words[0].options).toEqual({
      a: 'sloping land beside a body of water',
      b: 'a financial institution that accepts deposits',
    });
    expect(warnings).toContainEqual(expect.objectContaining({ refused: 1, asked: 3 }));
  });

  it("keeps the model's table when the AI service fails", async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const table = await chooseWordSenses(ai(), STORY, CHOICES, { signal: new AbortController().signal, log });
    expect(table.map((e) => e.sense)).toEqual(CHOICES.map((c) => c.sense));
  });
});
