// Original file: proto/memory/v1/memory.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetTrajectoryRequest as _memory_v1_GetTrajectoryRequest, GetTrajectoryRequest__Output as _memory_v1_GetTrajectoryRequest__Output } from '../../memory/v1/GetTrajectoryRequest.ts';
import type { GetTrajectoryResponse as _memory_v1_GetTrajectoryResponse, GetTrajectoryResponse__Output as _memory_v1_GetTrajectoryResponse__Output } from '../../memory/v1/GetTrajectoryResponse.ts';

export interface DriftServiceClient extends grpc.Client {
  GetTrajectory(argument: _memory_v1_GetTrajectoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetTrajectory(argument: _memory_v1_GetTrajectoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetTrajectory(argument: _memory_v1_GetTrajectoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  GetTrajectory(argument: _memory_v1_GetTrajectoryRequest, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getTrajectory(argument: _memory_v1_GetTrajectoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getTrajectory(argument: _memory_v1_GetTrajectoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getTrajectory(argument: _memory_v1_GetTrajectoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  getTrajectory(argument: _memory_v1_GetTrajectoryRequest, callback: grpc.requestCallback<_memory_v1_GetTrajectoryResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface DriftServiceHandlers extends grpc.UntypedServiceImplementation {
  GetTrajectory: grpc.handleUnaryCall<_memory_v1_GetTrajectoryRequest__Output, _memory_v1_GetTrajectoryResponse>;
  
}

export interface DriftServiceDefinition extends grpc.ServiceDefinition {
  GetTrajectory: MethodDefinition<_memory_v1_GetTrajectoryRequest, _memory_v1_GetTrajectoryResponse, _memory_v1_GetTrajectoryRequest__Output, _memory_v1_GetTrajectoryResponse__Output>
}
