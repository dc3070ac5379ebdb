import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AgentRunReceipt as _agents_v1_AgentRunReceipt, AgentRunReceipt__Output as _agents_v1_AgentRunReceipt__Output } from './agents/v1/AgentRunReceipt.ts';
import type { AgentRunReceiptsPage as _agents_v1_AgentRunReceiptsPage, AgentRunReceiptsPage__Output as _agents_v1_AgentRunReceiptsPage__Output } from './agents/v1/AgentRunReceiptsPage.ts';
import type { AgentRuntimeServiceClient as _agents_v1_AgentRuntimeServiceClient, AgentRuntimeServiceDefinition as _agents_v1_AgentRuntimeServiceDefinition } from './agents/v1/AgentRuntimeService.ts';
import type { AgentSandboxCapacity as _agents_v1_AgentSandboxCapacity, AgentSandboxCapacity__Output as _agents_v1_AgentSandboxCapacity__Output } from './agents/v1/AgentSandboxCapacity.ts';
import type { AgentSandboxState as _agents_v1_AgentSandboxState, AgentSandboxState__Output as _agents_v1_AgentSandboxState__Output } from './agents/v1/AgentSandboxState.ts';
import type { AgentSession as _agents_v1_AgentSession, AgentSession__Output as _agents_v1_AgentSession__Output } from './agents/v1/AgentSession.ts';
import type { AgentSessionsPage as _agents_v1_AgentSessionsPage, AgentSessionsPage__Output as _agents_v1_AgentSessionsPage__Output } from './agents/v1/AgentSessionsPage.ts';
import type { Connector as _agents_v1_Connector, Connector__Output as _agents_v1_Connector__Output } from './agents/v1/Connector.ts';
import type { Coverage as _agents_v1_Coverage, Coverage__Output as _agents_v1_Coverage__Output } from './agents/v1/Coverage.ts';
import type { CoverageGap as _agents_v1_CoverageGap, CoverageGap__Output as _agents_v1_CoverageGap__Output } from './agents/v1/CoverageGap.ts';
import type { CoverageWindow as _agents_v1_CoverageWindow, CoverageWindow__Output as _agents_v1_CoverageWindow__Output } from './agents/v1/CoverageWindow.ts';
import type { GetCoverageRequest as _agents_v1_GetCoverageRequest, GetCoverageRequest__Output as _agents_v1_GetCoverageRequest__Output } from './agents/v1/GetCoverageRequest.ts';
import type { GetCoverageResponse as _agents_v1_GetCoverageResponse, GetCoverageResponse__Output as _agents_v1_GetCoverageResponse__Output } from './agents/v1/GetCoverageResponse.ts';
import type { GetRunReceiptRequest as _agents_v1_GetRunReceiptRequest, GetRunReceiptRequest__Output as _agents_v1_GetRunReceiptRequest__Output } from './agents/v1/GetRunReceiptRequest.ts';
import type { GetRunReceiptResponse as _agents_v1_GetRunReceiptResponse, GetRunReceiptResponse__Output as _agents_v1_GetRunReceiptResponse__Output } from './agents/v1/GetRunReceiptResponse.ts';
import type { GetSessionRequest as _agents_v1_GetSessionRequest, GetSessionRequest__Output as _agents_v1_GetSessionRequest__Output } from './agents/v1/GetSessionRequest.ts';
import type { GetSessionResponse as _agents_v1_GetSessionResponse, GetSessionResponse__Output as _agents_v1_GetSessionResponse__Output } from './agents/v1/GetSessionResponse.ts';
import type { IngestionServiceClient as _agents_v1_IngestionServiceClient, IngestionServiceDefinition as _agents_v1_IngestionServiceDefinition } from './agents/v1/IngestionService.ts';
import type { ListConnectorsRequest as _agents_v1_ListConnectorsRequest, ListConnectorsRequest__Output as _agents_v1_ListConnectorsRequest__Output } from './agents/v1/ListConnectorsRequest.ts';
import type { ListConnectorsResponse as _agents_v1_ListConnectorsResponse, ListConnectorsResponse__Output as _agents_v1_ListConnectorsResponse__Output } from './agents/v1/ListConnectorsResponse.ts';
import type { ListRunReceiptsRequest as _agents_v1_ListRunReceiptsRequest, ListRunReceiptsRequest__Output as _agents_v1_ListRunReceiptsRequest__Output } from './agents/v1/ListRunReceiptsRequest.ts';
import type { ListRunReceiptsResponse as _agents_v1_ListRunReceiptsResponse, ListRunReceiptsResponse__Output as _agents_v1_ListRunReceiptsResponse__Output } from './agents/v1/ListRunReceiptsResponse.ts';
import type { ListSessionsRequest as _agents_v1_ListSessionsRequest, ListSessionsRequest__Output as _agents_v1_ListSessionsRequest__Output } from './agents/v1/ListSessionsRequest.ts';
import type { ListSessionsResponse as _agents_v1_ListSessionsResponse, ListSessionsResponse__Output as _agents_v1_ListSessionsResponse__Output } from './agents/v1/ListSessionsResponse.ts';
import type { RequestContext as _agents_v1_RequestContext, RequestContext__Output as _agents_v1_RequestContext__Output } from './agents/v1/RequestContext.ts';
import type { TerminateSessionRequest as _agents_v1_TerminateSessionRequest, TerminateSessionRequest__Output as _agents_v1_TerminateSessionRequest__Output } from './agents/v1/TerminateSessionRequest.ts';
import type { TerminateSessionResponse as _agents_v1_TerminateSessionResponse, TerminateSessionResponse__Output as _agents_v1_TerminateSessionResponse__Output } from './agents/v1/TerminateSessionResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  agents: {
    v1: {
      AgentRunReceipt: MessageTypeDefinition<_agents_v1_AgentRunReceipt, _agents_v1_AgentRunReceipt__Output>
      AgentRunReceiptsPage: MessageTypeDefinition<_agents_v1_AgentRunReceiptsPage, _agents_v1_AgentRunReceiptsPage__Output>
      AgentRuntimeService: SubtypeConstructor<typeof grpc.Client, _agents_v1_AgentRuntimeServiceClient> & { service: _agents_v1_AgentRuntimeServiceDefinition }
      AgentSandboxCapacity: MessageTypeDefinition<_agents_v1_AgentSandboxCapacity, _agents_v1_AgentSandboxCapacity__Output>
      AgentSandboxState: MessageTypeDefinition<_agents_v1_AgentSandboxState, _agents_v1_AgentSandboxState__Output>
      AgentSandboxStatus: EnumTypeDefinition
      AgentSession: MessageTypeDefinition<_agents_v1_AgentSession, _agents_v1_AgentSession__Output>
      AgentSessionState: EnumTypeDefinition
      AgentSessionsPage: MessageTypeDefinition<_agents_v1_AgentSessionsPage, _agents_v1_AgentSessionsPage__Output>
      Connector: MessageTypeDefinition<_agents_v1_Connector, _agents_v1_Connector__Output>
      Coverage: MessageTypeDefinition<_agents_v1_Coverage, _agents_v1_Coverage__Output>
      CoverageGap: MessageTypeDefinition<_agents_v1_CoverageGap, _agents_v1_CoverageGap__Output>
      CoverageWindow: MessageTypeDefinition<_agents_v1_CoverageWindow, _agents_v1_CoverageWindow__Output>
      GetCoverageRequest: MessageTypeDefinition<_agents_v1_GetCoverageRequest, _agents_v1_GetCoverageRequest__Output>
      GetCoverageResponse: MessageTypeDefinition<_agents_v1_GetCoverageResponse, _agents_v1_GetCoverageResponse__Output>
      GetRunReceiptRequest: MessageTypeDefinition<_agents_v1_GetRunReceiptRequest, _agents_v1_GetRunReceiptRequest__Output>
      GetRunReceiptResponse: MessageTypeDefinition<_agents_v1_GetRunReceiptResponse, _agents_v1_GetRunReceiptResponse__Output>
      GetSessionRequest: MessageTypeDefinition<_agents_v1_GetSessionRequest, _agents_v1_GetSessionRequest__Output>
      GetSessionResponse: MessageTypeDefinition<_agents_v1_GetSessionResponse, _agents_v1_GetSessionResponse__Output>
      IngestionService: SubtypeConstructor<typeof grpc.Client, _agents_v1_IngestionServiceClient> & { service: _agents_v1_IngestionServiceDefinition }
      ListConnectorsRequest: MessageTypeDefinition<_agents_v1_ListConnectorsRequest, _agents_v1_ListConnectorsRequest__Output>
      ListConnectorsResponse: MessageTypeDefinition<_agents_v1_ListConnectorsResponse, _agents_v1_ListConnectorsResponse__Output>
      ListRunReceiptsRequest: MessageTypeDefinition<_agents_v1_ListRunReceiptsRequest, _agents_v1_ListRunReceiptsRequest__Output>
      ListRunReceiptsResponse: MessageTypeDefinition<_agents_v1_ListRunReceiptsResponse, _agents_v1_ListRunReceiptsResponse__Output>
      ListSessionsRequest: MessageTypeDefinition<_agents_v1_ListSessionsRequest, _agents_v1_ListSessionsRequest__Output>
      ListSessionsResponse: MessageTypeDefinition<_agents_v1_ListSessionsResponse, _agents_v1_ListSessionsResponse__Output>
      RequestContext: MessageTypeDefinition<_agents_v1_RequestContext, _agents_v1_RequestContext__Output>
      TerminateSessionRequest: MessageTypeDefinition<_agents_v1_TerminateSessionRequest, _agents_v1_TerminateSessionRequest__Output>
      TerminateSessionResponse: MessageTypeDefinition<_agents_v1_TerminateSessionResponse, _agents_v1_TerminateSessionResponse__Output>
    }
  }
}

