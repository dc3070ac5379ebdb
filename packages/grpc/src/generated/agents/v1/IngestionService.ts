// Original file: proto/agents/v1/agents.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetCoverageRequest as _agents_v1_GetCoverageRequest, GetCoverageRequest__Output as _agents_v1_GetCoverageRequest__Output } from '../../agents/v1/GetCoverageRequest.ts';
import type { GetCoverageResponse as _agents_v1_GetCoverageResponse, GetCoverageResponse__Output as _agents_v1_GetCoverageResponse__Output } from '../../agents/v1/GetCoverageResponse.ts';
import type { ListConnectorsRequest as _agents_v1_ListConnectorsRequest, ListConnectorsRequest__Output as _agents_v1_ListConnectorsRequest__Output } from '../../agents/v1/ListConnectorsRequest.ts';
import type { ListConnectorsResponse as _agents_v1_ListConnectorsResponse, ListConnectorsResponse__Output as _agents_v1_ListConnectorsResponse__Output } from '../../agents/v1/ListConnectorsResponse.ts';

export interface IngestionServiceClient extends grpc.Client {
  GetCoverage(argument: _agents_v1_GetCoverageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  GetCoverage(argument: _agents_v1_GetCoverageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  GetCoverage(argument: _agents_v1_GetCoverageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  GetCoverage(argument: _agents_v1_GetCoverageRequest, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  getCoverage(argument: _agents_v1_GetCoverageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  getCoverage(argument: _agents_v1_GetCoverageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  getCoverage(argument: _agents_v1_GetCoverageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  getCoverage(argument: _agents_v1_GetCoverageRequest, callback: grpc.requestCallback<_agents_v1_GetCoverageResponse__Output>): grpc.ClientUnaryCall;
  
  ListConnectors(argument: _agents_v1_ListConnectorsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectors(argument: _agents_v1_ListConnectorsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectors(argument: _agents_v1_ListConnectorsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  ListConnectors(argument: _agents_v1_ListConnectorsRequest, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  listConnectors(argument: _agents_v1_ListConnectorsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  listConnectors(argument: _agents_v1_ListConnectorsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  listConnectors(argument: _agents_v1_ListConnectorsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  listConnectors(argument: _agents_v1_ListConnectorsRequest, callback: grpc.requestCallback<_agents_v1_ListConnectorsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IngestionServiceHandlers extends grpc.UntypedServiceImplementation {
  GetCoverage: grpc.handleUnaryCall<_agents_v1_GetCoverageRequest__Output, _agents_v1_GetCoverageResponse>;
  
  ListConnectors: grpc.handleUnaryCall<_agents_v1_ListConnectorsRequest__Output, _agents_v1_ListConnectorsResponse>;
  
}

export interface IngestionServiceDefinition extends grpc.ServiceDefinition {
  GetCoverage: MethodDefinition<_agents_v1_GetCoverageRequest, _agents_v1_GetCoverageResponse, _agents_v1_GetCoverageRequest__Output, _agents_v1_GetCoverageResponse__Output>
  ListConnectors: MethodDefinition<_agents_v1_ListConnectorsRequest, _agents_v1_ListConnectorsResponse, _agents_v1_ListConnectorsRequest__Output, _agents_v1_ListConnectorsResponse__Output>
}
