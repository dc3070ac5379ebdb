/**
 * audit.v1.AuditIngestService (proto/audit/v1/ingest.proto), served by identity: a service appends
 * audit events through it without holding the audit signing key. The client sends the service's
 * name and secret as call metadata on every call; errors come back as typed AppErrors.
 */
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from './load.ts';
import { fromGrpcError } from './errors.ts';

export interface ProtoServiceAuditEvent {
  idempotency_key: string; org_id: string; workspace_id: string; action: string; outcome: string;
  actor_principal: string; resource_orn: string; correlation_key: string; details_json: string;
}
export interface ProtoAppendedServiceEvent { idempotency_key: string; duplicate: boolean; event_id: string; chain_key: string }
/** One request the gateway observed (AppendActivity); empty strings for absent values, int64 as a decimal string. */
export interface ProtoActivityRecord {
  id: string; request_id: string; actor_id: string; org_id: string; workspace_id: string; action: string;
  method: string; path: string; status: number; outcome: string; occurred_at_ms: string;
}

export interface AuditIngestApi {
  appendServiceEvents(events: ProtoServiceAuditEvent[]): Promise<ProtoAppendedServiceEvent[]>;
  /** The number of records stored (a repeated id is not); the gateway's credential only. */
  appendActivity(records: ProtoActivityRecord[]): Promise<number>;
  close(): void;
}

export const AUDIT_INGEST_SERVICE = 'audit.v1.AuditIngestService';
/** Metadata keys of the caller's credential. */
export const SERVICE_NAME_METADATA = 'svc-service';
export const SERVICE_SECRET_METADATA = 'svc-service-secret';

export function auditIngestServiceDefinition(): grpc.ServiceDefinition {
  return serviceDef(loadProto('audit/v1/ingest.proto'), AUDIT_INGEST_SERVICE).service;
}

export function createAuditIngestClient(target: string, credential: { service: string; secret: string }, opts: { deadlineMs?: number } = {}): AuditIngestApi {
  const Ctor = serviceDef(loadProto('audit/v1/ingest.proto'), AUDIT_INGEST_SERVICE);
  const client = new Ctor(target, grpc.credentials.createInsecure(), { 'grpc.enable_retries': 0 }) as unknown as grpc.Client & Record<string, Function>;
  const deadlineMs = opts.deadlineMs ?? 5000;
  const call = <T>(method: string, request: object) =>
    new Promise<T>((resolve, reject) => {
      const metadata = new grpc.Metadata();
      metadata.set(SERVICE_NAME_METADATA, credential.service);
      metadata.set(SERVICE_SECRET_METADATA, credential.secret);
      client[method](request, metadata, { deadline: Date.now() + deadlineMs }, (err: grpc.ServiceError | null, res: T) => (err ? reject(fromGrpcError(err)) : resolve(res)));
    });
  return {
    appendServiceEvents: async (events) => (await call<{ results?: ProtoAppendedServiceEvent[] }>('AppendServiceEvents', { events })).results ?? [],
    appendActivity: async (records) => (await call<{ stored?: number }>('AppendActivity', { records })).stored ?? 0,
    close: () => client.close(),
  };
}
