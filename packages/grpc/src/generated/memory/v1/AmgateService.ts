// Original file: proto/memory/v1/memory.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListDecisionsRequest as _memory_v1_ListDecisionsRequest, ListDecisionsRequest__Output as _memory_v1_ListDecisionsRequest__Output } from '../../memory/v1/ListDecisionsRequest.ts';
import type { ListDecisionsResponse as _memory_v1_ListDecisionsResponse, ListDecisionsResponse__Output as _memory_v1_ListDecisionsResponse__Output } from '../../memory/v1/ListDecisionsResponse.ts';
import type { ReadRequest as _memory_v1_ReadRequest, ReadRequest__Output as _memory_v1_ReadRequest__Output } from '../../memory/v1/ReadRequest.ts';
import type { ReadResponse as _memory_v1_ReadResponse, ReadResponse__Output as _memory_v1_ReadResponse__Output } from '../../memory/v1/ReadResponse.ts';
import type { WriteRequest as _memory_v1_WriteRequest, WriteRequest__Output as _memory_v1_WriteRequest__Output } from '../../memory/v1/WriteRequest.ts';
import type { WriteResponse as _memory_v1_WriteResponse, WriteResponse__Output as _memory_v1_WriteResponse__Output } from '../../memory/v1/WriteResponse.ts';

export interface AmgateServiceClient extends grpc.Client {
  ListDecisions(argument: _memory_v1_ListDecisionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisions(argument: _memory_v1_ListDecisionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisions(argument: _memory_v1_ListDecisionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisions(argument: _memory_v1_ListDecisionsRequest, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  listDecisions(argument: _memory_v1_ListDecisionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  listDecisions(argument: _memory_v1_ListDecisionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  listDecisions(argument: _memory_v1_ListDecisionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  listDecisions(argument: _memory_v1_ListDecisionsRequest, callback: grpc.requestCallback<_memory_v1_ListDecisionsResponse__Output>): grpc.ClientUnaryCall;
  
  Read(argument: _memory_v1_ReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  Read(argument: _memory_v1_ReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  Read(argument: _memory_v1_ReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  Read(argument: _memory_v1_ReadRequest, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  read(argument: _memory_v1_ReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  read(argument: _memory_v1_ReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  read(argument: _memory_v1_ReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  read(argument: _memory_v1_ReadRequest, callback: grpc.requestCallback<_memory_v1_ReadResponse__Output>): grpc.ClientUnaryCall;
  
  Write(argument: _memory_v1_WriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  Write(argument: _memory_v1_WriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  Write(argument: _memory_v1_WriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  Write(argument: _memory_v1_WriteRequest, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  write(argument: _memory_v1_WriteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  write(argument: _memory_v1_WriteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  write(argument: _memory_v1_WriteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  write(argument: _memory_v1_WriteRequest, callback: grpc.requestCallback<_memory_v1_WriteResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AmgateServiceHandlers extends grpc.UntypedServiceImplementation {
  ListDecisions: grpc.handleUnaryCall<_memory_v1_ListDecisionsRequest__Output, _memory_v1_ListDecisionsResponse>;
  
  Read: grpc.handleUnaryCall<_memory_v1_ReadRequest__Output, _memory_v1_ReadResponse>;
  
  Write: grpc.handleUnaryCall<_memory_v1_WriteRequest__Output, _memory_v1_WriteResponse>;
  
}

export interface AmgateServiceDefinition extends grpc.ServiceDefinition {
  ListDecisions: MethodDefinition<_memory_v1_ListDecisionsRequest, _memory_v1_ListDecisionsResponse, _memory_v1_ListDecisionsRequest__Output, _memory_v1_ListDecisionsResponse__Output>
  Read: MethodDefinition<_memory_v1_ReadRequest, _memory_v1_ReadResponse, _memory_v1_ReadRequest__Output, _memory_v1_ReadResponse__Output>
  Write: MethodDefinition<_memory_v1_WriteRequest, _memory_v1_WriteResponse, _memory_v1_WriteRequest__Output, _memory_v1_WriteResponse__Output>
}
