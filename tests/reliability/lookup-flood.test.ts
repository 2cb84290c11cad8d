// A security probe: one learner sent 8,688 dictionary look-ups with a long
// sentence in 10 s and /healthz's p99 went from 2.1 to 63.6 ms, because each
// look-up chose a sense over the whole sentence on the event loop with no
// limit. Now look-ups have a per-learner budget (429 beyond it) and each one
// holds the loop for a few milliseconds at most (decision 027).
import { afterAll, describe, expect, it } from 'vitest';
import { LOOKUP_LIMIT, LOOKUP_LIMIT_MESSAGE } from '#src/server/features/word-help/routes.ts';
import { registration } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { allowedP99, p99, startHealthzProbe } from './support/healthz-probe.ts';
import { createServerData, type ServerData, type ServerProcess, startServer } from './support/server-process.ts';

const PASSAGE = 'reading/early-learner/food/fx-food-one';
/** As long as the look-up accepts (1,000 characters), every word a content word the model weighs. */
const SENTENCE =
  'The tired farmer carried heavy baskets of fresh bread, ripe apples and cold milk across the busy market ' +
  'while children played near the old stone bridge and their mothers bought warm soup, bright flowers, ';
const LONG_SENTENCE = SENTENCE.repeat(6).slice(0, 1000);
const WORDS = ['farmer', 'carried', 'baskets', 'bread', 'apples', 'market', 'played', 'bridge', 'bought', 'flowers'];
/** Look-ups in flight at once: a script's flood (the probe's rate was about 870 a second). */
const LANES = 4;

describe.each(ENGINES)('one learner flooding dictionary look-ups on %s', (engine) => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await data?.dispose();
  });

  it('keeps /healthz answering and tells the flooder to wait (429) past the budget', async () => {
    data = await createServerData(engine);
    server = await startServer(data);
    const base = server.url;
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(res.status).toBe(201);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    let sent = 0;
    const lookUp = async () => {
      const word = WORDS[sent++ % WORDS.length] ?? 'bread';
      const query = new URLSearchParams({ lang: 'en', passageKey: PASSAGE, translate: 'fr', sentence: LONG_SENTENCE });
      const answer = await fetch(`${base}/api/dictionary/${word}?${query}`, { headers: { cookie } });
      return { status: answer.status, body: (await answer.json()) as { error?: string; retryAfter?: number } };
    };
    // A running site has its models loaded: the writing checker and the word-sense model (the first look-up).
    expect(
      (
        await fetch(`${base}/api/evaluate-writing`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            writingText: 'I like bread and milk. I eat them every day.',
            writingMode: 'email-writing',
          }),
        })
      ).status,
    ).toBe(200);
    expect((await lookUp()).status).toBe(200);

    const probe = startHealthzProbe(base);
    try {
      const idle = await probe.sample(400);
      // The flood: LANES look-ups in flight at all times until the monitor has its answers.
      const measuring = probe.sample(600);
      let flooding = true;
      void measuring.finally(() => {
        flooding = false;
      });
      const answers: { status: number; body: { error?: string; retryAfter?: number } }[] = [];
      // And on until the budget has run out: each look-up reads its 1,000 characters with the encoder (tens of
      // milliseconds in word help's thread), so the minute's 60 take a few seconds.
      const budgetSpent = () => answers.some((a) => a.status === 429) || answers.length > LOOKUP_LIMIT.max + 2 * LANES;
      await Promise.all(
        Array.from({ length: LANES }, async () => {
          while (flooding || !budgetSpent()) answers.push(await lookUp());
        }),
      );
      const busy = await measuring;
      const served = answers.filter((a) => a.status === 200).length;
      const refused = answers.filter((a) => a.status === 429);
      console.log(
        `${engine}: /healthz p99 idle ${p99(idle).toFixed(1)} ms, during the flood ${p99(busy).toFixed(1)} ms ` +
          `(${busy.length} answers); the flooder's ${answers.length} look-ups: ${served} answered, ${refused.length} told to wait (429)`,
      );
      expect(p99(busy)).toBeLessThanOrEqual(allowedP99(p99(idle)));
      expect(served).toBeLessThanOrEqual(LOOKUP_LIMIT.max);
      expect(refused.length).toBe(answers.length - served);
      expect(refused[0]?.body).toEqual({ error: LOOKUP_LIMIT_MESSAGE, retryAfter: expect.any(Number) });
    } finally {
      await probe.close();
    }
    expect(server.errors()).toEqual([]);
  });
});
