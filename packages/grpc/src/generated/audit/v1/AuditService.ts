// Original file: proto/audit/v1/audit.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ExportAuditEventsRequest as _audit_v1_ExportAuditEventsRequest, ExportAuditEventsRequest__Output as _audit_v1_ExportAuditEventsRequest__Output } from '../../audit/v1/ExportAuditEventsRequest.ts';
import type { ExportAuditEventsResponse as _audit_v1_ExportAuditEventsResponse, ExportAuditEventsResponse__Output as _audit_v1_ExportAuditEventsResponse__Output } from '../../audit/v1/ExportAuditEventsResponse.ts';
import type { ExportSubjectAccessBundleRequest as _audit_v1_ExportSubjectAccessBundleRequest, ExportSubjectAccessBundleRequest__Output as _audit_v1_ExportSubjectAccessBundleRequest__Output } from '../../audit/v1/ExportSubjectAccessBundleRequest.ts';
import type { ExportSubjectAccessBundleResponse as _audit_v1_ExportSubjectAccessBundleResponse, ExportSubjectAccessBundleResponse__Output as _audit_v1_ExportSubjectAccessBundleResponse__Output } from '../../audit/v1/ExportSubjectAccessBundleResponse.ts';
import type { GetAttestedLogTrajectoryRequest as _audit_v1_GetAttestedLogTrajectoryRequest, GetAttestedLogTrajectoryRequest__Output as _audit_v1_GetAttestedLogTrajectoryRequest__Output } from '../../audit/v1/GetAttestedLogTrajectoryRequest.ts';
import type { GetAttestedLogTrajectoryResponse as _audit_v1_GetAttestedLogTrajectoryResponse, GetAttestedLogTrajectoryResponse__Output as _audit_v1_GetAttestedLogTrajectoryResponse__Output } from '../../audit/v1/GetAttestedLogTrajectoryResponse.ts';
import type { GetAuditEventRequest as _audit_v1_GetAuditEventRequest, GetAuditEventRequest__Output as _audit_v1_GetAuditEventRequest__Output } from '../../audit/v1/GetAuditEventRequest.ts';
import type { GetAuditEventResponse as _audit_v1_GetAuditEventResponse, GetAuditEventResponse__Output as _audit_v1_GetAuditEventResponse__Output } from '../../audit/v1/GetAuditEventResponse.ts';
import type { ListActivityEventsRequest as _audit_v1_ListActivityEventsRequest, ListActivityEventsRequest__Output as _audit_v1_ListActivityEventsRequest__Output } from '../../audit/v1/ListActivityEventsRequest.ts';
import type { ListActivityEventsResponse as _audit_v1_ListActivityEventsResponse, ListActivityEventsResponse__Output as _audit_v1_ListActivityEventsResponse__Output } from '../../audit/v1/ListActivityEventsResponse.ts';
import type { ListAuditEventsRequest as _audit_v1_ListAuditEventsRequest, ListAuditEventsRequest__Output as _audit_v1_ListAuditEventsRequest__Output } from '../../audit/v1/ListAuditEventsRequest.ts';
import type { ListAuditEventsResponse as _audit_v1_ListAuditEventsResponse, ListAuditEventsResponse__Output as _audit_v1_ListAuditEventsResponse__Output } from '../../audit/v1/ListAuditEventsResponse.ts';
import type { ListLitigationHoldsRequest as _audit_v1_ListLitigationHoldsRequest, ListLitigationHoldsRequest__Output as _audit_v1_ListLitigationHoldsRequest__Output } from '../../audit/v1/ListLitigationHoldsRequest.ts';
import type { ListLitigationHoldsResponse as _audit_v1_ListLitigationHoldsResponse, ListLitigationHoldsResponse__Output as _audit_v1_ListLitigationHoldsResponse__Output } from '../../audit/v1/ListLitigationHoldsResponse.ts';
import type { PlaceLitigationHoldRequest as _audit_v1_PlaceLitigationHoldRequest, PlaceLitigationHoldRequest__Output as _audit_v1_PlaceLitigationHoldRequest__Output } from '../../audit/v1/PlaceLitigationHoldRequest.ts';
import type { PlaceLitigationHoldResponse as _audit_v1_PlaceLitigationHoldResponse, PlaceLitigationHoldResponse__Output as _audit_v1_PlaceLitigationHoldResponse__Output } from '../../audit/v1/PlaceLitigationHoldResponse.ts';
import type { ReleaseLitigationHoldRequest as _audit_v1_ReleaseLitigationHoldRequest, ReleaseLitigationHoldRequest__Output as _audit_v1_ReleaseLitigationHoldRequest__Output } from '../../audit/v1/ReleaseLitigationHoldRequest.ts';
import type { ReleaseLitigationHoldResponse as _audit_v1_ReleaseLitigationHoldResponse, ReleaseLitigationHoldResponse__Output as _audit_v1_ReleaseLitigationHoldResponse__Output } from '../../audit/v1/ReleaseLitigationHoldResponse.ts';

export interface AuditServiceClient extends grpc.Client {
  ExportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ExportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ExportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ExportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  exportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  exportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  exportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  exportAuditEvents(argument: _audit_v1_ExportAuditEventsRequest, callback: grpc.requestCallback<_audit_v1_ExportAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ExportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  ExportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  ExportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  ExportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  exportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  exportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  exportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  exportSubjectAccessBundle(argument: _audit_v1_ExportSubjectAccessBundleRequest, callback: grpc.requestCallback<_audit_v1_ExportSubjectAccessBundleResponse__Output>): grpc.ClientUnaryCall;
  
  GetAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getAttestedLogTrajectory(argument: _audit_v1_GetAttestedLogTrajectoryRequest, callback: grpc.requestCallback<_audit_v1_GetAttestedLogTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  
  GetAuditEvent(argument: _audit_v1_GetAuditEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  GetAuditEvent(argument: _audit_v1_GetAuditEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  GetAuditEvent(argument: _audit_v1_GetAuditEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  GetAuditEvent(argument: _audit_v1_GetAuditEventRequest, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  getAuditEvent(argument: _audit_v1_GetAuditEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  getAuditEvent(argument: _audit_v1_GetAuditEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  getAuditEvent(argument: _audit_v1_GetAuditEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  getAuditEvent(argument: _audit_v1_GetAuditEventRequest, callback: grpc.requestCallback<_audit_v1_GetAuditEventResponse__Output>): grpc.ClientUnaryCall;
  
  ListActivityEvents(argument: _audit_v1_ListActivityEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListActivityEvents(argument: _audit_v1_ListActivityEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListActivityEvents(argument: _audit_v1_ListActivityEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  ListActivityEvents(argument: _audit_v1_ListActivityEventsRequest, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  listActivityEvents(argument: _audit_v1_ListActivityEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  listActivityEvents(argument: _audit_v1_ListActivityEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  listActivityEvents(argument: _audit_v1_ListActivityEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  listActivityEvents(argument: _audit_v1_ListActivityEventsRequest, callback: grpc.requestCallback<_audit_v1_ListActivityEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ListAuditEvents(argument: _audit_v1_ListAuditEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditEvents(argument: _audit_v1_ListAuditEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditEvents(argument: _audit_v1_ListAuditEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditEvents(argument: _audit_v1_ListAuditEventsRequest, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  listAuditEvents(argument: _audit_v1_ListAuditEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  listAuditEvents(argument: _audit_v1_ListAuditEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  listAuditEvents(argument: _audit_v1_ListAuditEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  listAuditEvents(argument: _audit_v1_ListAuditEventsRequest, callback: grpc.requestCallback<_audit_v1_ListAuditEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ListLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  ListLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  ListLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  ListLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  listLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  listLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  listLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  listLitigationHolds(argument: _audit_v1_ListLitigationHoldsRequest, callback: grpc.requestCallback<_audit_v1_ListLitigationHoldsResponse__Output>): grpc.ClientUnaryCall;
  
  PlaceLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  PlaceLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  PlaceLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  PlaceLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  placeLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  placeLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  placeLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  placeLitigationHold(argument: _audit_v1_PlaceLitigationHoldRequest, callback: grpc.requestCallback<_audit_v1_PlaceLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  
  ReleaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseLitigationHold(argument: _audit_v1_ReleaseLitigationHoldRequest, callback: grpc.requestCallback<_audit_v1_ReleaseLitigationHoldResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AuditServiceHandlers extends grpc.UntypedServiceImplementation {
  ExportAuditEvents: grpc.handleUnaryCall<_audit_v1_ExportAuditEventsRequest__Output, _audit_v1_ExportAuditEventsResponse>;
  
  ExportSubjectAccessBundle: grpc.handleUnaryCall<_audit_v1_ExportSubjectAccessBundleRequest__Output, _audit_v1_ExportSubjectAccessBundleResponse>;
  
  GetAttestedLogTrajectory: grpc.handleUnaryCall<_audit_v1_GetAttestedLogTrajectoryRequest__Output, _audit_v1_GetAttestedLogTrajectoryResponse>;
  
  GetAuditEvent: grpc.handleUnaryCall<_audit_v1_GetAuditEventRequest__Output, _audit_v1_GetAuditEventResponse>;
  
  ListActivityEvents: grpc.handleUnaryCall<_audit_v1_ListActivityEventsRequest__Output, _audit_v1_ListActivityEventsResponse>;
  
  ListAuditEvents: grpc.handleUnaryCall<_audit_v1_ListAuditEventsRequest__Output, _audit_v1_ListAuditEventsResponse>;
  
  ListLitigationHolds: grpc.handleUnaryCall<_audit_v1_ListLitigationHoldsRequest__Output, _audit_v1_ListLitigationHoldsResponse>;
  
  PlaceLitigationHold: grpc.handleUnaryCall<_audit_v1_PlaceLitigationHoldRequest__Output, _audit_v1_PlaceLitigationHoldResponse>;
  
  ReleaseLitigationHold: grpc.handleUnaryCall<_audit_v1_ReleaseLitigationHoldRequest__Output, _audit_v1_ReleaseLitigationHoldResponse>;
  
}

export interface AuditServiceDefinition extends grpc.ServiceDefinition {
  ExportAuditEvents: MethodDefinition<_audit_v1_ExportAuditEventsRequest, _audit_v1_ExportAuditEventsResponse, _audit_v1_ExportAuditEventsRequest__Output, _audit_v1_ExportAuditEventsResponse__Output>
  ExportSubjectAccessBundle: MethodDefinition<_audit_v1_ExportSubjectAccessBundleRequest, _audit_v1_ExportSubjectAccessBundleResponse, _audit_v1_ExportSubjectAccessBundleRequest__Output, _audit_v1_ExportSubjectAccessBundleResponse__Output>
  GetAttestedLogTrajectory: MethodDefinition<_audit_v1_GetAttestedLogTrajectoryRequest, _audit_v1_GetAttestedLogTrajectoryResponse, _audit_v1_GetAttestedLogTrajectoryRequest__Output, _audit_v1_GetAttestedLogTrajectoryResponse__Output>
  GetAuditEvent: MethodDefinition<_audit_v1_GetAuditEventRequest, _audit_v1_GetAuditEventResponse, _audit_v1_GetAuditEventRequest__Output, _audit_v1_GetAuditEventResponse__Output>
  ListActivityEvents: MethodDefinition<_audit_v1_ListActivityEventsRequest, _audit_v1_ListActivityEventsResponse, _audit_v1_ListActivityEventsRequest__Output, _audit_v1_ListActivityEventsResponse__Output>
  ListAuditEvents: MethodDefinition<_audit_v1_ListAuditEventsRequest, _audit_v1_ListAuditEventsResponse, _audit_v1_ListAuditEventsRequest__Output, _audit_v1_ListAuditEventsResponse__Output>
  ListLitigationHolds: MethodDefinition<_audit_v1_ListLitigationHoldsRequest, _audit_v1_ListLitigationHoldsResponse, _audit_v1_ListLitigationHoldsRequest__Output, _audit_v1_ListLitigationHoldsResponse__Output>
  PlaceLitigationHold: MethodDefinition<_audit_v1_PlaceLitigationHoldRequest, _audit_v1_PlaceLitigationHoldResponse, _audit_v1_PlaceLitigationHoldRequest__Output, _audit_v1_PlaceLitigationHoldResponse__Output>
  ReleaseLitigationHold: MethodDefinition<_audit_v1_ReleaseLitigationHoldRequest, _audit_v1_ReleaseLitigationHoldResponse, _audit_v1_ReleaseLitigationHoldRequest__Output, _audit_v1_ReleaseLitigationHoldResponse__Output>
}
