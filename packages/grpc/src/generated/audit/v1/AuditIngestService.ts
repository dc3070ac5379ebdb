// Original file: proto/audit/v1/ingest.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AppendServiceEventsRequest as _audit_v1_AppendServiceEventsRequest, AppendServiceEventsRequest__Output as _audit_v1_AppendServiceEventsRequest__Output } from '../../audit/v1/AppendServiceEventsRequest.ts';
import type { AppendServiceEventsResponse as _audit_v1_AppendServiceEventsResponse, AppendServiceEventsResponse__Output as _audit_v1_AppendServiceEventsResponse__Output } from '../../audit/v1/AppendServiceEventsResponse.ts';

export interface AuditIngestServiceClient extends grpc.Client {
  AppendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  AppendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  AppendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  AppendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  appendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  appendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  appendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  appendServiceEvents(argument: _audit_v1_AppendServiceEventsRequest, callback: grpc.requestCallback<_audit_v1_AppendServiceEventsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AuditIngestServiceHandlers extends grpc.UntypedServiceImplementation {
  AppendServiceEvents: grpc.handleUnaryCall<_audit_v1_AppendServiceEventsRequest__Output, _audit_v1_AppendServiceEventsResponse>;
  
}

export interface AuditIngestServiceDefinition extends grpc.ServiceDefinition {
  AppendServiceEvents: MethodDefinition<_audit_v1_AppendServiceEventsRequest, _audit_v1_AppendServiceEventsResponse, _audit_v1_AppendServiceEventsRequest__Output, _audit_v1_AppendServiceEventsResponse__Output>
}
