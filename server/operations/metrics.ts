import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHealth } from '../db/postgres-pool';

/** Distinct GraphQL operation names kept as labels; names are chosen by clients, so the rest count as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** The first named operation of a document, when the request does not say which one. */
const FIRST_OPERATION = /(?:^|[\s}])(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's Prometheus metrics, in a registry of its own (tests build many servers in one process).
 * In a worker of `WORKERS`, the registry is also what the primary collects from every worker.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'vitrine_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['method', 'route', 'status'] as const, registers: [this.registry] });
  private readonly latency = new Histogram({ name: 'vitrine_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route', labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  private readonly operations = new Counter({ name: 'vitrine_graphql_operations_total', help: 'GraphQL requests answered, by operation name and status', labelNames: ['operation', 'status'] as const, registers: [this.registry] });
  private readonly operationLatency = new Histogram({ name: 'vitrine_graphql_operation_duration_seconds', help: 'Time to answer a GraphQL request, by operation name', labelNames: ['operation'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  private readonly cache = new Counter({ name: 'vitrine_response_cache_requests_total', help: 'GraphQL answers by response cache outcome (hit, miss, bypass)', labelNames: ['outcome'] as const, registers: [this.registry] });
  private readonly errors = new Counter({ name: 'vitrine_errors_total', help: 'Failed requests: server errors (5xx) and those refused because the database was away', labelNames: ['kind'] as const, registers: [this.registry] });
  private readonly operationNames = new Set<string>();

  constructor(health: DatabaseHealth | undefined, options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'vitrine_' });
    if (health) {
      // Read when scraped rather than tracked on every change.
      new Gauge({
        name: 'vitrine_database_pool_connections',
        help: 'Database pool connections: open, idle, requests waiting for one, and the maximum',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const use = health.poolUse();
          for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
        },
      });
      new Gauge({
        name: 'vitrine_database_available',
        help: '1 while the database answers, 0 while it is away (with WORKERS, 0 when any worker cannot reach it)',
        aggregator: 'min',
        registers: [this.registry],
        collect() {
          this.set(health.available ? 1 : 0);
        },
      });
      new Gauge({
        name: 'vitrine_database_connection_faults',
        help: 'Database connection faults seen since start: lost (an open connection ended) and unreachable',
        labelNames: ['kind'] as const,
        registers: [this.registry],
        collect() {
          for (const kind of ['lost', 'unreachable'] as const) this.set({ kind }, health.faults[kind]);
        },
      });
    }
    if (cluster.isWorker) {
      // Answers the primary's collection (prom-client's cluster protocol) with this worker's registry.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([this.registry]);
    }
  }

  /** Counts one answered request; `route` is the route's pattern (`/graphql`, `/*`), never the raw URL. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number; body?: unknown; query?: unknown; cache?: string }): void {
    const { method, route, status, seconds } = request;
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
    if (status >= 500) this.errors.inc({ kind: status === 503 ? 'unavailable' : 'server_error' });
    if (route !== '/graphql' || method === 'OPTIONS') return;
    const operation = this.operationLabel(method === 'GET' ? request.query : request.body);
    this.operations.inc({ operation, status: String(status) });
    this.operationLatency.observe({ operation }, seconds);
    if (request.cache) this.cache.inc({ outcome: request.cache.toLowerCase() });
  }

  /** Prometheus text of this process, or of every worker summed when scraped in a worker. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    if (cluster.isWorker && process.send) return { contentType: this.registry.contentType, body: await askPrimaryForMetrics() };
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private operationLabel(params: unknown): string {
    if (Array.isArray(params)) return 'batch';
    if (!params || typeof params !== 'object') return 'none';
    const { operationName, query } = params as { operationName?: unknown; query?: unknown };
    const named = typeof operationName === 'string' && operationName ? operationName : typeof query === 'string' ? FIRST_OPERATION.exec(query)?.[2] : undefined;
    if (!named) return 'anonymous';
    if (!OPERATION_NAME.test(named)) return 'other';
    if (this.operationNames.has(named)) return named;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(named);
    return named;
  }
}

/** Messages between a worker's /metrics and its primary, which sums every worker's registry. */
export const METRICS_REQUEST = 'vitrine:metrics-request';
export const METRICS_RESPONSE = 'vitrine:metrics-response';
let nextMetricsRequest = 0;

function askPrimaryForMetrics(): Promise<string> {
  const id = nextMetricsRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary process did not send the metrics of the workers'));
    }, 6_000);
    const onMessage = (message: { type?: string; id?: number; metrics?: string; error?: string }) => {
      if (message?.type !== METRICS_RESPONSE || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.metrics ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In the primary: answers a worker's request with every worker's metrics summed (counters, histograms, pool gauges). */
export function serveWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (metrics) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: message.id, metrics }),
      (error: Error) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: message.id, error: error.message }),
    );
  });
}
