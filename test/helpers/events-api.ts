/**
 * The agents subgraph's events API (ADR 011) over real gRPC on loopback, for tests that wire an
 * events module themselves: the server as agents starts it (per-service verifiers, the module's
 * API), and a client per calling service with its own secret.
 */
import { randomBytes } from 'node:crypto';
import { createLogger } from '@svc/core';
import {
  createEventsClient,
  eventsServiceDefinition,
  serviceSecretDigest,
  ServiceVerifier,
  startGrpcServer,
  type EventsApi as EventsClient,
  type GrpcServerHandle,
} from '@svc/grpc';
import { eventsGrpcHandlers } from '../../subgraphs/agents/src/api/events-grpc.ts';
import type { EventsApi } from '../../subgraphs/agents/src/api/events-api.ts';

export interface EventsApiServer {
  server: GrpcServerHandle;
  target: string;
  /** A client authenticated as `service` (identity, inference, or one agents does not know). */
  client(service: string, opts?: { secret?: string; deadlineMs?: number }): EventsClient;
  /** The secret `service` authenticates with (for a process started with it in its environment). */
  secret(service: string): string;
  stop(): Promise<void>;
}

export async function startEventsApi(
  api: EventsApi,
  services: readonly string[] = ['identity', 'inference'],
): Promise<EventsApiServer> {
  const secrets = new Map(services.map((s) => [s, randomBytes(32).toString('base64url')]));
  const verifiers = new ServiceVerifier(
    [...secrets].map(([s, secret]) => `${s}:${serviceSecretDigest(secret)}`).join(','),
    'SVC-EVENTS-API-UNAUTHENTICATED',
  );
  const log = createLogger('events-api-test', { level: 'silent' });
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    healthStatus: { '': 'SERVING' },
    services: [[eventsServiceDefinition(), eventsGrpcHandlers(log, verifiers, async () => api)]],
  });
  const target = `127.0.0.1:${server.port}`;
  const clients: EventsClient[] = [];
  return {
    server,
    target,
    secret(service) {
      const s = secrets.get(service);
      if (!s) throw new Error(`no secret for ${service}`);
      return s;
    },
    client(service, opts = {}) {
      const c = createEventsClient(
        target,
        { service, secret: opts.secret ?? secrets.get(service) ?? 'unknown' },
        { deadlineMs: opts.deadlineMs ?? 5000 },
      );
      clients.push(c);
      return c;
    },
    async stop() {
      for (const c of clients) c.close();
      await server.stop();
    },
  };
}
