// A volunteer's monitor asking /healthz one request at a time, from a thread
// of its own: the test's own thread is busy flooding the server or reading
// large answers, and would otherwise add its own delays to the figures.
import { Worker } from 'node:worker_threads';

// Plain JavaScript (a worker from a string does not go through the TypeScript loader).
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let polling = false;
parentPort.on('message', async (ask) => {
  if (ask === 'stop') { polling = false; return; }
  polling = true;
  const samples = [];
  while (polling && samples.length < ask.count) {
    const t0 = performance.now();
    const res = await fetch(workerData.url + '/healthz');
    await res.arrayBuffer();
    if (!res.ok) throw new Error('/healthz answered ' + res.status);
    samples.push(performance.now() - t0);
  }
  polling = false;
  parentPort.postMessage(samples);
});
`;

export type HealthzProbe = {
  /** `count` answers in a row (or fewer if `stop` comes first), each one's time in ms. */
  sample(count?: number): Promise<number[]>;
  /** Ends the sampling under way; its promise then resolves with what it has. */
  stop(): void;
  close(): Promise<void>;
};

export function startHealthzProbe(url: string): HealthzProbe {
  const worker = new Worker(POLLER, { eval: true, workerData: { url } });
  let failed: Error | null = null;
  worker.on('error', (error) => {
    failed = error;
  });
  return {
    sample(count = Number.MAX_SAFE_INTEGER) {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ count });
      });
    },
    stop() {
      worker.postMessage('stop');
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** The 99th percentile of a set of times. */
export function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0;
}

/** What the issue asks of /healthz under attack: its p99 within twice the idle p99, plus 5 ms. */
export const allowedP99 = (idleP99: number) => 2 * idleP99 + 5;

export const METRICS_TOKEN = 'reliability-metrics-token-0123456789';

/**
 * The server's own figure: the longest the event loop was held since the
 * last call (prom-client's nodejs_eventloop_lag_max_seconds, reset by each
 * scrape), in ms. Needs the server started with METRICS_TOKEN.
 */
export async function longestLoopHoldMs(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_max_seconds '));
  return Number(line?.split(' ')[1] ?? Number.NaN) * 1000;
}
