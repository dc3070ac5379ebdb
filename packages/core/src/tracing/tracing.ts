/**
 * OpenTelemetry traces, configured by the standard OTEL_* variables and off when they do not ask
 * for an exporter. Spans are made where this code owns the boundary: every HTTP listener (a server
 * span per request, its parent taken from the W3C `traceparent` header), the gateway chain's steps,
 * each subgraph fetch of a query plan, the proxies to identity and inference, the gRPC calls to
 * identity (the context travels in gRPC metadata) and, through @prisma/instrumentation, every
 * database query (packages/db enables it when tracing is on). Owning the boundaries, rather than
 * patching `node:http` with auto-instrumentation, works the same under ESM and the tsx loader, and
 * costs nothing when tracing is off: every helper checks `tracingEnabled()` before touching the API.
 *
 * Variables (read by the SDK): OTEL_TRACES_EXPORTER (`otlp`, `console` or `none`; default `otlp` when
 * an OTLP endpoint is set, else `none`), OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (OTLP over HTTP, JSON), OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_SERVICE_NAME (default: the process's name), OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER /
 * OTEL_TRACES_SAMPLER_ARG, OTEL_BSP_* (batching), OTEL_SDK_DISABLED.
 */
import {
  context,
  propagation,
  trace,
  SpanKind,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TRACER = 'svc-platform';
let enabled = false;

export function tracingEnabled(): boolean {
  return enabled;
}

/** Starts the SDK when the environment asks for an exporter; returns the flush-and-stop to call at shutdown. */
export async function startTracing(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => Promise<void>) | null> {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const kind = env.OTEL_TRACES_EXPORTER || (endpoint ? 'otlp' : 'none');
  if (kind === 'none') return null;
  if (kind !== 'otlp' && kind !== 'console')
    throw new Error(`OTEL_TRACES_EXPORTER: must be otlp, console or none, got "${kind}"`);
  // Loaded only when tracing is on, so a process without it starts without the SDK.
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor, ConsoleSpanExporter },
    { OTLPTraceExporter },
    { Resource },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/core'),
  ]);
  const exporter = kind === 'console' ? new ConsoleSpanExporter() : new OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: Resource.default().merge(new Resource({ 'service.name': env.OTEL_SERVICE_NAME || service })),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // Registers the AsyncLocalStorage context manager, so the active span follows awaits.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  enabled = true;
  return async () => {
    enabled = false;
    await provider.shutdown();
  };
}

const tracer = () => trace.getTracer(TRACER);

type Carrier = Record<string, string | string[] | undefined>;
const getter = {
  keys: (c: Carrier) => Object.keys(c),
  get: (c: Carrier, k: string) => c[k],
};

/** Writes the active context (traceparent, tracestate) into outgoing headers; no-op when off. */
export function injectTraceContext(headers: Record<string, string | string[] | number | undefined>): void {
  if (enabled) propagation.inject(context.active(), headers);
}

/** The trace id of the active span, or null (tracing off, or no span). */
export function activeTraceId(): string | null {
  if (!enabled) return null;
  const sc = trace.getActiveSpan()?.spanContext();
  return sc && trace.isSpanContextValid(sc) ? sc.traceId : null;
}

const spanTraceIds = new WeakMap<IncomingMessage, string>();

/** The trace id of the server span traceHttpRequest made for `req`, if any. */
export function requestSpanTraceId(req: IncomingMessage): string | null {
  return spanTraceIds.get(req) ?? null;
}

/**
 * Runs `handle` inside a SERVER span for one HTTP request, parented by the request's traceparent;
 * the span ends when the response finishes (or the socket closes), with the status code. When
 * tracing is off this is `handle()`.
 */
export function traceHttpRequest(req: IncomingMessage, res: ServerResponse, name: string, handle: () => void): void {
  if (!enabled) {
    handle();
    return;
  }
  const parent = propagation.extract(context.active(), req.headers as Carrier, getter);
  const span = tracer().startSpan(
    name,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method ?? 'GET', 'url.path': (req.url ?? '/').split('?')[0] },
    },
    parent,
  );
  spanTraceIds.set(req, span.spanContext().traceId);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  context.with(trace.setSpan(parent, span), handle);
}

/** Runs `fn` inside a child span of the active one (INTERNAL unless `kind` says otherwise); `fn()` when off. */
export function inSpan<T>(
  name: string,
  fn: (span: Span | null) => T,
  opts: { kind?: SpanKind; attributes?: Attributes } = {},
): T {
  if (!enabled) return fn(null);
  return tracer().startActiveSpan(
    name,
    { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes },
    (span) => {
      const fail = (e: unknown) => {
        span.recordException(e as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (e as Error)?.message });
        span.end();
        throw e;
      };
      try {
        const out = fn(span);
        if (out && typeof (out as { then?: unknown }).then === 'function') {
          return (out as unknown as Promise<unknown>).then((v) => {
            span.end();
            return v;
          }, fail) as T;
        }
        span.end();
        return out;
      } catch (e) {
        return fail(e);
      }
    },
  );
}

/** Runs `fn` with the context carried in gRPC-style metadata entries (a server side of a call). */
export function withExtractedContext<T>(carrier: Carrier, fn: () => T): T {
  if (!enabled) return fn();
  return context.with(propagation.extract(context.active(), carrier, getter), fn);
}

export { SpanKind, type Context };

/** A request listener whose every request runs inside its server span (see traceHttpRequest). */
export function tracedListener(
  spanName: (req: IncomingMessage) => string,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) =>
    enabled ? traceHttpRequest(req, res, spanName(req), () => handler(req, res)) : handler(req, res);
}

/**
 * Runs `fn` inside a new active span that ends when `fn` calls `done` (a callback-style operation:
 * a gRPC handler answers through its callback, after `fn` has returned). `fn(() => {})` when off.
 */
export function inSpanUntilDone(
  name: string,
  opts: { kind?: SpanKind; attributes?: Attributes },
  fn: (done: (err?: unknown) => void) => void,
): void {
  if (!enabled) {
    fn(() => {});
    return;
  }
  tracer().startActiveSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes }, (span) => {
    let ended = false;
    fn((err) => {
      if (ended) return;
      ended = true;
      if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
      span.end();
    });
  });
}

/** The trace context as key/value pairs for a carrier that is not a header object (gRPC metadata). */
export function traceContextEntries(): Array<[string, string]> {
  if (!enabled) return [];
  const out: Record<string, string> = {};
  propagation.inject(context.active(), out);
  return Object.entries(out);
}
