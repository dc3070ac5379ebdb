// Original file: proto/audit/v1/ingest.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AppendActivityRequest as _audit_v1_AppendActivityRequest, AppendActivityRequest__Output as _audit_v1_AppendActivityRequest__Output } from '../../audit/v1/AppendActivityRequest.ts';
import type { AppendActivityResponse as _audit_v1_AppendActivityResponse, AppendActivityResponse__Output as _audit_v1_AppendActivityResponse__Output } from '../../audit/v1/AppendActivityResponse.ts';
import type { AppendServiceEventsRequest as _audit_v1_AppendServiceEventsRequest, AppendServiceEventsRequest__Output as _audit_v1_AppendServiceEventsRequest__Output } from '../../audit/v1/AppendServiceEventsRequest.ts';
import type { AppendServiceEventsResponse as _audit_v1_AppendServiceEventsResponse, AppendServiceEventsResponse__Output as _audit_v1_AppendServiceEventsResponse__Output } from '../../audit/v1/AppendServiceEventsResponse.ts';

export interface AuditIngestServiceClient extends grpc.Client {
  AppendActivity(argument: _audit_v1_AppendActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  AppendActivity(argument: _audit_v1_AppendActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  AppendActivity(argument: _audit_v1_AppendActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  AppendActivity(argument: _audit_v1_AppendActivityRequest, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  appendActivity(argument: _audit_v1_AppendActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  appendActivity(argument: _audit_v1_AppendActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  appendActivity(argument: _audit_v1_AppendActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  appendActivity(argument: _audit_v1_AppendActivityRequest, callback: grpc.requestCallback<_audit_v1_AppendActivityResponse__Output>): grpc.ClientUnaryCall;
  
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
  AppendActivity: grpc.handleUnaryCall<_audit_v1_AppendActivityRequest__Output, _audit_v1_AppendActivityResponse>;
  
  AppendServiceEvents: grpc.handleUnaryCall<_audit_v1_AppendServiceEventsRequest__Output, _audit_v1_AppendServiceEventsResponse>;
  
}

export interface AuditIngestServiceDefinition extends grpc.ServiceDefinition {
  AppendActivity: MethodDefinition<_audit_v1_AppendActivityRequest, _audit_v1_AppendActivityResponse, _audit_v1_AppendActivityRequest__Output, _audit_v1_AppendActivityResponse__Output>
  AppendServiceEvents: MethodDefinition<_audit_v1_AppendServiceEventsRequest, _audit_v1_AppendServiceEventsResponse, _audit_v1_AppendServiceEventsRequest__Output, _audit_v1_AppendServiceEventsResponse__Output>
}
