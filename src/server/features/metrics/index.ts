// Prometheus metrics behind METRICS_TOKEN.
export { createMetrics, type Metrics } from './metrics.ts';
export { metricsRoutes } from './routes.ts';
