// The part of autocannon's API the bench uses (it ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds the run lasted. */
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
