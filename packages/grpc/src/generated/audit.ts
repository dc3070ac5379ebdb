import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActivityEvent as _audit_v1_ActivityEvent, ActivityEvent__Output as _audit_v1_ActivityEvent__Output } from './audit/v1/ActivityEvent.ts';
import type { AttestedLogRecord as _audit_v1_AttestedLogRecord, AttestedLogRecord__Output as _audit_v1_AttestedLogRecord__Output } from './audit/v1/AttestedLogRecord.ts';
import type { AttestedLogTrajectory as _audit_v1_AttestedLogTrajectory, AttestedLogTrajectory__Output as _audit_v1_AttestedLogTrajectory__Output } from './audit/v1/AttestedLogTrajectory.ts';
import type { AuditEventNode as _audit_v1_AuditEventNode, AuditEventNode__Output as _audit_v1_AuditEventNode__Output } from './audit/v1/AuditEventNode.ts';
import type { AuditEventsPage as _audit_v1_AuditEventsPage, AuditEventsPage__Output as _audit_v1_AuditEventsPage__Output } from './audit/v1/AuditEventsPage.ts';
import type { AuditExportReceipt as _audit_v1_AuditExportReceipt, AuditExportReceipt__Output as _audit_v1_AuditExportReceipt__Output } from './audit/v1/AuditExportReceipt.ts';
import type { AuditServiceClient as _audit_v1_AuditServiceClient, AuditServiceDefinition as _audit_v1_AuditServiceDefinition } from './audit/v1/AuditService.ts';
import type { ExportAuditEventsRequest as _audit_v1_ExportAuditEventsRequest, ExportAuditEventsRequest__Output as _audit_v1_ExportAuditEventsRequest__Output } from './audit/v1/ExportAuditEventsRequest.ts';
import type { ExportAuditEventsResponse as _audit_v1_ExportAuditEventsResponse, ExportAuditEventsResponse__Output as _audit_v1_ExportAuditEventsResponse__Output } from './audit/v1/ExportAuditEventsResponse.ts';
import type { ExportSubjectAccessBundleRequest as _audit_v1_ExportSubjectAccessBundleRequest, ExportSubjectAccessBundleRequest__Output as _audit_v1_ExportSubjectAccessBundleRequest__Output } from './audit/v1/ExportSubjectAccessBundleRequest.ts';
import type { ExportSubjectAccessBundleResponse as _audit_v1_ExportSubjectAccessBundleResponse, ExportSubjectAccessBundleResponse__Output as _audit_v1_ExportSubjectAccessBundleResponse__Output } from './audit/v1/ExportSubjectAccessBundleResponse.ts';
import type { GetAttestedLogTrajectoryRequest as _audit_v1_GetAttestedLogTrajectoryRequest, GetAttestedLogTrajectoryRequest__Output as _audit_v1_GetAttestedLogTrajectoryRequest__Output } from './audit/v1/GetAttestedLogTrajectoryRequest.ts';
import type { GetAttestedLogTrajectoryResponse as _audit_v1_GetAttestedLogTrajectoryResponse, GetAttestedLogTrajectoryResponse__Output as _audit_v1_GetAttestedLogTrajectoryResponse__Output } from './audit/v1/GetAttestedLogTrajectoryResponse.ts';
import type { GetAuditEventRequest as _audit_v1_GetAuditEventRequest, GetAuditEventRequest__Output as _audit_v1_GetAuditEventRequest__Output } from './audit/v1/GetAuditEventRequest.ts';
import type { GetAuditEventResponse as _audit_v1_GetAuditEventResponse, GetAuditEventResponse__Output as _audit_v1_GetAuditEventResponse__Output } from './audit/v1/GetAuditEventResponse.ts';
import type { ListActivityEventsRequest as _audit_v1_ListActivityEventsRequest, ListActivityEventsRequest__Output as _audit_v1_ListActivityEventsRequest__Output } from './audit/v1/ListActivityEventsRequest.ts';
import type { ListActivityEventsResponse as _audit_v1_ListActivityEventsResponse, ListActivityEventsResponse__Output as _audit_v1_ListActivityEventsResponse__Output } from './audit/v1/ListActivityEventsResponse.ts';
import type { ListAuditEventsRequest as _audit_v1_ListAuditEventsRequest, ListAuditEventsRequest__Output as _audit_v1_ListAuditEventsRequest__Output } from './audit/v1/ListAuditEventsRequest.ts';
import type { ListAuditEventsResponse as _audit_v1_ListAuditEventsResponse, ListAuditEventsResponse__Output as _audit_v1_ListAuditEventsResponse__Output } from './audit/v1/ListAuditEventsResponse.ts';
import type { ListLitigationHoldsRequest as _audit_v1_ListLitigationHoldsRequest, ListLitigationHoldsRequest__Output as _audit_v1_ListLitigationHoldsRequest__Output } from './audit/v1/ListLitigationHoldsRequest.ts';
import type { ListLitigationHoldsResponse as _audit_v1_ListLitigationHoldsResponse, ListLitigationHoldsResponse__Output as _audit_v1_ListLitigationHoldsResponse__Output } from './audit/v1/ListLitigationHoldsResponse.ts';
import type { LitigationHoldInput as _audit_v1_LitigationHoldInput, LitigationHoldInput__Output as _audit_v1_LitigationHoldInput__Output } from './audit/v1/LitigationHoldInput.ts';
import type { LitigationHoldReceipt as _audit_v1_LitigationHoldReceipt, LitigationHoldReceipt__Output as _audit_v1_LitigationHoldReceipt__Output } from './audit/v1/LitigationHoldReceipt.ts';
import type { PlaceLitigationHoldRequest as _audit_v1_PlaceLitigationHoldRequest, PlaceLitigationHoldRequest__Output as _audit_v1_PlaceLitigationHoldRequest__Output } from './audit/v1/PlaceLitigationHoldRequest.ts';
import type { PlaceLitigationHoldResponse as _audit_v1_PlaceLitigationHoldResponse, PlaceLitigationHoldResponse__Output as _audit_v1_PlaceLitigationHoldResponse__Output } from './audit/v1/PlaceLitigationHoldResponse.ts';
import type { ReleaseLitigationHoldRequest as _audit_v1_ReleaseLitigationHoldRequest, ReleaseLitigationHoldRequest__Output as _audit_v1_ReleaseLitigationHoldRequest__Output } from './audit/v1/ReleaseLitigationHoldRequest.ts';
import type { ReleaseLitigationHoldResponse as _audit_v1_ReleaseLitigationHoldResponse, ReleaseLitigationHoldResponse__Output as _audit_v1_ReleaseLitigationHoldResponse__Output } from './audit/v1/ReleaseLitigationHoldResponse.ts';
import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from './audit/v1/RequestContext.ts';
import type { SabExportReceipt as _audit_v1_SabExportReceipt, SabExportReceipt__Output as _audit_v1_SabExportReceipt__Output } from './audit/v1/SabExportReceipt.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  audit: {
    v1: {
      ActivityEvent: MessageTypeDefinition<_audit_v1_ActivityEvent, _audit_v1_ActivityEvent__Output>
      ActivityOutcome: EnumTypeDefinition
      AttestedLogPayloadKind: EnumTypeDefinition
      AttestedLogRecord: MessageTypeDefinition<_audit_v1_AttestedLogRecord, _audit_v1_AttestedLogRecord__Output>
      AttestedLogTrajectory: MessageTypeDefinition<_audit_v1_AttestedLogTrajectory, _audit_v1_AttestedLogTrajectory__Output>
      AuditCategory: EnumTypeDefinition
      AuditEventNode: MessageTypeDefinition<_audit_v1_AuditEventNode, _audit_v1_AuditEventNode__Output>
      AuditEventsPage: MessageTypeDefinition<_audit_v1_AuditEventsPage, _audit_v1_AuditEventsPage__Output>
      AuditExportReceipt: MessageTypeDefinition<_audit_v1_AuditExportReceipt, _audit_v1_AuditExportReceipt__Output>
      AuditOutcome: EnumTypeDefinition
      AuditService: SubtypeConstructor<typeof grpc.Client, _audit_v1_AuditServiceClient> & { service: _audit_v1_AuditServiceDefinition }
      ExportAuditEventsRequest: MessageTypeDefinition<_audit_v1_ExportAuditEventsRequest, _audit_v1_ExportAuditEventsRequest__Output>
      ExportAuditEventsResponse: MessageTypeDefinition<_audit_v1_ExportAuditEventsResponse, _audit_v1_ExportAuditEventsResponse__Output>
      ExportSubjectAccessBundleRequest: MessageTypeDefinition<_audit_v1_ExportSubjectAccessBundleRequest, _audit_v1_ExportSubjectAccessBundleRequest__Output>
      ExportSubjectAccessBundleResponse: MessageTypeDefinition<_audit_v1_ExportSubjectAccessBundleResponse, _audit_v1_ExportSubjectAccessBundleResponse__Output>
      GetAttestedLogTrajectoryRequest: MessageTypeDefinition<_audit_v1_GetAttestedLogTrajectoryRequest, _audit_v1_GetAttestedLogTrajectoryRequest__Output>
      GetAttestedLogTrajectoryResponse: MessageTypeDefinition<_audit_v1_GetAttestedLogTrajectoryResponse, _audit_v1_GetAttestedLogTrajectoryResponse__Output>
      GetAuditEventRequest: MessageTypeDefinition<_audit_v1_GetAuditEventRequest, _audit_v1_GetAuditEventRequest__Output>
      GetAuditEventResponse: MessageTypeDefinition<_audit_v1_GetAuditEventResponse, _audit_v1_GetAuditEventResponse__Output>
      ListActivityEventsRequest: MessageTypeDefinition<_audit_v1_ListActivityEventsRequest, _audit_v1_ListActivityEventsRequest__Output>
      ListActivityEventsResponse: MessageTypeDefinition<_audit_v1_ListActivityEventsResponse, _audit_v1_ListActivityEventsResponse__Output>
      ListAuditEventsRequest: MessageTypeDefinition<_audit_v1_ListAuditEventsRequest, _audit_v1_ListAuditEventsRequest__Output>
      ListAuditEventsResponse: MessageTypeDefinition<_audit_v1_ListAuditEventsResponse, _audit_v1_ListAuditEventsResponse__Output>
      ListLitigationHoldsRequest: MessageTypeDefinition<_audit_v1_ListLitigationHoldsRequest, _audit_v1_ListLitigationHoldsRequest__Output>
      ListLitigationHoldsResponse: MessageTypeDefinition<_audit_v1_ListLitigationHoldsResponse, _audit_v1_ListLitigationHoldsResponse__Output>
      LitigationHoldInput: MessageTypeDefinition<_audit_v1_LitigationHoldInput, _audit_v1_LitigationHoldInput__Output>
      LitigationHoldReceipt: MessageTypeDefinition<_audit_v1_LitigationHoldReceipt, _audit_v1_LitigationHoldReceipt__Output>
      LitigationHoldStatus: EnumTypeDefinition
      PlaceLitigationHoldRequest: MessageTypeDefinition<_audit_v1_PlaceLitigationHoldRequest, _audit_v1_PlaceLitigationHoldRequest__Output>
      PlaceLitigationHoldResponse: MessageTypeDefinition<_audit_v1_PlaceLitigationHoldResponse, _audit_v1_PlaceLitigationHoldResponse__Output>
      ReleaseLitigationHoldRequest: MessageTypeDefinition<_audit_v1_ReleaseLitigationHoldRequest, _audit_v1_ReleaseLitigationHoldRequest__Output>
      ReleaseLitigationHoldResponse: MessageTypeDefinition<_audit_v1_ReleaseLitigationHoldResponse, _audit_v1_ReleaseLitigationHoldResponse__Output>
      RequestContext: MessageTypeDefinition<_audit_v1_RequestContext, _audit_v1_RequestContext__Output>
      SabExportReceipt: MessageTypeDefinition<_audit_v1_SabExportReceipt, _audit_v1_SabExportReceipt__Output>
    }
  }
}

