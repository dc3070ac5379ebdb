// Original file: proto/memory/v1/memory.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListLoopRecurrencesRequest as _memory_v1_ListLoopRecurrencesRequest, ListLoopRecurrencesRequest__Output as _memory_v1_ListLoopRecurrencesRequest__Output } from '../../memory/v1/ListLoopRecurrencesRequest.ts';
import type { ListLoopRecurrencesResponse as _memory_v1_ListLoopRecurrencesResponse, ListLoopRecurrencesResponse__Output as _memory_v1_ListLoopRecurrencesResponse__Output } from '../../memory/v1/ListLoopRecurrencesResponse.ts';
import type { ListMemoryEventsRequest as _memory_v1_ListMemoryEventsRequest, ListMemoryEventsRequest__Output as _memory_v1_ListMemoryEventsRequest__Output } from '../../memory/v1/ListMemoryEventsRequest.ts';
import type { ListMemoryEventsResponse as _memory_v1_ListMemoryEventsResponse, ListMemoryEventsResponse__Output as _memory_v1_ListMemoryEventsResponse__Output } from '../../memory/v1/ListMemoryEventsResponse.ts';

export interface MemoryEngineServiceClient extends grpc.Client {
  ListLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  ListLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  ListLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  ListLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  listLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  listLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  listLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  listLoopRecurrences(argument: _memory_v1_ListLoopRecurrencesRequest, callback: grpc.requestCallback<_memory_v1_ListLoopRecurrencesResponse__Output>): grpc.ClientUnaryCall;
  
  ListMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  ListMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  ListMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  ListMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  listMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  listMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  listMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  listMemoryEvents(argument: _memory_v1_ListMemoryEventsRequest, callback: grpc.requestCallback<_memory_v1_ListMemoryEventsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface MemoryEngineServiceHandlers extends grpc.UntypedServiceImplementation {
  ListLoopRecurrences: grpc.handleUnaryCall<_memory_v1_ListLoopRecurrencesRequest__Output, _memory_v1_ListLoopRecurrencesResponse>;
  
  ListMemoryEvents: grpc.handleUnaryCall<_memory_v1_ListMemoryEventsRequest__Output, _memory_v1_ListMemoryEventsResponse>;
  
}

export interface MemoryEngineServiceDefinition extends grpc.ServiceDefinition {
  ListLoopRecurrences: MethodDefinition<_memory_v1_ListLoopRecurrencesRequest, _memory_v1_ListLoopRecurrencesResponse, _memory_v1_ListLoopRecurrencesRequest__Output, _memory_v1_ListLoopRecurrencesResponse__Output>
  ListMemoryEvents: MethodDefinition<_memory_v1_ListMemoryEventsRequest, _memory_v1_ListMemoryEventsResponse, _memory_v1_ListMemoryEventsRequest__Output, _memory_v1_ListMemoryEventsResponse__Output>
}
