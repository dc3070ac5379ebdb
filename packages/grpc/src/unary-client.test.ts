/** The derived promise client against a real grpc-js server on loopback (audit.v1.AuditIngestService). */
import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { AppError } from '@svc/core';
import { auditIngestServiceDefinition, createAuditIngestClient, SERVICE_NAME_METADATA } from './audit-ingest-client.ts';
import { createUnaryClient } from './unary-client.ts';
import { toGrpcError } from './errors.ts';
import type { AuditIngestServiceHandlers } from './generated/audit/v1/AuditIngestService.ts';
import type { ServiceHandlers } from './server.ts';

let server: grpc.Server;
let target: string;

beforeAll(async () => {
  server = new grpc.Server();
  const handlers: ServiceHandlers<AuditIngestServiceHandlers> = {
    AppendActivity: (call, cb) => cb(null, { stored: call.request.records.length }),
    AppendServiceEvents: (call, cb) => {
      const service = call.metadata.get(SERVICE_NAME_METADATA)[0];
      if (service !== 'billing')
        return cb(toGrpcError(new AppError('SVC-AUDIT-APPEND-UNAUTHENTICATED')) as grpc.ServiceError);
      cb(null, {
        results: call.request.events.map((e) => ({
          idempotency_key: e.idempotency_key,
          duplicate: false,
          event_id: `evt_${e.idempotency_key}`,
          chain_key: `${e.org_id}/${e.workspace_id}`,
        })),
      });
    },
  };
  server.addService(auditIngestServiceDefinition(), handlers);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  target = `127.0.0.1:${port}`;
});
afterAll(() => server.forceShutdown());

const event = {
  idempotency_key: 'k1',
  org_id: 'org_a',
  workspace_id: 'ws_a',
  action: 'billing.budget.created',
  outcome: 'SUCCESS',
  actor_principal: 'user/u',
  resource_orn: 'orn:x',
  correlation_key: 'r',
  details_json: '{}',
};

describe('createUnaryClient', () => {
  it('has one lowerCamelCase method per RPC of the definition, sending the metadata and decoding the reply', async () => {
    const client = createUnaryClient(auditIngestServiceDefinition(), target, {
      deadlineMs: 5000,
      metadata: { [SERVICE_NAME_METADATA]: 'billing' },
    });
    try {
      expect(Object.keys(client).sort()).toEqual(['appendActivity', 'appendServiceEvents', 'close']);
      const res = await client.appendServiceEvents({ events: [event] });
      expect(res.results).toEqual([
        { idempotency_key: 'k1', duplicate: false, event_id: 'evt_k1', chain_key: 'org_a/ws_a' },
      ]);
    } finally {
      client.close();
    }
  });

  it("rebuilds the server's catalogue error, and a transport failure is the caller's unavailable code", async () => {
    const ingest = createAuditIngestClient(target, { service: 'stranger', secret: 's' });
    await expect(ingest.appendServiceEvents([event])).rejects.toMatchObject({
      code: 'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    });
    ingest.close();
    const gone = createUnaryClient(auditIngestServiceDefinition(), '127.0.0.1:1', {
      deadlineMs: 2000,
      unavailableCode: 'SVC-SERVER-9001',
    });
    await expect(gone.appendServiceEvents({ events: [] })).rejects.toMatchObject({ code: 'SVC-SERVER-9001' });
    gone.close();
  });
});
