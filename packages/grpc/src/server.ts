import * as grpc from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatusMap } from 'grpc-health-check';
import { PortInUseError } from '@svc/core';

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
  for (const [def, impl] of opts.services) server.addService(def, impl);
  const health = new HealthImplementation(opts.healthStatus);
  health.addToServer(server);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${opts.host}:${opts.port}`, grpc.ServerCredentials.createInsecure(), (err, p) => {
      if (err) reject(/address already in use|EADDRINUSE|No address added/i.test(err.message) ? new PortInUseError(opts.port, opts.host) : err);
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
