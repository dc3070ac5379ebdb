import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AmgateDecision as _memory_v1_AmgateDecision, AmgateDecision__Output as _memory_v1_AmgateDecision__Output } from './memory/v1/AmgateDecision.ts';
import type { AmgateDecisionConnection as _memory_v1_AmgateDecisionConnection, AmgateDecisionConnection__Output as _memory_v1_AmgateDecisionConnection__Output } from './memory/v1/AmgateDecisionConnection.ts';
import type { AmgateServiceClient as _memory_v1_AmgateServiceClient, AmgateServiceDefinition as _memory_v1_AmgateServiceDefinition } from './memory/v1/AmgateService.ts';
import type { DriftPoint as _memory_v1_DriftPoint, DriftPoint__Output as _memory_v1_DriftPoint__Output } from './memory/v1/DriftPoint.ts';
import type { DriftServiceClient as _memory_v1_DriftServiceClient, DriftServiceDefinition as _memory_v1_DriftServiceDefinition } from './memory/v1/DriftService.ts';
import type { DriftTrajectory as _memory_v1_DriftTrajectory, DriftTrajectory__Output as _memory_v1_DriftTrajectory__Output } from './memory/v1/DriftTrajectory.ts';
import type { DriftVerification as _memory_v1_DriftVerification, DriftVerification__Output as _memory_v1_DriftVerification__Output } from './memory/v1/DriftVerification.ts';
import type { ExportArchiveRequest as _memory_v1_ExportArchiveRequest, ExportArchiveRequest__Output as _memory_v1_ExportArchiveRequest__Output } from './memory/v1/ExportArchiveRequest.ts';
import type { ExportArchiveResponse as _memory_v1_ExportArchiveResponse, ExportArchiveResponse__Output as _memory_v1_ExportArchiveResponse__Output } from './memory/v1/ExportArchiveResponse.ts';
import type { ExportMemoryArchivePayload as _memory_v1_ExportMemoryArchivePayload, ExportMemoryArchivePayload__Output as _memory_v1_ExportMemoryArchivePayload__Output } from './memory/v1/ExportMemoryArchivePayload.ts';
import type { GatedMemoryReadPayload as _memory_v1_GatedMemoryReadPayload, GatedMemoryReadPayload__Output as _memory_v1_GatedMemoryReadPayload__Output } from './memory/v1/GatedMemoryReadPayload.ts';
import type { GatedMemoryWritePayload as _memory_v1_GatedMemoryWritePayload, GatedMemoryWritePayload__Output as _memory_v1_GatedMemoryWritePayload__Output } from './memory/v1/GatedMemoryWritePayload.ts';
import type { GetTrajectoryRequest as _memory_v1_GetTrajectoryRequest, GetTrajectoryRequest__Output as _memory_v1_GetTrajectoryRequest__Output } from './memory/v1/GetTrajectoryRequest.ts';
import type { GetTrajectoryResponse as _memory_v1_GetTrajectoryResponse, GetTrajectoryResponse__Output as _memory_v1_GetTrajectoryResponse__Output } from './memory/v1/GetTrajectoryResponse.ts';
import type { ImportArchiveRequest as _memory_v1_ImportArchiveRequest, ImportArchiveRequest__Output as _memory_v1_ImportArchiveRequest__Output } from './memory/v1/ImportArchiveRequest.ts';
import type { ImportArchiveResponse as _memory_v1_ImportArchiveResponse, ImportArchiveResponse__Output as _memory_v1_ImportArchiveResponse__Output } from './memory/v1/ImportArchiveResponse.ts';
import type { ImportMemoryArchivePayload as _memory_v1_ImportMemoryArchivePayload, ImportMemoryArchivePayload__Output as _memory_v1_ImportMemoryArchivePayload__Output } from './memory/v1/ImportMemoryArchivePayload.ts';
import type { ListDecisionsRequest as _memory_v1_ListDecisionsRequest, ListDecisionsRequest__Output as _memory_v1_ListDecisionsRequest__Output } from './memory/v1/ListDecisionsRequest.ts';
import type { ListDecisionsResponse as _memory_v1_ListDecisionsResponse, ListDecisionsResponse__Output as _memory_v1_ListDecisionsResponse__Output } from './memory/v1/ListDecisionsResponse.ts';
import type { ListLoopRecurrencesRequest as _memory_v1_ListLoopRecurrencesRequest, ListLoopRecurrencesRequest__Output as _memory_v1_ListLoopRecurrencesRequest__Output } from './memory/v1/ListLoopRecurrencesRequest.ts';
import type { ListLoopRecurrencesResponse as _memory_v1_ListLoopRecurrencesResponse, ListLoopRecurrencesResponse__Output as _memory_v1_ListLoopRecurrencesResponse__Output } from './memory/v1/ListLoopRecurrencesResponse.ts';
import type { ListMemoryEventsRequest as _memory_v1_ListMemoryEventsRequest, ListMemoryEventsRequest__Output as _memory_v1_ListMemoryEventsRequest__Output } from './memory/v1/ListMemoryEventsRequest.ts';
import type { ListMemoryEventsResponse as _memory_v1_ListMemoryEventsResponse, ListMemoryEventsResponse__Output as _memory_v1_ListMemoryEventsResponse__Output } from './memory/v1/ListMemoryEventsResponse.ts';
import type { LoopRecurrence as _memory_v1_LoopRecurrence, LoopRecurrence__Output as _memory_v1_LoopRecurrence__Output } from './memory/v1/LoopRecurrence.ts';
import type { LoopRecurrencesPage as _memory_v1_LoopRecurrencesPage, LoopRecurrencesPage__Output as _memory_v1_LoopRecurrencesPage__Output } from './memory/v1/LoopRecurrencesPage.ts';
import type { MemoryEngineServiceClient as _memory_v1_MemoryEngineServiceClient, MemoryEngineServiceDefinition as _memory_v1_MemoryEngineServiceDefinition } from './memory/v1/MemoryEngineService.ts';
import type { MemoryEventNode as _memory_v1_MemoryEventNode, MemoryEventNode__Output as _memory_v1_MemoryEventNode__Output } from './memory/v1/MemoryEventNode.ts';
import type { MemoryEventsPage as _memory_v1_MemoryEventsPage, MemoryEventsPage__Output as _memory_v1_MemoryEventsPage__Output } from './memory/v1/MemoryEventsPage.ts';
import type { MergeArchivesRequest as _memory_v1_MergeArchivesRequest, MergeArchivesRequest__Output as _memory_v1_MergeArchivesRequest__Output } from './memory/v1/MergeArchivesRequest.ts';
import type { MergeArchivesResponse as _memory_v1_MergeArchivesResponse, MergeArchivesResponse__Output as _memory_v1_MergeArchivesResponse__Output } from './memory/v1/MergeArchivesResponse.ts';
import type { MergeMemoryArchivesPayload as _memory_v1_MergeMemoryArchivesPayload, MergeMemoryArchivesPayload__Output as _memory_v1_MergeMemoryArchivesPayload__Output } from './memory/v1/MergeMemoryArchivesPayload.ts';
import type { ReadRequest as _memory_v1_ReadRequest, ReadRequest__Output as _memory_v1_ReadRequest__Output } from './memory/v1/ReadRequest.ts';
import type { ReadResponse as _memory_v1_ReadResponse, ReadResponse__Output as _memory_v1_ReadResponse__Output } from './memory/v1/ReadResponse.ts';
import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from './memory/v1/RequestContext.ts';
import type { RetrieveFactsRequest as _memory_v1_RetrieveFactsRequest, RetrieveFactsRequest__Output as _memory_v1_RetrieveFactsRequest__Output } from './memory/v1/RetrieveFactsRequest.ts';
import type { RetrieveFactsResponse as _memory_v1_RetrieveFactsResponse, RetrieveFactsResponse__Output as _memory_v1_RetrieveFactsResponse__Output } from './memory/v1/RetrieveFactsResponse.ts';
import type { RetrievedFactNode as _memory_v1_RetrievedFactNode, RetrievedFactNode__Output as _memory_v1_RetrievedFactNode__Output } from './memory/v1/RetrievedFactNode.ts';
import type { SurfacedContradiction as _memory_v1_SurfacedContradiction, SurfacedContradiction__Output as _memory_v1_SurfacedContradiction__Output } from './memory/v1/SurfacedContradiction.ts';
import type { TrustAxes as _memory_v1_TrustAxes, TrustAxes__Output as _memory_v1_TrustAxes__Output } from './memory/v1/TrustAxes.ts';
import type { VerifiedMemoryServiceClient as _memory_v1_VerifiedMemoryServiceClient, VerifiedMemoryServiceDefinition as _memory_v1_VerifiedMemoryServiceDefinition } from './memory/v1/VerifiedMemoryService.ts';
import type { VerifiedRetrievalServiceClient as _memory_v1_VerifiedRetrievalServiceClient, VerifiedRetrievalServiceDefinition as _memory_v1_VerifiedRetrievalServiceDefinition } from './memory/v1/VerifiedRetrievalService.ts';
import type { VerifyMergeReceiptPayload as _memory_v1_VerifyMergeReceiptPayload, VerifyMergeReceiptPayload__Output as _memory_v1_VerifyMergeReceiptPayload__Output } from './memory/v1/VerifyMergeReceiptPayload.ts';
import type { VerifyMergeReceiptRequest as _memory_v1_VerifyMergeReceiptRequest, VerifyMergeReceiptRequest__Output as _memory_v1_VerifyMergeReceiptRequest__Output } from './memory/v1/VerifyMergeReceiptRequest.ts';
import type { VerifyMergeReceiptResponse as _memory_v1_VerifyMergeReceiptResponse, VerifyMergeReceiptResponse__Output as _memory_v1_VerifyMergeReceiptResponse__Output } from './memory/v1/VerifyMergeReceiptResponse.ts';
import type { WriteRequest as _memory_v1_WriteRequest, WriteRequest__Output as _memory_v1_WriteRequest__Output } from './memory/v1/WriteRequest.ts';
import type { WriteResponse as _memory_v1_WriteResponse, WriteResponse__Output as _memory_v1_WriteResponse__Output } from './memory/v1/WriteResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  memory: {
    v1: {
      AmgateDecision: MessageTypeDefinition<_memory_v1_AmgateDecision, _memory_v1_AmgateDecision__Output>
      AmgateDecisionConnection: MessageTypeDefinition<_memory_v1_AmgateDecisionConnection, _memory_v1_AmgateDecisionConnection__Output>
      AmgateService: SubtypeConstructor<typeof grpc.Client, _memory_v1_AmgateServiceClient> & { service: _memory_v1_AmgateServiceDefinition }
      DriftPoint: MessageTypeDefinition<_memory_v1_DriftPoint, _memory_v1_DriftPoint__Output>
      DriftService: SubtypeConstructor<typeof grpc.Client, _memory_v1_DriftServiceClient> & { service: _memory_v1_DriftServiceDefinition }
      DriftTrajectory: MessageTypeDefinition<_memory_v1_DriftTrajectory, _memory_v1_DriftTrajectory__Output>
      DriftVerification: MessageTypeDefinition<_memory_v1_DriftVerification, _memory_v1_DriftVerification__Output>
      ExportArchiveRequest: MessageTypeDefinition<_memory_v1_ExportArchiveRequest, _memory_v1_ExportArchiveRequest__Output>
      ExportArchiveResponse: MessageTypeDefinition<_memory_v1_ExportArchiveResponse, _memory_v1_ExportArchiveResponse__Output>
      ExportMemoryArchivePayload: MessageTypeDefinition<_memory_v1_ExportMemoryArchivePayload, _memory_v1_ExportMemoryArchivePayload__Output>
      GatedMemoryReadPayload: MessageTypeDefinition<_memory_v1_GatedMemoryReadPayload, _memory_v1_GatedMemoryReadPayload__Output>
      GatedMemoryWritePayload: MessageTypeDefinition<_memory_v1_GatedMemoryWritePayload, _memory_v1_GatedMemoryWritePayload__Output>
      GetTrajectoryRequest: MessageTypeDefinition<_memory_v1_GetTrajectoryRequest, _memory_v1_GetTrajectoryRequest__Output>
      GetTrajectoryResponse: MessageTypeDefinition<_memory_v1_GetTrajectoryResponse, _memory_v1_GetTrajectoryResponse__Output>
      ImportArchiveRequest: MessageTypeDefinition<_memory_v1_ImportArchiveRequest, _memory_v1_ImportArchiveRequest__Output>
      ImportArchiveResponse: MessageTypeDefinition<_memory_v1_ImportArchiveResponse, _memory_v1_ImportArchiveResponse__Output>
      ImportMemoryArchivePayload: MessageTypeDefinition<_memory_v1_ImportMemoryArchivePayload, _memory_v1_ImportMemoryArchivePayload__Output>
      ListDecisionsRequest: MessageTypeDefinition<_memory_v1_ListDecisionsRequest, _memory_v1_ListDecisionsRequest__Output>
      ListDecisionsResponse: MessageTypeDefinition<_memory_v1_ListDecisionsResponse, _memory_v1_ListDecisionsResponse__Output>
      ListLoopRecurrencesRequest: MessageTypeDefinition<_memory_v1_ListLoopRecurrencesRequest, _memory_v1_ListLoopRecurrencesRequest__Output>
      ListLoopRecurrencesResponse: MessageTypeDefinition<_memory_v1_ListLoopRecurrencesResponse, _memory_v1_ListLoopRecurrencesResponse__Output>
      ListMemoryEventsRequest: MessageTypeDefinition<_memory_v1_ListMemoryEventsRequest, _memory_v1_ListMemoryEventsRequest__Output>
      ListMemoryEventsResponse: MessageTypeDefinition<_memory_v1_ListMemoryEventsResponse, _memory_v1_ListMemoryEventsResponse__Output>
      LoopRecurrence: MessageTypeDefinition<_memory_v1_LoopRecurrence, _memory_v1_LoopRecurrence__Output>
      LoopRecurrencesPage: MessageTypeDefinition<_memory_v1_LoopRecurrencesPage, _memory_v1_LoopRecurrencesPage__Output>
      MemoryEngineService: SubtypeConstructor<typeof grpc.Client, _memory_v1_MemoryEngineServiceClient> & { service: _memory_v1_MemoryEngineServiceDefinition }
      MemoryEventKind: EnumTypeDefinition
      MemoryEventNode: MessageTypeDefinition<_memory_v1_MemoryEventNode, _memory_v1_MemoryEventNode__Output>
      MemoryEventsPage: MessageTypeDefinition<_memory_v1_MemoryEventsPage, _memory_v1_MemoryEventsPage__Output>
      MergeArchivesRequest: MessageTypeDefinition<_memory_v1_MergeArchivesRequest, _memory_v1_MergeArchivesRequest__Output>
      MergeArchivesResponse: MessageTypeDefinition<_memory_v1_MergeArchivesResponse, _memory_v1_MergeArchivesResponse__Output>
      MergeMemoryArchivesPayload: MessageTypeDefinition<_memory_v1_MergeMemoryArchivesPayload, _memory_v1_MergeMemoryArchivesPayload__Output>
      QuarantineClass: EnumTypeDefinition
      ReadRequest: MessageTypeDefinition<_memory_v1_ReadRequest, _memory_v1_ReadRequest__Output>
      ReadResponse: MessageTypeDefinition<_memory_v1_ReadResponse, _memory_v1_ReadResponse__Output>
      RequestContext: MessageTypeDefinition<_memory_v1_RequestContext, _memory_v1_RequestContext__Output>
      RetrieveFactsRequest: MessageTypeDefinition<_memory_v1_RetrieveFactsRequest, _memory_v1_RetrieveFactsRequest__Output>
      RetrieveFactsResponse: MessageTypeDefinition<_memory_v1_RetrieveFactsResponse, _memory_v1_RetrieveFactsResponse__Output>
      RetrievedFactNode: MessageTypeDefinition<_memory_v1_RetrievedFactNode, _memory_v1_RetrievedFactNode__Output>
      SurfacedContradiction: MessageTypeDefinition<_memory_v1_SurfacedContradiction, _memory_v1_SurfacedContradiction__Output>
      TrustAxes: MessageTypeDefinition<_memory_v1_TrustAxes, _memory_v1_TrustAxes__Output>
      VerifiedMemoryService: SubtypeConstructor<typeof grpc.Client, _memory_v1_VerifiedMemoryServiceClient> & { service: _memory_v1_VerifiedMemoryServiceDefinition }
      VerifiedRetrievalService: SubtypeConstructor<typeof grpc.Client, _memory_v1_VerifiedRetrievalServiceClient> & { service: _memory_v1_VerifiedRetrievalServiceDefinition }
      VerifyMergeReceiptPayload: MessageTypeDefinition<_memory_v1_VerifyMergeReceiptPayload, _memory_v1_VerifyMergeReceiptPayload__Output>
      VerifyMergeReceiptRequest: MessageTypeDefinition<_memory_v1_VerifyMergeReceiptRequest, _memory_v1_VerifyMergeReceiptRequest__Output>
      VerifyMergeReceiptResponse: MessageTypeDefinition<_memory_v1_VerifyMergeReceiptResponse, _memory_v1_VerifyMergeReceiptResponse__Output>
      WriteRequest: MessageTypeDefinition<_memory_v1_WriteRequest, _memory_v1_WriteRequest__Output>
      WriteResponse: MessageTypeDefinition<_memory_v1_WriteResponse, _memory_v1_WriteResponse__Output>
    }
  }
}

