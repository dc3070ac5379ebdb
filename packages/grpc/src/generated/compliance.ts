import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { A12crManifest as _compliance_v1_A12crManifest, A12crManifest__Output as _compliance_v1_A12crManifest__Output } from './compliance/v1/A12crManifest.ts';
import type { Art12PurposeMap as _compliance_v1_Art12PurposeMap, Art12PurposeMap__Output as _compliance_v1_Art12PurposeMap__Output } from './compliance/v1/Art12PurposeMap.ts';
import type { ComplianceControlMatrix as _compliance_v1_ComplianceControlMatrix, ComplianceControlMatrix__Output as _compliance_v1_ComplianceControlMatrix__Output } from './compliance/v1/ComplianceControlMatrix.ts';
import type { ComplianceControlStatus as _compliance_v1_ComplianceControlStatus, ComplianceControlStatus__Output as _compliance_v1_ComplianceControlStatus__Output } from './compliance/v1/ComplianceControlStatus.ts';
import type { ComplianceEvidenceRecord as _compliance_v1_ComplianceEvidenceRecord, ComplianceEvidenceRecord__Output as _compliance_v1_ComplianceEvidenceRecord__Output } from './compliance/v1/ComplianceEvidenceRecord.ts';
import type { ComplianceFrameworkRef as _compliance_v1_ComplianceFrameworkRef, ComplianceFrameworkRef__Output as _compliance_v1_ComplianceFrameworkRef__Output } from './compliance/v1/ComplianceFrameworkRef.ts';
import type { ComplianceServiceClient as _compliance_v1_ComplianceServiceClient, ComplianceServiceDefinition as _compliance_v1_ComplianceServiceDefinition } from './compliance/v1/ComplianceService.ts';
import type { CreateDsarRequestRequest as _compliance_v1_CreateDsarRequestRequest, CreateDsarRequestRequest__Output as _compliance_v1_CreateDsarRequestRequest__Output } from './compliance/v1/CreateDsarRequestRequest.ts';
import type { CreateDsarRequestResponse as _compliance_v1_CreateDsarRequestResponse, CreateDsarRequestResponse__Output as _compliance_v1_CreateDsarRequestResponse__Output } from './compliance/v1/CreateDsarRequestResponse.ts';
import type { DsarConnection as _compliance_v1_DsarConnection, DsarConnection__Output as _compliance_v1_DsarConnection__Output } from './compliance/v1/DsarConnection.ts';
import type { DsarRequest as _compliance_v1_DsarRequest, DsarRequest__Output as _compliance_v1_DsarRequest__Output } from './compliance/v1/DsarRequest.ts';
import type { DsarRequestEdge as _compliance_v1_DsarRequestEdge, DsarRequestEdge__Output as _compliance_v1_DsarRequestEdge__Output } from './compliance/v1/DsarRequestEdge.ts';
import type { DsarRequestInput as _compliance_v1_DsarRequestInput, DsarRequestInput__Output as _compliance_v1_DsarRequestInput__Output } from './compliance/v1/DsarRequestInput.ts';
import type { EfrSubjectBinding as _compliance_v1_EfrSubjectBinding, EfrSubjectBinding__Output as _compliance_v1_EfrSubjectBinding__Output } from './compliance/v1/EfrSubjectBinding.ts';
import type { EfrSurfaceReceipt as _compliance_v1_EfrSurfaceReceipt, EfrSurfaceReceipt__Output as _compliance_v1_EfrSurfaceReceipt__Output } from './compliance/v1/EfrSurfaceReceipt.ts';
import type { ErasureFulfilment as _compliance_v1_ErasureFulfilment, ErasureFulfilment__Output as _compliance_v1_ErasureFulfilment__Output } from './compliance/v1/ErasureFulfilment.ts';
import type { ExecuteErasureRequest as _compliance_v1_ExecuteErasureRequest, ExecuteErasureRequest__Output as _compliance_v1_ExecuteErasureRequest__Output } from './compliance/v1/ExecuteErasureRequest.ts';
import type { ExecuteErasureResponse as _compliance_v1_ExecuteErasureResponse, ExecuteErasureResponse__Output as _compliance_v1_ExecuteErasureResponse__Output } from './compliance/v1/ExecuteErasureResponse.ts';
import type { GetA12crManifestRequest as _compliance_v1_GetA12crManifestRequest, GetA12crManifestRequest__Output as _compliance_v1_GetA12crManifestRequest__Output } from './compliance/v1/GetA12crManifestRequest.ts';
import type { GetA12crManifestResponse as _compliance_v1_GetA12crManifestResponse, GetA12crManifestResponse__Output as _compliance_v1_GetA12crManifestResponse__Output } from './compliance/v1/GetA12crManifestResponse.ts';
import type { GetCertificateRequest as _compliance_v1_GetCertificateRequest, GetCertificateRequest__Output as _compliance_v1_GetCertificateRequest__Output } from './compliance/v1/GetCertificateRequest.ts';
import type { GetCertificateResponse as _compliance_v1_GetCertificateResponse, GetCertificateResponse__Output as _compliance_v1_GetCertificateResponse__Output } from './compliance/v1/GetCertificateResponse.ts';
import type { GetControlMatrixRequest as _compliance_v1_GetControlMatrixRequest, GetControlMatrixRequest__Output as _compliance_v1_GetControlMatrixRequest__Output } from './compliance/v1/GetControlMatrixRequest.ts';
import type { GetControlMatrixResponse as _compliance_v1_GetControlMatrixResponse, GetControlMatrixResponse__Output as _compliance_v1_GetControlMatrixResponse__Output } from './compliance/v1/GetControlMatrixResponse.ts';
import type { GetCorpusBundleRequest as _compliance_v1_GetCorpusBundleRequest, GetCorpusBundleRequest__Output as _compliance_v1_GetCorpusBundleRequest__Output } from './compliance/v1/GetCorpusBundleRequest.ts';
import type { GetCorpusBundleResponse as _compliance_v1_GetCorpusBundleResponse, GetCorpusBundleResponse__Output as _compliance_v1_GetCorpusBundleResponse__Output } from './compliance/v1/GetCorpusBundleResponse.ts';
import type { GetDsarRequestRequest as _compliance_v1_GetDsarRequestRequest, GetDsarRequestRequest__Output as _compliance_v1_GetDsarRequestRequest__Output } from './compliance/v1/GetDsarRequestRequest.ts';
import type { GetDsarRequestResponse as _compliance_v1_GetDsarRequestResponse, GetDsarRequestResponse__Output as _compliance_v1_GetDsarRequestResponse__Output } from './compliance/v1/GetDsarRequestResponse.ts';
import type { GetMlBomRequest as _compliance_v1_GetMlBomRequest, GetMlBomRequest__Output as _compliance_v1_GetMlBomRequest__Output } from './compliance/v1/GetMlBomRequest.ts';
import type { GetMlBomResponse as _compliance_v1_GetMlBomResponse, GetMlBomResponse__Output as _compliance_v1_GetMlBomResponse__Output } from './compliance/v1/GetMlBomResponse.ts';
import type { GetPmmrDetailRequest as _compliance_v1_GetPmmrDetailRequest, GetPmmrDetailRequest__Output as _compliance_v1_GetPmmrDetailRequest__Output } from './compliance/v1/GetPmmrDetailRequest.ts';
import type { GetPmmrDetailResponse as _compliance_v1_GetPmmrDetailResponse, GetPmmrDetailResponse__Output as _compliance_v1_GetPmmrDetailResponse__Output } from './compliance/v1/GetPmmrDetailResponse.ts';
import type { ListControlEvidenceRequest as _compliance_v1_ListControlEvidenceRequest, ListControlEvidenceRequest__Output as _compliance_v1_ListControlEvidenceRequest__Output } from './compliance/v1/ListControlEvidenceRequest.ts';
import type { ListControlEvidenceResponse as _compliance_v1_ListControlEvidenceResponse, ListControlEvidenceResponse__Output as _compliance_v1_ListControlEvidenceResponse__Output } from './compliance/v1/ListControlEvidenceResponse.ts';
import type { ListDsarRequestsRequest as _compliance_v1_ListDsarRequestsRequest, ListDsarRequestsRequest__Output as _compliance_v1_ListDsarRequestsRequest__Output } from './compliance/v1/ListDsarRequestsRequest.ts';
import type { ListDsarRequestsResponse as _compliance_v1_ListDsarRequestsResponse, ListDsarRequestsResponse__Output as _compliance_v1_ListDsarRequestsResponse__Output } from './compliance/v1/ListDsarRequestsResponse.ts';
import type { ListPmmWindowsRequest as _compliance_v1_ListPmmWindowsRequest, ListPmmWindowsRequest__Output as _compliance_v1_ListPmmWindowsRequest__Output } from './compliance/v1/ListPmmWindowsRequest.ts';
import type { ListPmmWindowsResponse as _compliance_v1_ListPmmWindowsResponse, ListPmmWindowsResponse__Output as _compliance_v1_ListPmmWindowsResponse__Output } from './compliance/v1/ListPmmWindowsResponse.ts';
import type { MlBomDownload as _compliance_v1_MlBomDownload, MlBomDownload__Output as _compliance_v1_MlBomDownload__Output } from './compliance/v1/MlBomDownload.ts';
import type { MlBomServiceClient as _compliance_v1_MlBomServiceClient, MlBomServiceDefinition as _compliance_v1_MlBomServiceDefinition } from './compliance/v1/MlBomService.ts';
import type { OtccCertificate as _compliance_v1_OtccCertificate, OtccCertificate__Output as _compliance_v1_OtccCertificate__Output } from './compliance/v1/OtccCertificate.ts';
import type { OtccCorpusBundle as _compliance_v1_OtccCorpusBundle, OtccCorpusBundle__Output as _compliance_v1_OtccCorpusBundle__Output } from './compliance/v1/OtccCorpusBundle.ts';
import type { OtccServiceClient as _compliance_v1_OtccServiceClient, OtccServiceDefinition as _compliance_v1_OtccServiceDefinition } from './compliance/v1/OtccService.ts';
import type { OtccVerification as _compliance_v1_OtccVerification, OtccVerification__Output as _compliance_v1_OtccVerification__Output } from './compliance/v1/OtccVerification.ts';
import type { PmmPageInfo as _compliance_v1_PmmPageInfo, PmmPageInfo__Output as _compliance_v1_PmmPageInfo__Output } from './compliance/v1/PmmPageInfo.ts';
import type { PmmWindow as _compliance_v1_PmmWindow, PmmWindow__Output as _compliance_v1_PmmWindow__Output } from './compliance/v1/PmmWindow.ts';
import type { PmmWindowConnection as _compliance_v1_PmmWindowConnection, PmmWindowConnection__Output as _compliance_v1_PmmWindowConnection__Output } from './compliance/v1/PmmWindowConnection.ts';
import type { PmmWindowEdge as _compliance_v1_PmmWindowEdge, PmmWindowEdge__Output as _compliance_v1_PmmWindowEdge__Output } from './compliance/v1/PmmWindowEdge.ts';
import type { PmmrAggregates as _compliance_v1_PmmrAggregates, PmmrAggregates__Output as _compliance_v1_PmmrAggregates__Output } from './compliance/v1/PmmrAggregates.ts';
import type { PmmrDetail as _compliance_v1_PmmrDetail, PmmrDetail__Output as _compliance_v1_PmmrDetail__Output } from './compliance/v1/PmmrDetail.ts';
import type { PmmrIncidentFlags as _compliance_v1_PmmrIncidentFlags, PmmrIncidentFlags__Output as _compliance_v1_PmmrIncidentFlags__Output } from './compliance/v1/PmmrIncidentFlags.ts';
import type { RecordDsarVerificationRequest as _compliance_v1_RecordDsarVerificationRequest, RecordDsarVerificationRequest__Output as _compliance_v1_RecordDsarVerificationRequest__Output } from './compliance/v1/RecordDsarVerificationRequest.ts';
import type { RecordDsarVerificationResponse as _compliance_v1_RecordDsarVerificationResponse, RecordDsarVerificationResponse__Output as _compliance_v1_RecordDsarVerificationResponse__Output } from './compliance/v1/RecordDsarVerificationResponse.ts';
import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from './compliance/v1/RequestContext.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  compliance: {
    v1: {
      A12crManifest: MessageTypeDefinition<_compliance_v1_A12crManifest, _compliance_v1_A12crManifest__Output>
      Art12PurposeMap: MessageTypeDefinition<_compliance_v1_Art12PurposeMap, _compliance_v1_Art12PurposeMap__Output>
      ComplianceControlMatrix: MessageTypeDefinition<_compliance_v1_ComplianceControlMatrix, _compliance_v1_ComplianceControlMatrix__Output>
      ComplianceControlStatus: MessageTypeDefinition<_compliance_v1_ComplianceControlStatus, _compliance_v1_ComplianceControlStatus__Output>
      ComplianceEvidenceRecord: MessageTypeDefinition<_compliance_v1_ComplianceEvidenceRecord, _compliance_v1_ComplianceEvidenceRecord__Output>
      ComplianceFramework: EnumTypeDefinition
      ComplianceFrameworkRef: MessageTypeDefinition<_compliance_v1_ComplianceFrameworkRef, _compliance_v1_ComplianceFrameworkRef__Output>
      ComplianceResult: EnumTypeDefinition
      ComplianceScope: EnumTypeDefinition
      ComplianceService: SubtypeConstructor<typeof grpc.Client, _compliance_v1_ComplianceServiceClient> & { service: _compliance_v1_ComplianceServiceDefinition }
      CreateDsarRequestRequest: MessageTypeDefinition<_compliance_v1_CreateDsarRequestRequest, _compliance_v1_CreateDsarRequestRequest__Output>
      CreateDsarRequestResponse: MessageTypeDefinition<_compliance_v1_CreateDsarRequestResponse, _compliance_v1_CreateDsarRequestResponse__Output>
      DsarConnection: MessageTypeDefinition<_compliance_v1_DsarConnection, _compliance_v1_DsarConnection__Output>
      DsarKind: EnumTypeDefinition
      DsarRequest: MessageTypeDefinition<_compliance_v1_DsarRequest, _compliance_v1_DsarRequest__Output>
      DsarRequestEdge: MessageTypeDefinition<_compliance_v1_DsarRequestEdge, _compliance_v1_DsarRequestEdge__Output>
      DsarRequestInput: MessageTypeDefinition<_compliance_v1_DsarRequestInput, _compliance_v1_DsarRequestInput__Output>
      DsarStatus: EnumTypeDefinition
      DsarVerificationMethod: EnumTypeDefinition
      DsarVerificationOutcome: EnumTypeDefinition
      EfrSubjectBinding: MessageTypeDefinition<_compliance_v1_EfrSubjectBinding, _compliance_v1_EfrSubjectBinding__Output>
      EfrSurfaceReceipt: MessageTypeDefinition<_compliance_v1_EfrSurfaceReceipt, _compliance_v1_EfrSurfaceReceipt__Output>
      ErasureFulfilment: MessageTypeDefinition<_compliance_v1_ErasureFulfilment, _compliance_v1_ErasureFulfilment__Output>
      ErasureSurface: EnumTypeDefinition
      ExecuteErasureRequest: MessageTypeDefinition<_compliance_v1_ExecuteErasureRequest, _compliance_v1_ExecuteErasureRequest__Output>
      ExecuteErasureResponse: MessageTypeDefinition<_compliance_v1_ExecuteErasureResponse, _compliance_v1_ExecuteErasureResponse__Output>
      GetA12crManifestRequest: MessageTypeDefinition<_compliance_v1_GetA12crManifestRequest, _compliance_v1_GetA12crManifestRequest__Output>
      GetA12crManifestResponse: MessageTypeDefinition<_compliance_v1_GetA12crManifestResponse, _compliance_v1_GetA12crManifestResponse__Output>
      GetCertificateRequest: MessageTypeDefinition<_compliance_v1_GetCertificateRequest, _compliance_v1_GetCertificateRequest__Output>
      GetCertificateResponse: MessageTypeDefinition<_compliance_v1_GetCertificateResponse, _compliance_v1_GetCertificateResponse__Output>
      GetControlMatrixRequest: MessageTypeDefinition<_compliance_v1_GetControlMatrixRequest, _compliance_v1_GetControlMatrixRequest__Output>
      GetControlMatrixResponse: MessageTypeDefinition<_compliance_v1_GetControlMatrixResponse, _compliance_v1_GetControlMatrixResponse__Output>
      GetCorpusBundleRequest: MessageTypeDefinition<_compliance_v1_GetCorpusBundleRequest, _compliance_v1_GetCorpusBundleRequest__Output>
      GetCorpusBundleResponse: MessageTypeDefinition<_compliance_v1_GetCorpusBundleResponse, _compliance_v1_GetCorpusBundleResponse__Output>
      GetDsarRequestRequest: MessageTypeDefinition<_compliance_v1_GetDsarRequestRequest, _compliance_v1_GetDsarRequestRequest__Output>
      GetDsarRequestResponse: MessageTypeDefinition<_compliance_v1_GetDsarRequestResponse, _compliance_v1_GetDsarRequestResponse__Output>
      GetMlBomRequest: MessageTypeDefinition<_compliance_v1_GetMlBomRequest, _compliance_v1_GetMlBomRequest__Output>
      GetMlBomResponse: MessageTypeDefinition<_compliance_v1_GetMlBomResponse, _compliance_v1_GetMlBomResponse__Output>
      GetPmmrDetailRequest: MessageTypeDefinition<_compliance_v1_GetPmmrDetailRequest, _compliance_v1_GetPmmrDetailRequest__Output>
      GetPmmrDetailResponse: MessageTypeDefinition<_compliance_v1_GetPmmrDetailResponse, _compliance_v1_GetPmmrDetailResponse__Output>
      ListControlEvidenceRequest: MessageTypeDefinition<_compliance_v1_ListControlEvidenceRequest, _compliance_v1_ListControlEvidenceRequest__Output>
      ListControlEvidenceResponse: MessageTypeDefinition<_compliance_v1_ListControlEvidenceResponse, _compliance_v1_ListControlEvidenceResponse__Output>
      ListDsarRequestsRequest: MessageTypeDefinition<_compliance_v1_ListDsarRequestsRequest, _compliance_v1_ListDsarRequestsRequest__Output>
      ListDsarRequestsResponse: MessageTypeDefinition<_compliance_v1_ListDsarRequestsResponse, _compliance_v1_ListDsarRequestsResponse__Output>
      ListPmmWindowsRequest: MessageTypeDefinition<_compliance_v1_ListPmmWindowsRequest, _compliance_v1_ListPmmWindowsRequest__Output>
      ListPmmWindowsResponse: MessageTypeDefinition<_compliance_v1_ListPmmWindowsResponse, _compliance_v1_ListPmmWindowsResponse__Output>
      MlBomDownload: MessageTypeDefinition<_compliance_v1_MlBomDownload, _compliance_v1_MlBomDownload__Output>
      MlBomService: SubtypeConstructor<typeof grpc.Client, _compliance_v1_MlBomServiceClient> & { service: _compliance_v1_MlBomServiceDefinition }
      OtccCertificate: MessageTypeDefinition<_compliance_v1_OtccCertificate, _compliance_v1_OtccCertificate__Output>
      OtccCorpusBundle: MessageTypeDefinition<_compliance_v1_OtccCorpusBundle, _compliance_v1_OtccCorpusBundle__Output>
      OtccDeterminismClass: EnumTypeDefinition
      OtccService: SubtypeConstructor<typeof grpc.Client, _compliance_v1_OtccServiceClient> & { service: _compliance_v1_OtccServiceDefinition }
      OtccSliceAttestationStatus: EnumTypeDefinition
      OtccVerification: MessageTypeDefinition<_compliance_v1_OtccVerification, _compliance_v1_OtccVerification__Output>
      PmmPageInfo: MessageTypeDefinition<_compliance_v1_PmmPageInfo, _compliance_v1_PmmPageInfo__Output>
      PmmWindow: MessageTypeDefinition<_compliance_v1_PmmWindow, _compliance_v1_PmmWindow__Output>
      PmmWindowConnection: MessageTypeDefinition<_compliance_v1_PmmWindowConnection, _compliance_v1_PmmWindowConnection__Output>
      PmmWindowEdge: MessageTypeDefinition<_compliance_v1_PmmWindowEdge, _compliance_v1_PmmWindowEdge__Output>
      PmmWindowStatus: EnumTypeDefinition
      PmmrAggregates: MessageTypeDefinition<_compliance_v1_PmmrAggregates, _compliance_v1_PmmrAggregates__Output>
      PmmrDetail: MessageTypeDefinition<_compliance_v1_PmmrDetail, _compliance_v1_PmmrDetail__Output>
      PmmrIncidentFlags: MessageTypeDefinition<_compliance_v1_PmmrIncidentFlags, _compliance_v1_PmmrIncidentFlags__Output>
      RecordDsarVerificationRequest: MessageTypeDefinition<_compliance_v1_RecordDsarVerificationRequest, _compliance_v1_RecordDsarVerificationRequest__Output>
      RecordDsarVerificationResponse: MessageTypeDefinition<_compliance_v1_RecordDsarVerificationResponse, _compliance_v1_RecordDsarVerificationResponse__Output>
      RequestContext: MessageTypeDefinition<_compliance_v1_RequestContext, _compliance_v1_RequestContext__Output>
    }
  }
}

