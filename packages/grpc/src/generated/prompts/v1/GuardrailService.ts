// Original file: proto/prompts/v1/prompts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetActiveBundleRequest as _prompts_v1_GetActiveBundleRequest, GetActiveBundleRequest__Output as _prompts_v1_GetActiveBundleRequest__Output } from '../../prompts/v1/GetActiveBundleRequest.ts';
import type { GetActiveBundleResponse as _prompts_v1_GetActiveBundleResponse, GetActiveBundleResponse__Output as _prompts_v1_GetActiveBundleResponse__Output } from '../../prompts/v1/GetActiveBundleResponse.ts';

export interface GuardrailServiceClient extends grpc.Client {
  GetActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  GetActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  GetActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  GetActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  getActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  getActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  getActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  getActiveBundle(argument: _prompts_v1_GetActiveBundleRequest, callback: grpc.requestCallback<_prompts_v1_GetActiveBundleResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface GuardrailServiceHandlers extends grpc.UntypedServiceImplementation {
  GetActiveBundle: grpc.handleUnaryCall<_prompts_v1_GetActiveBundleRequest__Output, _prompts_v1_GetActiveBundleResponse>;
  
}

export interface GuardrailServiceDefinition extends grpc.ServiceDefinition {
  GetActiveBundle: MethodDefinition<_prompts_v1_GetActiveBundleRequest, _prompts_v1_GetActiveBundleResponse, _prompts_v1_GetActiveBundleRequest__Output, _prompts_v1_GetActiveBundleResponse__Output>
}
