/**
 * Prometheus metrics of one process, with prom-client: the default process and runtime metrics
 * (CPU, resident memory, heap, event-loop lag, GC, handles), the errors that escaped every handler
 * (processFaults), and a request-duration histogram per listener, route template and status. Each
 * service adds its own families to `registry`. Every family carries HELP and TYPE, so
 * `promtool check metrics` accepts the exposition.
 *
 * Route labels are templates the caller bounds (a route table's key, `other`), never raw paths:
 * a client must not be able to grow the registry one label value per request.
 */
import { createServer } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processFaults } from '../http/service.ts';

/** Request-duration buckets in seconds: sub-millisecond edge answers up to minute-long model calls. */
export const REQUEST_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120,
];

export interface ServiceMetrics {
  registry: Registry;
  /** One finished request: `listener` names the server (api, auth, http, metrics), `route` a template. */
  observeRequest(listener: string, route: string, status: number, seconds: number): void;
  /** The exposition text and its content type, for a /metrics handler. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  // Gauges named *_total break the exposition format's convention (promtool rejects them); the
  // same counts are in nodejs_active_handles / _requests / _resources, by type.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    registry.removeSingleMetric(name);
  new Counter({
    name: 'svc_process_faults_total',
    help: 'Errors that escaped every handler and were caught by the process guard (the process kept serving).',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const f = processFaults();
      this.reset();
      this.inc({ kind: 'uncaught_exception' }, f.uncaughtExceptions);
      this.inc({ kind: 'unhandled_rejection' }, f.unhandledRejections);
    },
  });
  const requests = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'Time from a request arriving to its response finishing, by listener, route template and status.',
    labelNames: ['listener', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  // prom-client hashes the label object on every observe; a child per label set is looked up once.
  const children = new Map<string, Histogram.Internal<'listener' | 'route' | 'status'>>();
  return {
    registry,
    observeRequest(listener, route, status, seconds) {
      const key = `${listener}\u0000${route}\u0000${status}`;
      let child = children.get(key);
      if (!child) {
        child = requests.labels(listener, route, String(status));
        children.set(key, child);
      }
      child.observe(seconds);
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** Answers a /metrics request with the exposition (any error is a 500 with no detail). */
export function sendMetrics(metrics: ServiceMetrics, res: import('node:http').ServerResponse): void {
  metrics.exposition().then(
    ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
    () => {
      if (!res.headersSent) res.writeHead(500).end();
    },
  );
}

/**
 * A listener of its own that serves only GET /metrics, for a process whose other listeners are
 * public (the gateway): scrapers reach it on an internal port that is never published.
 */
export function createMetricsServer(metrics: ServiceMetrics): import('node:http').Server {
  return createServer((req, res) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/metrics') return sendMetrics(metrics, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  });
}
