import * as grpc from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatusMap } from 'grpc-health-check';
import { PortInUseError, SpanKind, inSpanUntilDone, tracingEnabled, withExtractedContext } from '@svc/core';

/**
 * Each unary handler runs inside a SERVER span parented by the context in the call's metadata
 * (traceparent), ending when it answers. Nothing changes while tracing is off.
 */
function traced(
  def: grpc.ServiceDefinition,
  impl: grpc.UntypedServiceImplementation,
): grpc.UntypedServiceImplementation {
  const out: grpc.UntypedServiceImplementation = {};
  for (const [name, handler] of Object.entries(impl)) {
    const method = def[name];
    if (!method || method.requestStream || method.responseStream) {
      out[name] = handler;
      continue;
    }
    const unary = handler as grpc.handleUnaryCall<unknown, unknown>;
    out[name] = ((call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      if (!tracingEnabled()) return unary(call, callback);
      const carrier: Record<string, string> = {};
      for (const key of ['traceparent', 'tracestate']) {
        const v = call.metadata.get(key)[0];
        if (typeof v === 'string') carrier[key] = v;
      }
      withExtractedContext(carrier, () =>
        inSpanUntilDone(
          `grpc ${method.path.slice(1)}`,
          { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'grpc', 'rpc.method': name } },
          (done) =>
            unary(call, (err, value, trailer, flags) => {
              done(err);
              callback(err, value, trailer, flags);
            }),
        ),
      );
    }) as grpc.handleUnaryCall<unknown, unknown>;
  }
  return out;
}

/**
 * The RPCs of a generated `…Handlers` interface (src/generated), without the index signature it
 * inherits from grpc.UntypedServiceImplementation, so that a handler object typed with it (or with
 * Pick/Omit of it, for a service served in part) must define each RPC with its generated types.
 */
export type ServiceHandlers<H> = { [K in keyof H as string extends K ? never : K]: H[K] };

export interface GrpcServerHandle {
  server: grpc.Server;
  port: number;
  health: HealthImplementation;
  stop(): Promise<void>;
}

/**
 * Starts a gRPC server with the standard health service (grpc.health.v1) registered.
 * `services` maps a service definition to its implementation.
 */
export async function startGrpcServer(opts: {
  host: string;
  port: number;
  services: [grpc.ServiceDefinition, grpc.UntypedServiceImplementation][];
  healthStatus: ServingStatusMap;
}): Promise<GrpcServerHandle> {
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 4 * 1024 * 1024 });
  for (const [def, impl] of opts.services) server.addService(def, traced(def, impl));
  const health = new HealthImplementation(opts.healthStatus);
  health.addToServer(server);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${opts.host}:${opts.port}`, grpc.ServerCredentials.createInsecure(), (err, p) => {
      if (err)
        reject(
          /address already in use|EADDRINUSE|No address added/i.test(err.message)
            ? new PortInUseError(opts.port, opts.host)
            : err,
        );
      else resolve(p);
    }),
  );
  return {
    server,
    port,
    health,
    stop: () =>
      new Promise<void>((resolve) => {
        const t = setTimeout(() => server.forceShutdown(), 5000);
        server.tryShutdown(() => {
          clearTimeout(t);
          resolve();
        });
      }),
  };
}
