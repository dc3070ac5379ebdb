// Original file: proto/compliance/v1/compliance.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetMlBomRequest as _compliance_v1_GetMlBomRequest, GetMlBomRequest__Output as _compliance_v1_GetMlBomRequest__Output } from '../../compliance/v1/GetMlBomRequest.ts';
import type { GetMlBomResponse as _compliance_v1_GetMlBomResponse, GetMlBomResponse__Output as _compliance_v1_GetMlBomResponse__Output } from '../../compliance/v1/GetMlBomResponse.ts';

export interface MlBomServiceClient extends grpc.Client {
  GetMlBom(argument: _compliance_v1_GetMlBomRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  GetMlBom(argument: _compliance_v1_GetMlBomRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  GetMlBom(argument: _compliance_v1_GetMlBomRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  GetMlBom(argument: _compliance_v1_GetMlBomRequest, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  getMlBom(argument: _compliance_v1_GetMlBomRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  getMlBom(argument: _compliance_v1_GetMlBomRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  getMlBom(argument: _compliance_v1_GetMlBomRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  getMlBom(argument: _compliance_v1_GetMlBomRequest, callback: grpc.requestCallback<_compliance_v1_GetMlBomResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface MlBomServiceHandlers extends grpc.UntypedServiceImplementation {
  GetMlBom: grpc.handleUnaryCall<_compliance_v1_GetMlBomRequest__Output, _compliance_v1_GetMlBomResponse>;
  
}

export interface MlBomServiceDefinition extends grpc.ServiceDefinition {
  GetMlBom: MethodDefinition<_compliance_v1_GetMlBomRequest, _compliance_v1_GetMlBomResponse, _compliance_v1_GetMlBomRequest__Output, _compliance_v1_GetMlBomResponse__Output>
}
