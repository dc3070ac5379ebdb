/**
 * audit.v1.AuditIngestService (proto/audit/v1/ingest.proto): the caller's credential from the
 * call's metadata, then one line into the service (audit/service-event-appender.ts, audit/activity-ingest.ts).
 */
import type { Logger } from '@svc/core';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA, unary, type ServiceHandlers } from '@svc/grpc';
import type { AuditIngestServiceHandlers } from '@svc/grpc/generated/audit/v1/AuditIngestService.ts';
import type { ServiceVerifier } from '@svc/grpc';
import type { ServiceEventAppender } from '../audit/service-event-appender.ts';
import type { ActivityIngest } from '../audit/activity-ingest.ts';

export function auditIngestGrpcHandlers(
  log: Logger,
  credentials: ServiceVerifier,
  appender: ServiceEventAppender,
  activity: ActivityIngest,
): ServiceHandlers<AuditIngestServiceHandlers> {
  return {
    AppendActivity: unary(log, async (r, call) => {
      const service = credentials.authenticate(
        call.metadata.get(SERVICE_NAME_METADATA)[0],
        call.metadata.get(SERVICE_SECRET_METADATA)[0],
      );
      return { stored: await activity.append(service, r.records) };
    }),
    AppendServiceEvents: unary(log, async (r, call) => {
      const service = credentials.authenticate(
        call.metadata.get(SERVICE_NAME_METADATA)[0],
        call.metadata.get(SERVICE_SECRET_METADATA)[0],
      );
      const results = await appender.append(service, r.events);
      return {
        results: results.map((x) => ({
          idempotency_key: x.idempotencyKey,
          duplicate: x.duplicate,
          event_id: x.eventId,
          chain_key: x.chainKey,
        })),
      };
    }),
  };
}
