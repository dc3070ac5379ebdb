import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AppendServiceEventsRequest as _audit_v1_AppendServiceEventsRequest, AppendServiceEventsRequest__Output as _audit_v1_AppendServiceEventsRequest__Output } from './audit/v1/AppendServiceEventsRequest.ts';
import type { AppendServiceEventsResponse as _audit_v1_AppendServiceEventsResponse, AppendServiceEventsResponse__Output as _audit_v1_AppendServiceEventsResponse__Output } from './audit/v1/AppendServiceEventsResponse.ts';
import type { AppendedServiceEvent as _audit_v1_AppendedServiceEvent, AppendedServiceEvent__Output as _audit_v1_AppendedServiceEvent__Output } from './audit/v1/AppendedServiceEvent.ts';
import type { AuditIngestServiceClient as _audit_v1_AuditIngestServiceClient, AuditIngestServiceDefinition as _audit_v1_AuditIngestServiceDefinition } from './audit/v1/AuditIngestService.ts';
import type { ServiceAuditEvent as _audit_v1_ServiceAuditEvent, ServiceAuditEvent__Output as _audit_v1_ServiceAuditEvent__Output } from './audit/v1/ServiceAuditEvent.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  audit: {
    v1: {
      AppendServiceEventsRequest: MessageTypeDefinition<_audit_v1_AppendServiceEventsRequest, _audit_v1_AppendServiceEventsRequest__Output>
      AppendServiceEventsResponse: MessageTypeDefinition<_audit_v1_AppendServiceEventsResponse, _audit_v1_AppendServiceEventsResponse__Output>
      AppendedServiceEvent: MessageTypeDefinition<_audit_v1_AppendedServiceEvent, _audit_v1_AppendedServiceEvent__Output>
      AuditIngestService: SubtypeConstructor<typeof grpc.Client, _audit_v1_AuditIngestServiceClient> & { service: _audit_v1_AuditIngestServiceDefinition }
      ServiceAuditEvent: MessageTypeDefinition<_audit_v1_ServiceAuditEvent, _audit_v1_ServiceAuditEvent__Output>
    }
  }
}

