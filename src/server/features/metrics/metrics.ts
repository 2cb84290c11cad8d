// What volunteers watch: requests by route, AI calls and failures,
// the writing checker's queue and the database pool, in Prometheus format.
// One registry per app, so tests can build several apps in one process.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type AiClient, AiError } from '#src/server/ai/provider.ts';

/** Read when /metrics is scraped; nothing is sampled in between. */
export type MetricSources = {
  aiInFlight: () => number;
  analysis: () => { queued: number; threads: number };
  /** PostgreSQL's connection pool; SQLite has one connection and no pool. */
  dbPool?: () => { total: number; idle: number; waiting: number; max: number };
  /** Volunteer tutors' queue (decision 038), read from the database: the same on every instance. */
  tutoring?: () => Promise<{
    waiting: number;
    oldestWaitingSeconds: number;
    medianAnswerSeconds: number | null;
    tutorsActiveLast7Days: number;
  }>;
};

export function createMetrics() {
  const registry = new Registry();
  // Memory, CPU, event-loop delay and the like, under process_ and nodejs_.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const aiCalls = new Counter({
    name: 'ai_calls_total',
    help: 'Calls to the AI service, by task.',
    labelNames: ['task'] as const,
    registers,
  });
  const aiFailures = new Counter({
    name: 'ai_call_failures_total',
    help: 'AI calls that failed, by task and kind (timeout, rate-limited, server, invalid-answer, cancelled).',
    labelNames: ['task', 'kind'] as const,
    registers,
  });
  const reportHidesHeld = new Counter({
    name: 'content_report_hides_held_total',
    help: 'Items that reached the report threshold but stayed listed: reports already hide the allowed share of the library (issue 30). A volunteer should run npm run admin -- reports.',
    registers,
  });

  let sources: MetricSources | null = null;
  new Gauge({
    name: 'ai_calls_in_flight',
    help: 'AI calls running now on this instance (at most AI_MAX_CONCURRENCY).',
    registers,
    collect() {
      if (sources) this.set(sources.aiInFlight());
    },
  });
  new Gauge({
    name: 'analysis_queue_depth',
    help: 'Writing texts waiting for a checker thread (at most ANALYSIS_QUEUE).',
    registers,
    collect() {
      if (sources) this.set(sources.analysis().queued);
    },
  });
  new Gauge({
    name: 'analysis_threads',
    help: 'Writing checker threads running (at most ANALYSIS_THREADS).',
    registers,
    collect() {
      if (sources) this.set(sources.analysis().threads);
    },
  });
  // One reading of the tutors' figures per scrape: the first gauge reads them, the others show the same reading.
  const tutorGauges = {
    oldest: new Gauge({
      name: 'tutoring_oldest_waiting_seconds',
      help: 'How long the oldest text waiting for a volunteer tutor has waited (0 when none waits).',
      registers: [],
    }),
    median: new Gauge({
      name: 'tutoring_median_answer_seconds',
      help: "Median time from a learner's request to a tutor's answer, over the answers of the last 30 days (NaN when none).",
      registers: [],
    }),
    active: new Gauge({
      name: 'tutoring_tutors_active',
      help: 'Tutors who took or answered a text in the last 7 days.',
      registers: [],
    }),
  };
  new Gauge({
    name: 'tutoring_queue_length',
    help: 'Texts waiting for a volunteer tutor (not held by one, not answered).',
    registers,
    async collect() {
      if (!sources?.tutoring) return;
      const stats = await sources.tutoring();
      this.set(stats.waiting);
      tutorGauges.oldest.set(stats.oldestWaitingSeconds);
      tutorGauges.median.set(stats.medianAnswerSeconds ?? Number.NaN);
      tutorGauges.active.set(stats.tutorsActiveLast7Days);
    },
  });
  for (const gauge of Object.values(tutorGauges)) registry.registerMetric(gauge);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting: requests waiting for one; max).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources?.dbPool?.();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
    },
  });

  return {
    registry,
    watch(next: MetricSources) {
      sources = next;
    },
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    reportHideHeld() {
      reportHidesHeld.inc();
    },
    /** The same client, counting each call and each failure. */
    instrumentAi(client: AiClient): AiClient {
      const counted = async <T>(task: string, call: () => Promise<T>): Promise<T> => {
        aiCalls.inc({ task });
        try {
          return await call();
        } catch (error) {
          aiFailures.inc({ task, kind: error instanceof AiError ? error.kind : 'other' });
          throw error;
        }
      };
      return {
        model: client.model,
        completeJson: (task, signal) => counted(task.name, () => client.completeJson(task, signal)),
        streamText: (messages, signal, onDelta) => counted('text', () => client.streamText(messages, signal, onDelta)),
      };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
