import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ClearTrustConfigRequest as _receipts_v1_ClearTrustConfigRequest, ClearTrustConfigRequest__Output as _receipts_v1_ClearTrustConfigRequest__Output } from './receipts/v1/ClearTrustConfigRequest.ts';
import type { ClearTrustConfigResponse as _receipts_v1_ClearTrustConfigResponse, ClearTrustConfigResponse__Output as _receipts_v1_ClearTrustConfigResponse__Output } from './receipts/v1/ClearTrustConfigResponse.ts';
import type { CountInvalidReceiptsRequest as _receipts_v1_CountInvalidReceiptsRequest, CountInvalidReceiptsRequest__Output as _receipts_v1_CountInvalidReceiptsRequest__Output } from './receipts/v1/CountInvalidReceiptsRequest.ts';
import type { CountInvalidReceiptsResponse as _receipts_v1_CountInvalidReceiptsResponse, CountInvalidReceiptsResponse__Output as _receipts_v1_CountInvalidReceiptsResponse__Output } from './receipts/v1/CountInvalidReceiptsResponse.ts';
import type { CountReceiptsRequest as _receipts_v1_CountReceiptsRequest, CountReceiptsRequest__Output as _receipts_v1_CountReceiptsRequest__Output } from './receipts/v1/CountReceiptsRequest.ts';
import type { CountReceiptsResponse as _receipts_v1_CountReceiptsResponse, CountReceiptsResponse__Output as _receipts_v1_CountReceiptsResponse__Output } from './receipts/v1/CountReceiptsResponse.ts';
import type { CuaAction as _receipts_v1_CuaAction, CuaAction__Output as _receipts_v1_CuaAction__Output } from './receipts/v1/CuaAction.ts';
import type { CuaActionReceipt as _receipts_v1_CuaActionReceipt, CuaActionReceipt__Output as _receipts_v1_CuaActionReceipt__Output } from './receipts/v1/CuaActionReceipt.ts';
import type { CuaActionReceiptsPage as _receipts_v1_CuaActionReceiptsPage, CuaActionReceiptsPage__Output as _receipts_v1_CuaActionReceiptsPage__Output } from './receipts/v1/CuaActionReceiptsPage.ts';
import type { CuaBBox as _receipts_v1_CuaBBox, CuaBBox__Output as _receipts_v1_CuaBBox__Output } from './receipts/v1/CuaBBox.ts';
import type { CuaPoint as _receipts_v1_CuaPoint, CuaPoint__Output as _receipts_v1_CuaPoint__Output } from './receipts/v1/CuaPoint.ts';
import type { CuaReDecision as _receipts_v1_CuaReDecision, CuaReDecision__Output as _receipts_v1_CuaReDecision__Output } from './receipts/v1/CuaReDecision.ts';
import type { CuaReceiptServiceClient as _receipts_v1_CuaReceiptServiceClient, CuaReceiptServiceDefinition as _receipts_v1_CuaReceiptServiceDefinition } from './receipts/v1/CuaReceiptService.ts';
import type { CuaRoleName as _receipts_v1_CuaRoleName, CuaRoleName__Output as _receipts_v1_CuaRoleName__Output } from './receipts/v1/CuaRoleName.ts';
import type { CuaSelector as _receipts_v1_CuaSelector, CuaSelector__Output as _receipts_v1_CuaSelector__Output } from './receipts/v1/CuaSelector.ts';
import type { CuaTimestamp as _receipts_v1_CuaTimestamp, CuaTimestamp__Output as _receipts_v1_CuaTimestamp__Output } from './receipts/v1/CuaTimestamp.ts';
import type { EvalReceipt as _receipts_v1_EvalReceipt, EvalReceipt__Output as _receipts_v1_EvalReceipt__Output } from './receipts/v1/EvalReceipt.ts';
import type { EvalReceiptVerdict as _receipts_v1_EvalReceiptVerdict, EvalReceiptVerdict__Output as _receipts_v1_EvalReceiptVerdict__Output } from './receipts/v1/EvalReceiptVerdict.ts';
import type { EvalRunInput as _receipts_v1_EvalRunInput, EvalRunInput__Output as _receipts_v1_EvalRunInput__Output } from './receipts/v1/EvalRunInput.ts';
import type { GetActionReceiptRequest as _receipts_v1_GetActionReceiptRequest, GetActionReceiptRequest__Output as _receipts_v1_GetActionReceiptRequest__Output } from './receipts/v1/GetActionReceiptRequest.ts';
import type { GetActionReceiptResponse as _receipts_v1_GetActionReceiptResponse, GetActionReceiptResponse__Output as _receipts_v1_GetActionReceiptResponse__Output } from './receipts/v1/GetActionReceiptResponse.ts';
import type { GetAdmissionReceiptRequest as _receipts_v1_GetAdmissionReceiptRequest, GetAdmissionReceiptRequest__Output as _receipts_v1_GetAdmissionReceiptRequest__Output } from './receipts/v1/GetAdmissionReceiptRequest.ts';
import type { GetAdmissionReceiptResponse as _receipts_v1_GetAdmissionReceiptResponse, GetAdmissionReceiptResponse__Output as _receipts_v1_GetAdmissionReceiptResponse__Output } from './receipts/v1/GetAdmissionReceiptResponse.ts';
import type { GetCompositionRequest as _receipts_v1_GetCompositionRequest, GetCompositionRequest__Output as _receipts_v1_GetCompositionRequest__Output } from './receipts/v1/GetCompositionRequest.ts';
import type { GetCompositionResponse as _receipts_v1_GetCompositionResponse, GetCompositionResponse__Output as _receipts_v1_GetCompositionResponse__Output } from './receipts/v1/GetCompositionResponse.ts';
import type { GetReceiptRequest as _receipts_v1_GetReceiptRequest, GetReceiptRequest__Output as _receipts_v1_GetReceiptRequest__Output } from './receipts/v1/GetReceiptRequest.ts';
import type { GetReceiptResponse as _receipts_v1_GetReceiptResponse, GetReceiptResponse__Output as _receipts_v1_GetReceiptResponse__Output } from './receipts/v1/GetReceiptResponse.ts';
import type { GetToolExposureRequest as _receipts_v1_GetToolExposureRequest, GetToolExposureRequest__Output as _receipts_v1_GetToolExposureRequest__Output } from './receipts/v1/GetToolExposureRequest.ts';
import type { GetToolExposureResponse as _receipts_v1_GetToolExposureResponse, GetToolExposureResponse__Output as _receipts_v1_GetToolExposureResponse__Output } from './receipts/v1/GetToolExposureResponse.ts';
import type { GetTrustAnchorsRequest as _receipts_v1_GetTrustAnchorsRequest, GetTrustAnchorsRequest__Output as _receipts_v1_GetTrustAnchorsRequest__Output } from './receipts/v1/GetTrustAnchorsRequest.ts';
import type { GetTrustAnchorsResponse as _receipts_v1_GetTrustAnchorsResponse, GetTrustAnchorsResponse__Output as _receipts_v1_GetTrustAnchorsResponse__Output } from './receipts/v1/GetTrustAnchorsResponse.ts';
import type { GetTrustConfigRequest as _receipts_v1_GetTrustConfigRequest, GetTrustConfigRequest__Output as _receipts_v1_GetTrustConfigRequest__Output } from './receipts/v1/GetTrustConfigRequest.ts';
import type { GetTrustConfigResponse as _receipts_v1_GetTrustConfigResponse, GetTrustConfigResponse__Output as _receipts_v1_GetTrustConfigResponse__Output } from './receipts/v1/GetTrustConfigResponse.ts';
import type { InferenceReceiptVerdict as _receipts_v1_InferenceReceiptVerdict, InferenceReceiptVerdict__Output as _receipts_v1_InferenceReceiptVerdict__Output } from './receipts/v1/InferenceReceiptVerdict.ts';
import type { LMeetNode as _receipts_v1_LMeetNode, LMeetNode__Output as _receipts_v1_LMeetNode__Output } from './receipts/v1/LMeetNode.ts';
import type { ListActionReceiptsRequest as _receipts_v1_ListActionReceiptsRequest, ListActionReceiptsRequest__Output as _receipts_v1_ListActionReceiptsRequest__Output } from './receipts/v1/ListActionReceiptsRequest.ts';
import type { ListActionReceiptsResponse as _receipts_v1_ListActionReceiptsResponse, ListActionReceiptsResponse__Output as _receipts_v1_ListActionReceiptsResponse__Output } from './receipts/v1/ListActionReceiptsResponse.ts';
import type { ListAdmissionReceiptsRequest as _receipts_v1_ListAdmissionReceiptsRequest, ListAdmissionReceiptsRequest__Output as _receipts_v1_ListAdmissionReceiptsRequest__Output } from './receipts/v1/ListAdmissionReceiptsRequest.ts';
import type { ListAdmissionReceiptsResponse as _receipts_v1_ListAdmissionReceiptsResponse, ListAdmissionReceiptsResponse__Output as _receipts_v1_ListAdmissionReceiptsResponse__Output } from './receipts/v1/ListAdmissionReceiptsResponse.ts';
import type { ListReceiptsRequest as _receipts_v1_ListReceiptsRequest, ListReceiptsRequest__Output as _receipts_v1_ListReceiptsRequest__Output } from './receipts/v1/ListReceiptsRequest.ts';
import type { ListReceiptsResponse as _receipts_v1_ListReceiptsResponse, ListReceiptsResponse__Output as _receipts_v1_ListReceiptsResponse__Output } from './receipts/v1/ListReceiptsResponse.ts';
import type { ListRevokedLeasesRequest as _receipts_v1_ListRevokedLeasesRequest, ListRevokedLeasesRequest__Output as _receipts_v1_ListRevokedLeasesRequest__Output } from './receipts/v1/ListRevokedLeasesRequest.ts';
import type { ListRevokedLeasesResponse as _receipts_v1_ListRevokedLeasesResponse, ListRevokedLeasesResponse__Output as _receipts_v1_ListRevokedLeasesResponse__Output } from './receipts/v1/ListRevokedLeasesResponse.ts';
import type { OadrAdmissionReceipt as _receipts_v1_OadrAdmissionReceipt, OadrAdmissionReceipt__Output as _receipts_v1_OadrAdmissionReceipt__Output } from './receipts/v1/OadrAdmissionReceipt.ts';
import type { OadrAdmissionVerdict as _receipts_v1_OadrAdmissionVerdict, OadrAdmissionVerdict__Output as _receipts_v1_OadrAdmissionVerdict__Output } from './receipts/v1/OadrAdmissionVerdict.ts';
import type { OadrReceiptPage as _receipts_v1_OadrReceiptPage, OadrReceiptPage__Output as _receipts_v1_OadrReceiptPage__Output } from './receipts/v1/OadrReceiptPage.ts';
import type { OadrReceiptSummary as _receipts_v1_OadrReceiptSummary, OadrReceiptSummary__Output as _receipts_v1_OadrReceiptSummary__Output } from './receipts/v1/OadrReceiptSummary.ts';
import type { OadrServiceClient as _receipts_v1_OadrServiceClient, OadrServiceDefinition as _receipts_v1_OadrServiceDefinition } from './receipts/v1/OadrService.ts';
import type { OcarConfigServiceClient as _receipts_v1_OcarConfigServiceClient, OcarConfigServiceDefinition as _receipts_v1_OcarConfigServiceDefinition } from './receipts/v1/OcarConfigService.ts';
import type { OcarCounterpartyView as _receipts_v1_OcarCounterpartyView, OcarCounterpartyView__Output as _receipts_v1_OcarCounterpartyView__Output } from './receipts/v1/OcarCounterpartyView.ts';
import type { OcarPinnedReceiver as _receipts_v1_OcarPinnedReceiver, OcarPinnedReceiver__Output as _receipts_v1_OcarPinnedReceiver__Output } from './receipts/v1/OcarPinnedReceiver.ts';
import type { OcarPinnedReceiverInput as _receipts_v1_OcarPinnedReceiverInput, OcarPinnedReceiverInput__Output as _receipts_v1_OcarPinnedReceiverInput__Output } from './receipts/v1/OcarPinnedReceiverInput.ts';
import type { OcarServiceClient as _receipts_v1_OcarServiceClient, OcarServiceDefinition as _receipts_v1_OcarServiceDefinition } from './receipts/v1/OcarService.ts';
import type { OcarTrustConfig as _receipts_v1_OcarTrustConfig, OcarTrustConfig__Output as _receipts_v1_OcarTrustConfig__Output } from './receipts/v1/OcarTrustConfig.ts';
import type { OcarTrustConfigInput as _receipts_v1_OcarTrustConfigInput, OcarTrustConfigInput__Output as _receipts_v1_OcarTrustConfigInput__Output } from './receipts/v1/OcarTrustConfigInput.ts';
import type { OcarVerificationVerdict as _receipts_v1_OcarVerificationVerdict, OcarVerificationVerdict__Output as _receipts_v1_OcarVerificationVerdict__Output } from './receipts/v1/OcarVerificationVerdict.ts';
import type { OcnpRevokedLease as _receipts_v1_OcnpRevokedLease, OcnpRevokedLease__Output as _receipts_v1_OcnpRevokedLease__Output } from './receipts/v1/OcnpRevokedLease.ts';
import type { OcnpRevokedLeaseConnection as _receipts_v1_OcnpRevokedLeaseConnection, OcnpRevokedLeaseConnection__Output as _receipts_v1_OcnpRevokedLeaseConnection__Output } from './receipts/v1/OcnpRevokedLeaseConnection.ts';
import type { OcnpServiceClient as _receipts_v1_OcnpServiceClient, OcnpServiceDefinition as _receipts_v1_OcnpServiceDefinition } from './receipts/v1/OcnpService.ts';
import type { OirModelKey as _receipts_v1_OirModelKey, OirModelKey__Output as _receipts_v1_OirModelKey__Output } from './receipts/v1/OirModelKey.ts';
import type { OirReceiptProjection as _receipts_v1_OirReceiptProjection, OirReceiptProjection__Output as _receipts_v1_OirReceiptProjection__Output } from './receipts/v1/OirReceiptProjection.ts';
import type { OirServiceClient as _receipts_v1_OirServiceClient, OirServiceDefinition as _receipts_v1_OirServiceDefinition } from './receipts/v1/OirService.ts';
import type { OirTrustAnchors as _receipts_v1_OirTrustAnchors, OirTrustAnchors__Output as _receipts_v1_OirTrustAnchors__Output } from './receipts/v1/OirTrustAnchors.ts';
import type { OterExposureProjection as _receipts_v1_OterExposureProjection, OterExposureProjection__Output as _receipts_v1_OterExposureProjection__Output } from './receipts/v1/OterExposureProjection.ts';
import type { OterSelectedTool as _receipts_v1_OterSelectedTool, OterSelectedTool__Output as _receipts_v1_OterSelectedTool__Output } from './receipts/v1/OterSelectedTool.ts';
import type { ProjectReceiptRequest as _receipts_v1_ProjectReceiptRequest, ProjectReceiptRequest__Output as _receipts_v1_ProjectReceiptRequest__Output } from './receipts/v1/ProjectReceiptRequest.ts';
import type { ProjectReceiptResponse as _receipts_v1_ProjectReceiptResponse, ProjectReceiptResponse__Output as _receipts_v1_ProjectReceiptResponse__Output } from './receipts/v1/ProjectReceiptResponse.ts';
import type { PromoteTrustConfigRequest as _receipts_v1_PromoteTrustConfigRequest, PromoteTrustConfigRequest__Output as _receipts_v1_PromoteTrustConfigRequest__Output } from './receipts/v1/PromoteTrustConfigRequest.ts';
import type { PromoteTrustConfigResponse as _receipts_v1_PromoteTrustConfigResponse, PromoteTrustConfigResponse__Output as _receipts_v1_PromoteTrustConfigResponse__Output } from './receipts/v1/PromoteTrustConfigResponse.ts';
import type { ReDecideActionRequest as _receipts_v1_ReDecideActionRequest, ReDecideActionRequest__Output as _receipts_v1_ReDecideActionRequest__Output } from './receipts/v1/ReDecideActionRequest.ts';
import type { ReDecideActionResponse as _receipts_v1_ReDecideActionResponse, ReDecideActionResponse__Output as _receipts_v1_ReDecideActionResponse__Output } from './receipts/v1/ReDecideActionResponse.ts';
import type { Receipt as _receipts_v1_Receipt, Receipt__Output as _receipts_v1_Receipt__Output } from './receipts/v1/Receipt.ts';
import type { ReceiptConnection as _receipts_v1_ReceiptConnection, ReceiptConnection__Output as _receipts_v1_ReceiptConnection__Output } from './receipts/v1/ReceiptConnection.ts';
import type { ReceiptIntent as _receipts_v1_ReceiptIntent, ReceiptIntent__Output as _receipts_v1_ReceiptIntent__Output } from './receipts/v1/ReceiptIntent.ts';
import type { ReceiptSummary as _receipts_v1_ReceiptSummary, ReceiptSummary__Output as _receipts_v1_ReceiptSummary__Output } from './receipts/v1/ReceiptSummary.ts';
import type { ReceiptVerification as _receipts_v1_ReceiptVerification, ReceiptVerification__Output as _receipts_v1_ReceiptVerification__Output } from './receipts/v1/ReceiptVerification.ts';
import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from './receipts/v1/RequestContext.ts';
import type { RevokeLeasesRequest as _receipts_v1_RevokeLeasesRequest, RevokeLeasesRequest__Output as _receipts_v1_RevokeLeasesRequest__Output } from './receipts/v1/RevokeLeasesRequest.ts';
import type { RevokeLeasesResponse as _receipts_v1_RevokeLeasesResponse, RevokeLeasesResponse__Output as _receipts_v1_RevokeLeasesResponse__Output } from './receipts/v1/RevokeLeasesResponse.ts';
import type { RevokeOcnpLeaseResult as _receipts_v1_RevokeOcnpLeaseResult, RevokeOcnpLeaseResult__Output as _receipts_v1_RevokeOcnpLeaseResult__Output } from './receipts/v1/RevokeOcnpLeaseResult.ts';
import type { SetTrustConfigRequest as _receipts_v1_SetTrustConfigRequest, SetTrustConfigRequest__Output as _receipts_v1_SetTrustConfigRequest__Output } from './receipts/v1/SetTrustConfigRequest.ts';
import type { SetTrustConfigResponse as _receipts_v1_SetTrustConfigResponse, SetTrustConfigResponse__Output as _receipts_v1_SetTrustConfigResponse__Output } from './receipts/v1/SetTrustConfigResponse.ts';
import type { StringList as _receipts_v1_StringList, StringList__Output as _receipts_v1_StringList__Output } from './receipts/v1/StringList.ts';
import type { SubmitEvalRunRequest as _receipts_v1_SubmitEvalRunRequest, SubmitEvalRunRequest__Output as _receipts_v1_SubmitEvalRunRequest__Output } from './receipts/v1/SubmitEvalRunRequest.ts';
import type { SubmitEvalRunResponse as _receipts_v1_SubmitEvalRunResponse, SubmitEvalRunResponse__Output as _receipts_v1_SubmitEvalRunResponse__Output } from './receipts/v1/SubmitEvalRunResponse.ts';
import type { SubmitReceiptRequest as _receipts_v1_SubmitReceiptRequest, SubmitReceiptRequest__Output as _receipts_v1_SubmitReceiptRequest__Output } from './receipts/v1/SubmitReceiptRequest.ts';
import type { SubmitReceiptResponse as _receipts_v1_SubmitReceiptResponse, SubmitReceiptResponse__Output as _receipts_v1_SubmitReceiptResponse__Output } from './receipts/v1/SubmitReceiptResponse.ts';
import type { VerifyAdmissionRequest as _receipts_v1_VerifyAdmissionRequest, VerifyAdmissionRequest__Output as _receipts_v1_VerifyAdmissionRequest__Output } from './receipts/v1/VerifyAdmissionRequest.ts';
import type { VerifyAdmissionResponse as _receipts_v1_VerifyAdmissionResponse, VerifyAdmissionResponse__Output as _receipts_v1_VerifyAdmissionResponse__Output } from './receipts/v1/VerifyAdmissionResponse.ts';
import type { VerifyEvalReceiptRequest as _receipts_v1_VerifyEvalReceiptRequest, VerifyEvalReceiptRequest__Output as _receipts_v1_VerifyEvalReceiptRequest__Output } from './receipts/v1/VerifyEvalReceiptRequest.ts';
import type { VerifyEvalReceiptResponse as _receipts_v1_VerifyEvalReceiptResponse, VerifyEvalReceiptResponse__Output as _receipts_v1_VerifyEvalReceiptResponse__Output } from './receipts/v1/VerifyEvalReceiptResponse.ts';
import type { VerifyTrustModeRequest as _receipts_v1_VerifyTrustModeRequest, VerifyTrustModeRequest__Output as _receipts_v1_VerifyTrustModeRequest__Output } from './receipts/v1/VerifyTrustModeRequest.ts';
import type { VerifyTrustModeResponse as _receipts_v1_VerifyTrustModeResponse, VerifyTrustModeResponse__Output as _receipts_v1_VerifyTrustModeResponse__Output } from './receipts/v1/VerifyTrustModeResponse.ts';
import type { VirServiceClient as _receipts_v1_VirServiceClient, VirServiceDefinition as _receipts_v1_VirServiceDefinition } from './receipts/v1/VirService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  receipts: {
    v1: {
      ClearTrustConfigRequest: MessageTypeDefinition<_receipts_v1_ClearTrustConfigRequest, _receipts_v1_ClearTrustConfigRequest__Output>
      ClearTrustConfigResponse: MessageTypeDefinition<_receipts_v1_ClearTrustConfigResponse, _receipts_v1_ClearTrustConfigResponse__Output>
      CountInvalidReceiptsRequest: MessageTypeDefinition<_receipts_v1_CountInvalidReceiptsRequest, _receipts_v1_CountInvalidReceiptsRequest__Output>
      CountInvalidReceiptsResponse: MessageTypeDefinition<_receipts_v1_CountInvalidReceiptsResponse, _receipts_v1_CountInvalidReceiptsResponse__Output>
      CountReceiptsRequest: MessageTypeDefinition<_receipts_v1_CountReceiptsRequest, _receipts_v1_CountReceiptsRequest__Output>
      CountReceiptsResponse: MessageTypeDefinition<_receipts_v1_CountReceiptsResponse, _receipts_v1_CountReceiptsResponse__Output>
      CuaAction: MessageTypeDefinition<_receipts_v1_CuaAction, _receipts_v1_CuaAction__Output>
      CuaActionReceipt: MessageTypeDefinition<_receipts_v1_CuaActionReceipt, _receipts_v1_CuaActionReceipt__Output>
      CuaActionReceiptsPage: MessageTypeDefinition<_receipts_v1_CuaActionReceiptsPage, _receipts_v1_CuaActionReceiptsPage__Output>
      CuaActionVerb: EnumTypeDefinition
      CuaBBox: MessageTypeDefinition<_receipts_v1_CuaBBox, _receipts_v1_CuaBBox__Output>
      CuaFieldKind: EnumTypeDefinition
      CuaMouseButton: EnumTypeDefinition
      CuaNavVia: EnumTypeDefinition
      CuaPoint: MessageTypeDefinition<_receipts_v1_CuaPoint, _receipts_v1_CuaPoint__Output>
      CuaPolicyVerdict: EnumTypeDefinition
      CuaReDecision: MessageTypeDefinition<_receipts_v1_CuaReDecision, _receipts_v1_CuaReDecision__Output>
      CuaReceiptService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_CuaReceiptServiceClient> & { service: _receipts_v1_CuaReceiptServiceDefinition }
      CuaRiskClass: EnumTypeDefinition
      CuaRoleName: MessageTypeDefinition<_receipts_v1_CuaRoleName, _receipts_v1_CuaRoleName__Output>
      CuaSelector: MessageTypeDefinition<_receipts_v1_CuaSelector, _receipts_v1_CuaSelector__Output>
      CuaTimeSource: EnumTypeDefinition
      CuaTimestamp: MessageTypeDefinition<_receipts_v1_CuaTimestamp, _receipts_v1_CuaTimestamp__Output>
      CuaVerifyStatus: EnumTypeDefinition
      EvalReceipt: MessageTypeDefinition<_receipts_v1_EvalReceipt, _receipts_v1_EvalReceipt__Output>
      EvalReceiptVerdict: MessageTypeDefinition<_receipts_v1_EvalReceiptVerdict, _receipts_v1_EvalReceiptVerdict__Output>
      EvalRunInput: MessageTypeDefinition<_receipts_v1_EvalRunInput, _receipts_v1_EvalRunInput__Output>
      GetActionReceiptRequest: MessageTypeDefinition<_receipts_v1_GetActionReceiptRequest, _receipts_v1_GetActionReceiptRequest__Output>
      GetActionReceiptResponse: MessageTypeDefinition<_receipts_v1_GetActionReceiptResponse, _receipts_v1_GetActionReceiptResponse__Output>
      GetAdmissionReceiptRequest: MessageTypeDefinition<_receipts_v1_GetAdmissionReceiptRequest, _receipts_v1_GetAdmissionReceiptRequest__Output>
      GetAdmissionReceiptResponse: MessageTypeDefinition<_receipts_v1_GetAdmissionReceiptResponse, _receipts_v1_GetAdmissionReceiptResponse__Output>
      GetCompositionRequest: MessageTypeDefinition<_receipts_v1_GetCompositionRequest, _receipts_v1_GetCompositionRequest__Output>
      GetCompositionResponse: MessageTypeDefinition<_receipts_v1_GetCompositionResponse, _receipts_v1_GetCompositionResponse__Output>
      GetReceiptRequest: MessageTypeDefinition<_receipts_v1_GetReceiptRequest, _receipts_v1_GetReceiptRequest__Output>
      GetReceiptResponse: MessageTypeDefinition<_receipts_v1_GetReceiptResponse, _receipts_v1_GetReceiptResponse__Output>
      GetToolExposureRequest: MessageTypeDefinition<_receipts_v1_GetToolExposureRequest, _receipts_v1_GetToolExposureRequest__Output>
      GetToolExposureResponse: MessageTypeDefinition<_receipts_v1_GetToolExposureResponse, _receipts_v1_GetToolExposureResponse__Output>
      GetTrustAnchorsRequest: MessageTypeDefinition<_receipts_v1_GetTrustAnchorsRequest, _receipts_v1_GetTrustAnchorsRequest__Output>
      GetTrustAnchorsResponse: MessageTypeDefinition<_receipts_v1_GetTrustAnchorsResponse, _receipts_v1_GetTrustAnchorsResponse__Output>
      GetTrustConfigRequest: MessageTypeDefinition<_receipts_v1_GetTrustConfigRequest, _receipts_v1_GetTrustConfigRequest__Output>
      GetTrustConfigResponse: MessageTypeDefinition<_receipts_v1_GetTrustConfigResponse, _receipts_v1_GetTrustConfigResponse__Output>
      InferenceReceiptVerdict: MessageTypeDefinition<_receipts_v1_InferenceReceiptVerdict, _receipts_v1_InferenceReceiptVerdict__Output>
      LMeetNode: MessageTypeDefinition<_receipts_v1_LMeetNode, _receipts_v1_LMeetNode__Output>
      ListActionReceiptsRequest: MessageTypeDefinition<_receipts_v1_ListActionReceiptsRequest, _receipts_v1_ListActionReceiptsRequest__Output>
      ListActionReceiptsResponse: MessageTypeDefinition<_receipts_v1_ListActionReceiptsResponse, _receipts_v1_ListActionReceiptsResponse__Output>
      ListAdmissionReceiptsRequest: MessageTypeDefinition<_receipts_v1_ListAdmissionReceiptsRequest, _receipts_v1_ListAdmissionReceiptsRequest__Output>
      ListAdmissionReceiptsResponse: MessageTypeDefinition<_receipts_v1_ListAdmissionReceiptsResponse, _receipts_v1_ListAdmissionReceiptsResponse__Output>
      ListReceiptsRequest: MessageTypeDefinition<_receipts_v1_ListReceiptsRequest, _receipts_v1_ListReceiptsRequest__Output>
      ListReceiptsResponse: MessageTypeDefinition<_receipts_v1_ListReceiptsResponse, _receipts_v1_ListReceiptsResponse__Output>
      ListRevokedLeasesRequest: MessageTypeDefinition<_receipts_v1_ListRevokedLeasesRequest, _receipts_v1_ListRevokedLeasesRequest__Output>
      ListRevokedLeasesResponse: MessageTypeDefinition<_receipts_v1_ListRevokedLeasesResponse, _receipts_v1_ListRevokedLeasesResponse__Output>
      OadrAdmissionReceipt: MessageTypeDefinition<_receipts_v1_OadrAdmissionReceipt, _receipts_v1_OadrAdmissionReceipt__Output>
      OadrAdmissionVerdict: MessageTypeDefinition<_receipts_v1_OadrAdmissionVerdict, _receipts_v1_OadrAdmissionVerdict__Output>
      OadrReceiptPage: MessageTypeDefinition<_receipts_v1_OadrReceiptPage, _receipts_v1_OadrReceiptPage__Output>
      OadrReceiptSummary: MessageTypeDefinition<_receipts_v1_OadrReceiptSummary, _receipts_v1_OadrReceiptSummary__Output>
      OadrService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_OadrServiceClient> & { service: _receipts_v1_OadrServiceDefinition }
      OcarConfigService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_OcarConfigServiceClient> & { service: _receipts_v1_OcarConfigServiceDefinition }
      OcarCounterpartyView: MessageTypeDefinition<_receipts_v1_OcarCounterpartyView, _receipts_v1_OcarCounterpartyView__Output>
      OcarPinnedReceiver: MessageTypeDefinition<_receipts_v1_OcarPinnedReceiver, _receipts_v1_OcarPinnedReceiver__Output>
      OcarPinnedReceiverInput: MessageTypeDefinition<_receipts_v1_OcarPinnedReceiverInput, _receipts_v1_OcarPinnedReceiverInput__Output>
      OcarService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_OcarServiceClient> & { service: _receipts_v1_OcarServiceDefinition }
      OcarTrustConfig: MessageTypeDefinition<_receipts_v1_OcarTrustConfig, _receipts_v1_OcarTrustConfig__Output>
      OcarTrustConfigInput: MessageTypeDefinition<_receipts_v1_OcarTrustConfigInput, _receipts_v1_OcarTrustConfigInput__Output>
      OcarVerificationVerdict: MessageTypeDefinition<_receipts_v1_OcarVerificationVerdict, _receipts_v1_OcarVerificationVerdict__Output>
      OcnpRevokedLease: MessageTypeDefinition<_receipts_v1_OcnpRevokedLease, _receipts_v1_OcnpRevokedLease__Output>
      OcnpRevokedLeaseConnection: MessageTypeDefinition<_receipts_v1_OcnpRevokedLeaseConnection, _receipts_v1_OcnpRevokedLeaseConnection__Output>
      OcnpService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_OcnpServiceClient> & { service: _receipts_v1_OcnpServiceDefinition }
      OirModelKey: MessageTypeDefinition<_receipts_v1_OirModelKey, _receipts_v1_OirModelKey__Output>
      OirReceiptProjection: MessageTypeDefinition<_receipts_v1_OirReceiptProjection, _receipts_v1_OirReceiptProjection__Output>
      OirService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_OirServiceClient> & { service: _receipts_v1_OirServiceDefinition }
      OirTrustAnchors: MessageTypeDefinition<_receipts_v1_OirTrustAnchors, _receipts_v1_OirTrustAnchors__Output>
      OterExposureProjection: MessageTypeDefinition<_receipts_v1_OterExposureProjection, _receipts_v1_OterExposureProjection__Output>
      OterSelectedTool: MessageTypeDefinition<_receipts_v1_OterSelectedTool, _receipts_v1_OterSelectedTool__Output>
      ProjectReceiptRequest: MessageTypeDefinition<_receipts_v1_ProjectReceiptRequest, _receipts_v1_ProjectReceiptRequest__Output>
      ProjectReceiptResponse: MessageTypeDefinition<_receipts_v1_ProjectReceiptResponse, _receipts_v1_ProjectReceiptResponse__Output>
      PromoteTrustConfigRequest: MessageTypeDefinition<_receipts_v1_PromoteTrustConfigRequest, _receipts_v1_PromoteTrustConfigRequest__Output>
      PromoteTrustConfigResponse: MessageTypeDefinition<_receipts_v1_PromoteTrustConfigResponse, _receipts_v1_PromoteTrustConfigResponse__Output>
      ReDecideActionRequest: MessageTypeDefinition<_receipts_v1_ReDecideActionRequest, _receipts_v1_ReDecideActionRequest__Output>
      ReDecideActionResponse: MessageTypeDefinition<_receipts_v1_ReDecideActionResponse, _receipts_v1_ReDecideActionResponse__Output>
      Receipt: MessageTypeDefinition<_receipts_v1_Receipt, _receipts_v1_Receipt__Output>
      ReceiptConnection: MessageTypeDefinition<_receipts_v1_ReceiptConnection, _receipts_v1_ReceiptConnection__Output>
      ReceiptIntent: MessageTypeDefinition<_receipts_v1_ReceiptIntent, _receipts_v1_ReceiptIntent__Output>
      ReceiptSummary: MessageTypeDefinition<_receipts_v1_ReceiptSummary, _receipts_v1_ReceiptSummary__Output>
      ReceiptVerification: MessageTypeDefinition<_receipts_v1_ReceiptVerification, _receipts_v1_ReceiptVerification__Output>
      RequestContext: MessageTypeDefinition<_receipts_v1_RequestContext, _receipts_v1_RequestContext__Output>
      RevokeLeasesRequest: MessageTypeDefinition<_receipts_v1_RevokeLeasesRequest, _receipts_v1_RevokeLeasesRequest__Output>
      RevokeLeasesResponse: MessageTypeDefinition<_receipts_v1_RevokeLeasesResponse, _receipts_v1_RevokeLeasesResponse__Output>
      RevokeOcnpLeaseResult: MessageTypeDefinition<_receipts_v1_RevokeOcnpLeaseResult, _receipts_v1_RevokeOcnpLeaseResult__Output>
      SetTrustConfigRequest: MessageTypeDefinition<_receipts_v1_SetTrustConfigRequest, _receipts_v1_SetTrustConfigRequest__Output>
      SetTrustConfigResponse: MessageTypeDefinition<_receipts_v1_SetTrustConfigResponse, _receipts_v1_SetTrustConfigResponse__Output>
      StringList: MessageTypeDefinition<_receipts_v1_StringList, _receipts_v1_StringList__Output>
      SubmitEvalRunRequest: MessageTypeDefinition<_receipts_v1_SubmitEvalRunRequest, _receipts_v1_SubmitEvalRunRequest__Output>
      SubmitEvalRunResponse: MessageTypeDefinition<_receipts_v1_SubmitEvalRunResponse, _receipts_v1_SubmitEvalRunResponse__Output>
      SubmitReceiptRequest: MessageTypeDefinition<_receipts_v1_SubmitReceiptRequest, _receipts_v1_SubmitReceiptRequest__Output>
      SubmitReceiptResponse: MessageTypeDefinition<_receipts_v1_SubmitReceiptResponse, _receipts_v1_SubmitReceiptResponse__Output>
      VerifyAdmissionRequest: MessageTypeDefinition<_receipts_v1_VerifyAdmissionRequest, _receipts_v1_VerifyAdmissionRequest__Output>
      VerifyAdmissionResponse: MessageTypeDefinition<_receipts_v1_VerifyAdmissionResponse, _receipts_v1_VerifyAdmissionResponse__Output>
      VerifyEvalReceiptRequest: MessageTypeDefinition<_receipts_v1_VerifyEvalReceiptRequest, _receipts_v1_VerifyEvalReceiptRequest__Output>
      VerifyEvalReceiptResponse: MessageTypeDefinition<_receipts_v1_VerifyEvalReceiptResponse, _receipts_v1_VerifyEvalReceiptResponse__Output>
      VerifyTrustModeRequest: MessageTypeDefinition<_receipts_v1_VerifyTrustModeRequest, _receipts_v1_VerifyTrustModeRequest__Output>
      VerifyTrustModeResponse: MessageTypeDefinition<_receipts_v1_VerifyTrustModeResponse, _receipts_v1_VerifyTrustModeResponse__Output>
      VirService: SubtypeConstructor<typeof grpc.Client, _receipts_v1_VirServiceClient> & { service: _receipts_v1_VirServiceDefinition }
    }
  }
}

