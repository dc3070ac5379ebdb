/**
 * audit.v1.AuditIngestService (proto/audit/v1/ingest.proto), served by identity: a service appends
 * audit events through it without holding the audit signing key. The client sends the service's
 * name and secret as call metadata on every call; errors come back as typed AppErrors.
 */
import { loadProto } from './load.ts';
import { createUnaryClient } from './unary-client.ts';
import type { ProtoGrpcType as IngestProto } from './generated/ingest.ts';
import type { AuditIngestServiceDefinition } from './generated/audit/v1/AuditIngestService.ts';
import type { ServiceAuditEvent__Output } from './generated/audit/v1/ServiceAuditEvent.ts';
import type { AppendedServiceEvent__Output } from './generated/audit/v1/AppendedServiceEvent.ts';
import type { ActivityRecord__Output } from './generated/audit/v1/ActivityRecord.ts';

/** An event as a service sends it: every field set (the relay's rows carry them all). */
export type ProtoServiceAuditEvent = ServiceAuditEvent__Output;
export type ProtoAppendedServiceEvent = AppendedServiceEvent__Output;
/** One request the gateway observed (AppendActivity); empty strings for absent values, int64 as a decimal string. */
export type ProtoActivityRecord = ActivityRecord__Output;

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

export function auditIngestServiceDefinition(): AuditIngestServiceDefinition {
  return loadProto<IngestProto>('audit/v1/ingest.proto').audit.v1.AuditIngestService.service;
}

export function createAuditIngestClient(
  target: string,
  credential: { service: string; secret: string },
  opts: { deadlineMs?: number } = {},
): AuditIngestApi {
  const client = createUnaryClient(auditIngestServiceDefinition(), target, {
    deadlineMs: opts.deadlineMs ?? 5000,
    metadata: { [SERVICE_NAME_METADATA]: credential.service, [SERVICE_SECRET_METADATA]: credential.secret },
  });
  return {
    appendServiceEvents: async (events) => (await client.appendServiceEvents({ events })).results,
    appendActivity: async (records) => (await client.appendActivity({ records })).stored,
    close: () => client.close(),
  };
}
