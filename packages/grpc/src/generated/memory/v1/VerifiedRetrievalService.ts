// Original file: proto/memory/v1/memory.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { RetrieveFactsRequest as _memory_v1_RetrieveFactsRequest, RetrieveFactsRequest__Output as _memory_v1_RetrieveFactsRequest__Output } from '../../memory/v1/RetrieveFactsRequest.ts';
import type { RetrieveFactsResponse as _memory_v1_RetrieveFactsResponse, RetrieveFactsResponse__Output as _memory_v1_RetrieveFactsResponse__Output } from '../../memory/v1/RetrieveFactsResponse.ts';

export interface VerifiedRetrievalServiceClient extends grpc.Client {
  RetrieveFacts(argument: _memory_v1_RetrieveFactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  RetrieveFacts(argument: _memory_v1_RetrieveFactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  RetrieveFacts(argument: _memory_v1_RetrieveFactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  RetrieveFacts(argument: _memory_v1_RetrieveFactsRequest, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  retrieveFacts(argument: _memory_v1_RetrieveFactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  retrieveFacts(argument: _memory_v1_RetrieveFactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  retrieveFacts(argument: _memory_v1_RetrieveFactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  retrieveFacts(argument: _memory_v1_RetrieveFactsRequest, callback: grpc.requestCallback<_memory_v1_RetrieveFactsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface VerifiedRetrievalServiceHandlers extends grpc.UntypedServiceImplementation {
  RetrieveFacts: grpc.handleUnaryCall<_memory_v1_RetrieveFactsRequest__Output, _memory_v1_RetrieveFactsResponse>;
  
}

export interface VerifiedRetrievalServiceDefinition extends grpc.ServiceDefinition {
  RetrieveFacts: MethodDefinition<_memory_v1_RetrieveFactsRequest, _memory_v1_RetrieveFactsResponse, _memory_v1_RetrieveFactsRequest__Output, _memory_v1_RetrieveFactsResponse__Output>
}
