// How many learners one server carries (issue 34): virtual learners (HTTP
// with their own session cookie, no browser) make the calls the site's pages
// make, in a learner's order and with a learner's pauses (seconds, from a
// seeded generator): sign in, the Hub, a level, a story, 10 taps for word
// help, the quiz, a saved word, a writing task, feedback on 200 words, the
// text completed, sign out. Each learner starts at a random point of its
// session, so a short step sees the same mix of calls as an hour of use.
// The count steps up (BENCH_LEARNERS_STEPS) until a step has an error or a
// p99 three times a target; the largest count at p99 < 300 ms for page calls,
// < 3 s for feedback and 0 errors is the capacity. The site runs as in production (dist/, NODE_ENV=production),
// behind a proxy as it would be (TRUST_PROXY=loopback), so each learner
// comes from an address of its own, like learners at home do.
import { randomUUID } from 'node:crypto';
import { plausibleReading } from '../src/domain/activity.ts';
import { SECURITY_QUESTIONS } from '../src/domain/enums.ts';
import { learnerText } from './learner-text.ts';
import { startBenchPostgres } from './postgres.ts';
import { builtSiteExists, cpuMs, rssMb, startSite, waitUntilSettled } from './site.ts';

const QUICK = process.env.BENCH_LEARNERS_FULL !== '1';
/** Seconds each step measures: 30 in the quick mode (a shared 2-core machine), 120 with BENCH_LEARNERS_FULL=1. */
const STEP_SECONDS = Number(process.env.BENCH_LEARNERS_SECONDS ?? (QUICK ? 30 : 120));
const STEPS = (process.env.BENCH_LEARNERS_STEPS ?? (QUICK ? '10,40,160,320' : '10,20,40,80,160,320,640,1280'))
  .split(',')
  .map(Number);
const SEED = Number(process.env.BENCH_SEED ?? 34);
const PAGE_P99_MS = 300;
const FEEDBACK_P99_MS = 3000;
const PASSWORD = 'maple-river-stone';

/** mulberry32: a small seeded generator, so every run pauses the same way. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sample = { call: string; ms: number; ok: boolean; feedback: boolean; status: number; error?: string };

/** A learner's account, and the stories it read today: a learner who comes back opens another one (the site counts each once a day). */
type Account = { email: string; userId: string; address: string; read: Set<string> };

/** One learner's HTTP client: its cookie, its address, and every call timed. */
class Learner {
  cookie = '';
  constructor(
    readonly base: string,
    readonly account: Account,
    readonly record: (sample: Sample) => void,
  ) {}

  async call(call: string, path: string, init: { method?: string; body?: unknown } = {}) {
    const started = performance.now();
    let status = 0;
    let body: unknown = null;
    try {
      const res = await fetch(this.base + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          'x-forwarded-for': this.account.address,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      status = res.status;
      const set = res.headers.get('set-cookie');
      if (set) this.cookie = set.split(';')[0] ?? '';
      const text = await res.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      status = 0;
    }
    const ms = performance.now() - started;
    const ok = status >= 200 && status < 300;
    // A refusal names its reason, so a step that fails says why (issue 34: two 400s at 1,280 learners).
    const reason = (body as { error?: unknown } | null)?.error;
    const error = ok ? undefined : typeof reason === 'string' ? reason : undefined;
    this.record({ call, ms, ok, feedback: call === 'feedback', status, ...(error ? { error } : {}) });
    return body as Record<string, unknown> | null;
  }
}

type Story = { key: string; words: number; questions: number; openedAt: number };
type Task = { key: string; mode: string };

/**
 * One learner's session as a list of actions, each followed by its pause:
 * what the pages send, in order (src/web/features/*). A draft is kept on the
 * device (localStorage), so writing one sends nothing.
 */
function session(random: () => number) {
  const between = (low: number, high: number) => (low + random() * (high - low)) * 1000;
  const level =
    (['early-learner', 'intermediate', 'advanced-reader'] as const)[Math.floor(random() * 3)] ?? 'intermediate';
  const topic =
    (['daily-life', 'science', 'history', 'nature', 'travel', 'food'] as const)[Math.floor(random() * 6)] ??
    'daily-life';
  const mode =
    (['email-writing', 'essay-writing', 'letter-writing'] as const)[Math.floor(random() * 3)] ?? 'email-writing';
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  let story: Story | null = null;
  let task: Task | null = null;
  const tz = 'Europe/London';
  const actions: { name: string; pauseMs: number; run: (l: Learner) => Promise<void> }[] = [
    {
      name: 'sign in',
      pauseMs: between(2, 5),
      run: async (l) => {
        await l.call('sign in', '/api/user/login', { body: { email: l.account.email, password: PASSWORD } });
        await l.call('session', '/api/session');
        await l.call('capabilities', '/api/site/capabilities');
      },
    },
    {
      name: 'Hub',
      pauseMs: between(5, 15),
      run: async (l) => {
        await l.call('profile', `/api/user/${l.account.userId}/profile?tz=${encodeURIComponent(tz)}`);
        await l.call('preferences', `/api/user/${l.account.userId}/preferences`);
      },
    },
    {
      name: 'choose a level',
      pauseMs: between(3, 8),
      run: async (l) => {
        const list = await l.call('passage list', `/api/passages?level=${level}&topic=${topic}&limit=100`);
        const passages = (list?.passages as { key: string }[] | undefined) ?? [];
        const unread = passages.filter((p) => !l.account.read.has(p.key));
        story = { key: pick(unread)?.key ?? '', words: 0, questions: 0, openedAt: 0 };
      },
    },
    {
      name: 'open a story',
      pauseMs: between(20, 40),
      run: async (l) => {
        if (!story?.key) return;
        const body = await l.call('passage', `/api/passage-content?key=${encodeURIComponent(story.key)}`);
        const content = body?.content as { text?: string; questions?: unknown[] } | undefined;
        story.words = (content?.text ?? '').split(/\s+/).filter(Boolean).length;
        story.questions = content?.questions?.length ?? 0;
        story.openedAt = Date.now();
        await l.call('passage family', `/api/passage-family?key=${encodeURIComponent(story.key)}`);
      },
    },
    ...Array.from({ length: 10 }, (_, i) => ({
      name: `word help ${i + 1}`,
      pauseMs: between(4, 12),
      run: async (l: Learner) => {
        if (!story?.key) return;
        const words = [
          'rent',
          'deposit',
          'morning',
          'because',
          'neighbour',
          'market',
          'weather',
          'station',
          'busy',
          'ticket',
        ];
        const query = new URLSearchParams({ lang: 'en', passageKey: story.key, translate: 'fr', sentence: '' });
        await l.call('word help', `/api/dictionary/${words[i]}?${query}`);
      },
    })),
    {
      name: 'quiz',
      pauseMs: between(5, 15),
      run: async (l) => {
        if (!story?.key || !story.openedAt) return;
        // An honest claim: the seconds since the story was opened, and no more words than that allows. A learner
        // who has not had the story's reading time yet goes on reading (decision 033: a quicker reading and its quiz
        // do not count).
        const seconds = Math.max(1, Math.round((Date.now() - story.openedAt) / 1000));
        if (!plausibleReading(story.words, seconds)) return;
        const words = Math.min(Math.floor(story.words * 0.9), Math.floor((seconds / 60) * 300));
        const now = new Date().toISOString();
        const events = [
          ...(words > 0
            ? [
                {
                  id: randomUUID(),
                  occurredAt: now,
                  data: { type: 'reading-session', passageKey: story.key, words, seconds, mode: 'normal' },
                },
              ]
            : []),
          ...(story.questions > 0
            ? [
                {
                  id: randomUUID(),
                  occurredAt: now,
                  data: { type: 'quiz', passageKey: story.key, answers: Array(story.questions).fill(0) },
                },
              ]
            : []),
        ];
        if (events.length) {
          const answer = await l.call('activity', `/api/user/${l.account.userId}/activity`, {
            body: { events, timeZone: tz },
          });
          if (answer && 'accepted' in answer) l.account.read.add(story.key);
        }
      },
    },
    {
      name: 'save a word',
      pauseMs: between(3, 8),
      run: async (l) => {
        await l.call('save word', `/api/user/${l.account.userId}/words`, {
          body: { word: 'deposit', definition: 'money paid before you rent a flat', sentence: '' },
        });
      },
    },
    {
      name: 'open a writing task',
      pauseMs: between(120, 240), // writing the draft, kept on the device
      run: async (l) => {
        const list = await l.call('task list', `/api/writing-tasks?mode=${mode}&limit=100`);
        const key = pick((list?.tasks as { key: string }[] | undefined) ?? [])?.key;
        if (!key) return;
        task = { key, mode };
        await l.call('task', `/api/passage-content?key=${encodeURIComponent(key)}`);
        await l.call('writing guide', `/api/writing-guides/${mode}`);
        await l.call('attempts', `/api/user/${l.account.userId}/writing/attempts?taskKey=${encodeURIComponent(key)}`);
      },
    },
    {
      name: 'feedback',
      pauseMs: between(30, 90),
      run: async (l) => {
        if (!task) return;
        const text = learnerText(200);
        await l.call('feedback', '/api/evaluate-writing', {
          body: { writingText: text, prompt: '', writingMode: task.mode, wordCount: 200 },
        });
      },
    },
    {
      name: 'complete',
      pauseMs: between(10, 30),
      run: async (l) => {
        if (!task) return;
        const path = `/api/user/${l.account.userId}/writing/attempts`;
        await l.call('complete', path, {
          body: { id: randomUUID(), taskKey: task.key, text: learnerText(200), secondsUsed: 900 },
        });
        // The page asks again every 2 s while the saved text waits for its check.
        for (let i = 0; i < 10; i++) {
          const list = await l.call('attempts', `${path}?taskKey=${encodeURIComponent(task.key)}`);
          if (!(list?.attempts as { pending?: boolean }[] | undefined)?.some((a) => a.pending)) break;
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
        await l.call('profile', `/api/user/${l.account.userId}/profile?tz=${encodeURIComponent(tz)}`);
      },
    },
    {
      name: 'sign out',
      pauseMs: between(30, 120), // away before the next session
      run: async (l) => {
        await l.call('sign out', '/api/session/logout', { body: {} });
      },
    },
  ];
  return actions;
}

const sleep = (ms: number, until: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, until - performance.now()))));

async function register(base: string, index: number): Promise<Account> {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;
  const email = `learner.${index}.${randomUUID().slice(0, 8)}@example.org`;
  const res = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      username: `Learner ${index}`,
      email,
      password: PASSWORD,
      securityQuestion: SECURITY_QUESTIONS[0],
      securityAnswer: 'Milo',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email, address, userId: ((await res.json()) as { userId: string }).userId, read: new Set() };
}

/**
 * One learner, made ready to start at a random point of its session: what it had done before that point
 * (signed in, the story and the task open) is done now, unmeasured. Returns the run from that point on.
 */
async function prepareLearner(base: string, account: Account, seed: number) {
  const random = seeded(seed);
  const actions = session(random);
  const total = actions.reduce((sum, a) => sum + a.pauseMs, 0);
  let offset = random() * total;
  let at = 0;
  while (at < actions.length - 1 && offset > (actions[at]?.pauseMs ?? 0)) {
    offset -= actions[at]?.pauseMs ?? 0;
    at++;
  }
  const before = new Learner(base, account, () => {});
  for (const name of ['sign in', 'choose a level', 'open a story', 'open a writing task']) {
    const index = actions.findIndex((a) => a.name === name);
    if (index < at) await actions[index]?.run(before);
  }
  return async (end: number, record: (s: Sample) => void) => {
    const learner = new Learner(base, account, record);
    learner.cookie = before.cookie;
    await sleep(offset, end);
    while (performance.now() < end) {
      for (; at < actions.length && performance.now() < end; at++) {
        const action = actions[at];
        if (!action) break;
        await action.run(learner);
        await sleep(action.pauseMs, end);
      }
      at = 0;
    }
  };
}

export type LearnerStep = {
  learners: number;
  calls: number;
  pageP50: number;
  pageP99: number;
  feedbackP99: number | null;
  feedbacks: number;
  errors: number;
  errorKinds: string;
  cpuSecondsPerLearnerMinute: number | null;
  peakRssMb: number | null;
  met: boolean;
};
export type LearnerEngineResult =
  | { engine: string; steps: LearnerStep[]; startRssMb: number | null }
  | { engine: string; skipped: string };

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<LearnerEngineResult> {
  let env: Record<string, string> = {};
  let stopDatabase = async () => {};
  if (engine === 'postgres') {
    const database = await startBenchPostgres();
    if ('skipped' in database) return { engine, skipped: database.skipped };
    env = { DATABASE_URL: database.url, APP_SECRET: 'a-bench-secret-of-at-least-thirty-two-characters' };
    stopDatabase = database.stop;
  }
  const site = await startSite({
    ...env,
    TRUST_PROXY: 'loopback',
    ANALYSIS_THREADS: process.env.ANALYSIS_THREADS ?? '1',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitUntilSettled(site.pid);
    const startRssMb = rssMb(site.pid);
    // A server that has been up a while: every call once (word help's tables and the checker load on first use).
    const warm = new Learner(site.url, await register(site.url, 1 << 20), () => {});
    for (const action of session(seeded(SEED))) await action.run(warm);
    await waitUntilSettled(site.pid);
    const accounts: Account[] = [];
    const steps: LearnerStep[] = [];
    for (const count of STEPS) {
      // New accounts for this step's extra learners, four at a time (the argon2 cost is sign-up's, not the step's).
      for (let i = accounts.length; i < count; i += 4)
        accounts.push(
          ...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => register(site.url, i + j)))),
        );
      // Each learner's state before its random point, four at a time, before the clock starts.
      const ready: Awaited<ReturnType<typeof prepareLearner>>[] = [];
      for (let i = 0; i < count; i += 4)
        ready.push(
          ...(await Promise.all(
            accounts
              .slice(i, Math.min(count, i + 4))
              .map((a, j) => prepareLearner(site.url, a, SEED * 1_000_003 + count * 10_007 + i + j)),
          )),
        );
      await waitUntilSettled(site.pid);
      const samples: Sample[] = [];
      let peakRssMb = rssMb(site.pid) ?? 0;
      const sampler = setInterval(() => {
        peakRssMb = Math.max(peakRssMb, rssMb(site.pid) ?? 0);
      }, 250);
      const cpuBefore = cpuMs(site.pid);
      const started = performance.now();
      const end = started + STEP_SECONDS * 1000;
      await Promise.all(ready.map((run) => run(end, (s) => samples.push(s))));
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = cpuMs(site.pid);
      const page = samples.filter((s) => !s.feedback).map((s) => s.ms);
      const feedback = samples.filter((s) => s.feedback).map((s) => s.ms);
      const failed = samples.filter((s) => !s.ok);
      const byCall = new Map<string, number[]>();
      for (const sample of samples) byCall.set(sample.call, [...(byCall.get(sample.call) ?? []), sample.ms]);
      const slowest = [...byCall]
        .map(([call, ms]) => ({ call, p99: percentile(ms, 99), n: ms.length }))
        .sort((a, b) => b.p99 - a.p99)
        .slice(0, 3)
        .map((c) => `${c.call} ${c.p99.toFixed(0)} ms (${c.n})`)
        .join(', ');
      const kinds = new Map<string, number>();
      for (const f of failed) {
        const kind = `${f.call} ${f.status}${f.error ? ` "${f.error}"` : ''}`;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      const step: LearnerStep = {
        learners: count,
        calls: samples.length,
        pageP50: percentile(page, 50),
        pageP99: percentile(page, 99),
        feedbackP99: feedback.length ? percentile(feedback, 99) : null,
        feedbacks: feedback.length,
        errors: failed.length,
        errorKinds: [...kinds].map(([k, n]) => `${k} ×${n}`).join(', '),
        cpuSecondsPerLearnerMinute:
          cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / 1000 / (count * (seconds / 60)),
        peakRssMb,
        met: false,
      };
      step.met = step.pageP99 < PAGE_P99_MS && (step.feedbackP99 ?? 0) < FEEDBACK_P99_MS && step.errors === 0;
      steps.push(step);
      console.log(
        `  ${engine} ${count} learners: ${step.calls} calls, page p99 ${step.pageP99.toFixed(0)} ms, feedback p99 ${step.feedbackP99?.toFixed(0) ?? '-'} ms, ${step.errors} errors${step.errorKinds ? ` (${step.errorKinds})` : ''}; slowest p99: ${slowest}; RSS peak ${step.peakRssMb?.toFixed(0)} MB`,
      );
      // A shared machine's hiccup can fail one short step (with under 100 calls, p99 is the slowest call), so the
      // count goes on up unless the step was clearly overloaded: errors, or p99 three times the target.
      if (step.errors > 0 || step.pageP99 > 3 * PAGE_P99_MS || (step.feedbackP99 ?? 0) > 3 * FEEDBACK_P99_MS) break;
    }
    return { engine, steps, startRssMb };
  } finally {
    await site.stop();
    await stopDatabase();
  }
}

export async function benchLearners(): Promise<LearnerEngineResult[] | { skipped: string }> {
  if (!builtSiteExists()) return { skipped: 'no built site: run `npm run build` first' };
  const results: LearnerEngineResult[] = [];
  // BENCH_LEARNERS_ENGINES=sqlite runs one engine only.
  const engines = (process.env.BENCH_LEARNERS_ENGINES?.split(',') ?? ['sqlite', 'postgres']) as (
    | 'sqlite'
    | 'postgres'
  )[];
  for (const engine of engines) results.push(await benchEngine(engine));
  return results;
}

export function printLearners(result: LearnerEngineResult[] | { skipped: string }) {
  if ('skipped' in result) {
    console.log(`learner load: skipped (${result.skipped})`);
    return;
  }
  console.log(
    `\nlearner load: virtual learners with a learner's pauses, ${STEP_SECONDS} s a step (targets: page calls p99 < ${PAGE_P99_MS} ms, feedback p99 < ${FEEDBACK_P99_MS} ms, 0 errors)`,
  );
  for (const r of result) {
    if ('skipped' in r) {
      console.log(`${r.engine}: skipped (${r.skipped})`);
      continue;
    }
    console.table(
      r.steps.map((s) => ({
        engine: r.engine,
        learners: s.learners,
        calls: s.calls,
        'page p50/p99 ms': `${s.pageP50.toFixed(0)}/${s.pageP99.toFixed(0)}`,
        'feedback p99 ms (n)': s.feedbackP99 === null ? '-' : `${s.feedbackP99.toFixed(0)} (${s.feedbacks})`,
        errors: s.errors,
        'CPU s per learner-minute': s.cpuSecondsPerLearnerMinute?.toFixed(3) ?? 'n/a',
        'peak RSS MB': s.peakRssMb?.toFixed(0) ?? 'n/a',
        met: s.met ? 'yes' : 'no',
        note: s.calls < 100 ? 'under 100 calls: p99 is the slowest' : '',
      })),
    );
    // The largest count that met the targets (a smaller one may have missed them on a hiccup of the machine).
    const best = [...r.steps].reverse().find((s) => s.met);
    const last = r.steps[r.steps.length - 1];
    console.log(
      `${r.engine}: ${best ? `${best.learners} learners at target` : 'no step met the targets'}${last?.met ? ` (the largest step tried; raise BENCH_LEARNERS_STEPS to find the limit)` : ''}; RSS at start ${r.startRssMb?.toFixed(0) ?? 'n/a'} MB`,
    );
  }
}
