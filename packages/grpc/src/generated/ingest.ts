import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActivityRecord as _audit_v1_ActivityRecord, ActivityRecord__Output as _audit_v1_ActivityRecord__Output } from './audit/v1/ActivityRecord.ts';
import type { AppendActivityRequest as _audit_v1_AppendActivityRequest, AppendActivityRequest__Output as _audit_v1_AppendActivityRequest__Output } from './audit/v1/AppendActivityRequest.ts';
import type { AppendActivityResponse as _audit_v1_AppendActivityResponse, AppendActivityResponse__Output as _audit_v1_AppendActivityResponse__Output } from './audit/v1/AppendActivityResponse.ts';
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
      ActivityRecord: MessageTypeDefinition<_audit_v1_ActivityRecord, _audit_v1_ActivityRecord__Output>
      AppendActivityRequest: MessageTypeDefinition<_audit_v1_AppendActivityRequest, _audit_v1_AppendActivityRequest__Output>
      AppendActivityResponse: MessageTypeDefinition<_audit_v1_AppendActivityResponse, _audit_v1_AppendActivityResponse__Output>
      AppendServiceEventsRequest: MessageTypeDefinition<_audit_v1_AppendServiceEventsRequest, _audit_v1_AppendServiceEventsRequest__Output>
      AppendServiceEventsResponse: MessageTypeDefinition<_audit_v1_AppendServiceEventsResponse, _audit_v1_AppendServiceEventsResponse__Output>
      AppendedServiceEvent: MessageTypeDefinition<_audit_v1_AppendedServiceEvent, _audit_v1_AppendedServiceEvent__Output>
      AuditIngestService: SubtypeConstructor<typeof grpc.Client, _audit_v1_AuditIngestServiceClient> & { service: _audit_v1_AuditIngestServiceDefinition }
      ServiceAuditEvent: MessageTypeDefinition<_audit_v1_ServiceAuditEvent, _audit_v1_ServiceAuditEvent__Output>
    }
  }
}

