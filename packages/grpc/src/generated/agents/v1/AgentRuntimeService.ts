// Original file: proto/agents/v1/agents.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetRunReceiptRequest as _agents_v1_GetRunReceiptRequest, GetRunReceiptRequest__Output as _agents_v1_GetRunReceiptRequest__Output } from '../../agents/v1/GetRunReceiptRequest.ts';
import type { GetRunReceiptResponse as _agents_v1_GetRunReceiptResponse, GetRunReceiptResponse__Output as _agents_v1_GetRunReceiptResponse__Output } from '../../agents/v1/GetRunReceiptResponse.ts';
import type { GetSessionRequest as _agents_v1_GetSessionRequest, GetSessionRequest__Output as _agents_v1_GetSessionRequest__Output } from '../../agents/v1/GetSessionRequest.ts';
import type { GetSessionResponse as _agents_v1_GetSessionResponse, GetSessionResponse__Output as _agents_v1_GetSessionResponse__Output } from '../../agents/v1/GetSessionResponse.ts';
import type { ListRunReceiptsRequest as _agents_v1_ListRunReceiptsRequest, ListRunReceiptsRequest__Output as _agents_v1_ListRunReceiptsRequest__Output } from '../../agents/v1/ListRunReceiptsRequest.ts';
import type { ListRunReceiptsResponse as _agents_v1_ListRunReceiptsResponse, ListRunReceiptsResponse__Output as _agents_v1_ListRunReceiptsResponse__Output } from '../../agents/v1/ListRunReceiptsResponse.ts';
import type { ListSessionsRequest as _agents_v1_ListSessionsRequest, ListSessionsRequest__Output as _agents_v1_ListSessionsRequest__Output } from '../../agents/v1/ListSessionsRequest.ts';
import type { ListSessionsResponse as _agents_v1_ListSessionsResponse, ListSessionsResponse__Output as _agents_v1_ListSessionsResponse__Output } from '../../agents/v1/ListSessionsResponse.ts';
import type { TerminateSessionRequest as _agents_v1_TerminateSessionRequest, TerminateSessionRequest__Output as _agents_v1_TerminateSessionRequest__Output } from '../../agents/v1/TerminateSessionRequest.ts';
import type { TerminateSessionResponse as _agents_v1_TerminateSessionResponse, TerminateSessionResponse__Output as _agents_v1_TerminateSessionResponse__Output } from '../../agents/v1/TerminateSessionResponse.ts';

export interface AgentRuntimeServiceClient extends grpc.Client {
  GetRunReceipt(argument: _agents_v1_GetRunReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetRunReceipt(argument: _agents_v1_GetRunReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetRunReceipt(argument: _agents_v1_GetRunReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetRunReceipt(argument: _agents_v1_GetRunReceiptRequest, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  getRunReceipt(argument: _agents_v1_GetRunReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  getRunReceipt(argument: _agents_v1_GetRunReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  getRunReceipt(argument: _agents_v1_GetRunReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  getRunReceipt(argument: _agents_v1_GetRunReceiptRequest, callback: grpc.requestCallback<_agents_v1_GetRunReceiptResponse__Output>): grpc.ClientUnaryCall;
  
  GetSession(argument: _agents_v1_GetSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _agents_v1_GetSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _agents_v1_GetSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _agents_v1_GetSessionRequest, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _agents_v1_GetSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _agents_v1_GetSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _agents_v1_GetSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  getSession(argument: _agents_v1_GetSessionRequest, callback: grpc.requestCallback<_agents_v1_GetSessionResponse__Output>): grpc.ClientUnaryCall;
  
  ListRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listRunReceipts(argument: _agents_v1_ListRunReceiptsRequest, callback: grpc.requestCallback<_agents_v1_ListRunReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  ListSessions(argument: _agents_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _agents_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _agents_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _agents_v1_ListSessionsRequest, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _agents_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _agents_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _agents_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _agents_v1_ListSessionsRequest, callback: grpc.requestCallback<_agents_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  TerminateSession(argument: _agents_v1_TerminateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  TerminateSession(argument: _agents_v1_TerminateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  TerminateSession(argument: _agents_v1_TerminateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  TerminateSession(argument: _agents_v1_TerminateSessionRequest, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  terminateSession(argument: _agents_v1_TerminateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  terminateSession(argument: _agents_v1_TerminateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  terminateSession(argument: _agents_v1_TerminateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  terminateSession(argument: _agents_v1_TerminateSessionRequest, callback: grpc.requestCallback<_agents_v1_TerminateSessionResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AgentRuntimeServiceHandlers extends grpc.UntypedServiceImplementation {
  GetRunReceipt: grpc.handleUnaryCall<_agents_v1_GetRunReceiptRequest__Output, _agents_v1_GetRunReceiptResponse>;
  
  GetSession: grpc.handleUnaryCall<_agents_v1_GetSessionRequest__Output, _agents_v1_GetSessionResponse>;
  
  ListRunReceipts: grpc.handleUnaryCall<_agents_v1_ListRunReceiptsRequest__Output, _agents_v1_ListRunReceiptsResponse>;
  
  ListSessions: grpc.handleUnaryCall<_agents_v1_ListSessionsRequest__Output, _agents_v1_ListSessionsResponse>;
  
  TerminateSession: grpc.handleUnaryCall<_agents_v1_TerminateSessionRequest__Output, _agents_v1_TerminateSessionResponse>;
  
}

export interface AgentRuntimeServiceDefinition extends grpc.ServiceDefinition {
  GetRunReceipt: MethodDefinition<_agents_v1_GetRunReceiptRequest, _agents_v1_GetRunReceiptResponse, _agents_v1_GetRunReceiptRequest__Output, _agents_v1_GetRunReceiptResponse__Output>
  GetSession: MethodDefinition<_agents_v1_GetSessionRequest, _agents_v1_GetSessionResponse, _agents_v1_GetSessionRequest__Output, _agents_v1_GetSessionResponse__Output>
  ListRunReceipts: MethodDefinition<_agents_v1_ListRunReceiptsRequest, _agents_v1_ListRunReceiptsResponse, _agents_v1_ListRunReceiptsRequest__Output, _agents_v1_ListRunReceiptsResponse__Output>
  ListSessions: MethodDefinition<_agents_v1_ListSessionsRequest, _agents_v1_ListSessionsResponse, _agents_v1_ListSessionsRequest__Output, _agents_v1_ListSessionsResponse__Output>
  TerminateSession: MethodDefinition<_agents_v1_TerminateSessionRequest, _agents_v1_TerminateSessionResponse, _agents_v1_TerminateSessionRequest__Output, _agents_v1_TerminateSessionResponse__Output>
}
