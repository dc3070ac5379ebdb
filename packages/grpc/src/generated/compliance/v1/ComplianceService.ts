// Original file: proto/compliance/v1/compliance.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateDsarRequestRequest as _compliance_v1_CreateDsarRequestRequest, CreateDsarRequestRequest__Output as _compliance_v1_CreateDsarRequestRequest__Output } from '../../compliance/v1/CreateDsarRequestRequest.ts';
import type { CreateDsarRequestResponse as _compliance_v1_CreateDsarRequestResponse, CreateDsarRequestResponse__Output as _compliance_v1_CreateDsarRequestResponse__Output } from '../../compliance/v1/CreateDsarRequestResponse.ts';
import type { ExecuteErasureRequest as _compliance_v1_ExecuteErasureRequest, ExecuteErasureRequest__Output as _compliance_v1_ExecuteErasureRequest__Output } from '../../compliance/v1/ExecuteErasureRequest.ts';
import type { ExecuteErasureResponse as _compliance_v1_ExecuteErasureResponse, ExecuteErasureResponse__Output as _compliance_v1_ExecuteErasureResponse__Output } from '../../compliance/v1/ExecuteErasureResponse.ts';
import type { GetA12crManifestRequest as _compliance_v1_GetA12crManifestRequest, GetA12crManifestRequest__Output as _compliance_v1_GetA12crManifestRequest__Output } from '../../compliance/v1/GetA12crManifestRequest.ts';
import type { GetA12crManifestResponse as _compliance_v1_GetA12crManifestResponse, GetA12crManifestResponse__Output as _compliance_v1_GetA12crManifestResponse__Output } from '../../compliance/v1/GetA12crManifestResponse.ts';
import type { GetControlMatrixRequest as _compliance_v1_GetControlMatrixRequest, GetControlMatrixRequest__Output as _compliance_v1_GetControlMatrixRequest__Output } from '../../compliance/v1/GetControlMatrixRequest.ts';
import type { GetControlMatrixResponse as _compliance_v1_GetControlMatrixResponse, GetControlMatrixResponse__Output as _compliance_v1_GetControlMatrixResponse__Output } from '../../compliance/v1/GetControlMatrixResponse.ts';
import type { GetDsarRequestRequest as _compliance_v1_GetDsarRequestRequest, GetDsarRequestRequest__Output as _compliance_v1_GetDsarRequestRequest__Output } from '../../compliance/v1/GetDsarRequestRequest.ts';
import type { GetDsarRequestResponse as _compliance_v1_GetDsarRequestResponse, GetDsarRequestResponse__Output as _compliance_v1_GetDsarRequestResponse__Output } from '../../compliance/v1/GetDsarRequestResponse.ts';
import type { GetPmmrDetailRequest as _compliance_v1_GetPmmrDetailRequest, GetPmmrDetailRequest__Output as _compliance_v1_GetPmmrDetailRequest__Output } from '../../compliance/v1/GetPmmrDetailRequest.ts';
import type { GetPmmrDetailResponse as _compliance_v1_GetPmmrDetailResponse, GetPmmrDetailResponse__Output as _compliance_v1_GetPmmrDetailResponse__Output } from '../../compliance/v1/GetPmmrDetailResponse.ts';
import type { ListControlEvidenceRequest as _compliance_v1_ListControlEvidenceRequest, ListControlEvidenceRequest__Output as _compliance_v1_ListControlEvidenceRequest__Output } from '../../compliance/v1/ListControlEvidenceRequest.ts';
import type { ListControlEvidenceResponse as _compliance_v1_ListControlEvidenceResponse, ListControlEvidenceResponse__Output as _compliance_v1_ListControlEvidenceResponse__Output } from '../../compliance/v1/ListControlEvidenceResponse.ts';
import type { ListDsarRequestsRequest as _compliance_v1_ListDsarRequestsRequest, ListDsarRequestsRequest__Output as _compliance_v1_ListDsarRequestsRequest__Output } from '../../compliance/v1/ListDsarRequestsRequest.ts';
import type { ListDsarRequestsResponse as _compliance_v1_ListDsarRequestsResponse, ListDsarRequestsResponse__Output as _compliance_v1_ListDsarRequestsResponse__Output } from '../../compliance/v1/ListDsarRequestsResponse.ts';
import type { ListPmmWindowsRequest as _compliance_v1_ListPmmWindowsRequest, ListPmmWindowsRequest__Output as _compliance_v1_ListPmmWindowsRequest__Output } from '../../compliance/v1/ListPmmWindowsRequest.ts';
import type { ListPmmWindowsResponse as _compliance_v1_ListPmmWindowsResponse, ListPmmWindowsResponse__Output as _compliance_v1_ListPmmWindowsResponse__Output } from '../../compliance/v1/ListPmmWindowsResponse.ts';
import type { RecordDsarVerificationRequest as _compliance_v1_RecordDsarVerificationRequest, RecordDsarVerificationRequest__Output as _compliance_v1_RecordDsarVerificationRequest__Output } from '../../compliance/v1/RecordDsarVerificationRequest.ts';
import type { RecordDsarVerificationResponse as _compliance_v1_RecordDsarVerificationResponse, RecordDsarVerificationResponse__Output as _compliance_v1_RecordDsarVerificationResponse__Output } from '../../compliance/v1/RecordDsarVerificationResponse.ts';

export interface ComplianceServiceClient extends grpc.Client {
  CreateDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  createDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  createDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  createDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  createDsarRequest(argument: _compliance_v1_CreateDsarRequestRequest, callback: grpc.requestCallback<_compliance_v1_CreateDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  
  ExecuteErasure(argument: _compliance_v1_ExecuteErasureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  ExecuteErasure(argument: _compliance_v1_ExecuteErasureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  ExecuteErasure(argument: _compliance_v1_ExecuteErasureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  ExecuteErasure(argument: _compliance_v1_ExecuteErasureRequest, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  executeErasure(argument: _compliance_v1_ExecuteErasureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  executeErasure(argument: _compliance_v1_ExecuteErasureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  executeErasure(argument: _compliance_v1_ExecuteErasureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  executeErasure(argument: _compliance_v1_ExecuteErasureRequest, callback: grpc.requestCallback<_compliance_v1_ExecuteErasureResponse__Output>): grpc.ClientUnaryCall;
  
  GetA12crManifest(argument: _compliance_v1_GetA12crManifestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  GetA12crManifest(argument: _compliance_v1_GetA12crManifestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  GetA12crManifest(argument: _compliance_v1_GetA12crManifestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  GetA12crManifest(argument: _compliance_v1_GetA12crManifestRequest, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  getA12CrManifest(argument: _compliance_v1_GetA12crManifestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  getA12CrManifest(argument: _compliance_v1_GetA12crManifestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  getA12CrManifest(argument: _compliance_v1_GetA12crManifestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  getA12CrManifest(argument: _compliance_v1_GetA12crManifestRequest, callback: grpc.requestCallback<_compliance_v1_GetA12crManifestResponse__Output>): grpc.ClientUnaryCall;
  
  GetControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  GetControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  GetControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  GetControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  getControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  getControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  getControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  getControlMatrix(argument: _compliance_v1_GetControlMatrixRequest, callback: grpc.requestCallback<_compliance_v1_GetControlMatrixResponse__Output>): grpc.ClientUnaryCall;
  
  GetDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  getDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  getDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  getDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  getDsarRequest(argument: _compliance_v1_GetDsarRequestRequest, callback: grpc.requestCallback<_compliance_v1_GetDsarRequestResponse__Output>): grpc.ClientUnaryCall;
  
  GetPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  GetPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  GetPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  GetPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  getPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  getPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  getPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  getPmmrDetail(argument: _compliance_v1_GetPmmrDetailRequest, callback: grpc.requestCallback<_compliance_v1_GetPmmrDetailResponse__Output>): grpc.ClientUnaryCall;
  
  ListControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  ListControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  ListControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  ListControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  listControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  listControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  listControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  listControlEvidence(argument: _compliance_v1_ListControlEvidenceRequest, callback: grpc.requestCallback<_compliance_v1_ListControlEvidenceResponse__Output>): grpc.ClientUnaryCall;
  
  ListDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDsarRequests(argument: _compliance_v1_ListDsarRequestsRequest, callback: grpc.requestCallback<_compliance_v1_ListDsarRequestsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  ListPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  ListPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  ListPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  listPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  listPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  listPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  listPmmWindows(argument: _compliance_v1_ListPmmWindowsRequest, callback: grpc.requestCallback<_compliance_v1_ListPmmWindowsResponse__Output>): grpc.ClientUnaryCall;
  
  RecordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  RecordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  RecordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  RecordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  recordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  recordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  recordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  recordDsarVerification(argument: _compliance_v1_RecordDsarVerificationRequest, callback: grpc.requestCallback<_compliance_v1_RecordDsarVerificationResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ComplianceServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateDsarRequest: grpc.handleUnaryCall<_compliance_v1_CreateDsarRequestRequest__Output, _compliance_v1_CreateDsarRequestResponse>;
  
  ExecuteErasure: grpc.handleUnaryCall<_compliance_v1_ExecuteErasureRequest__Output, _compliance_v1_ExecuteErasureResponse>;
  
  GetA12crManifest: grpc.handleUnaryCall<_compliance_v1_GetA12crManifestRequest__Output, _compliance_v1_GetA12crManifestResponse>;
  
  GetControlMatrix: grpc.handleUnaryCall<_compliance_v1_GetControlMatrixRequest__Output, _compliance_v1_GetControlMatrixResponse>;
  
  GetDsarRequest: grpc.handleUnaryCall<_compliance_v1_GetDsarRequestRequest__Output, _compliance_v1_GetDsarRequestResponse>;
  
  GetPmmrDetail: grpc.handleUnaryCall<_compliance_v1_GetPmmrDetailRequest__Output, _compliance_v1_GetPmmrDetailResponse>;
  
  ListControlEvidence: grpc.handleUnaryCall<_compliance_v1_ListControlEvidenceRequest__Output, _compliance_v1_ListControlEvidenceResponse>;
  
  ListDsarRequests: grpc.handleUnaryCall<_compliance_v1_ListDsarRequestsRequest__Output, _compliance_v1_ListDsarRequestsResponse>;
  
  ListPmmWindows: grpc.handleUnaryCall<_compliance_v1_ListPmmWindowsRequest__Output, _compliance_v1_ListPmmWindowsResponse>;
  
  RecordDsarVerification: grpc.handleUnaryCall<_compliance_v1_RecordDsarVerificationRequest__Output, _compliance_v1_RecordDsarVerificationResponse>;
  
}

export interface ComplianceServiceDefinition extends grpc.ServiceDefinition {
  CreateDsarRequest: MethodDefinition<_compliance_v1_CreateDsarRequestRequest, _compliance_v1_CreateDsarRequestResponse, _compliance_v1_CreateDsarRequestRequest__Output, _compliance_v1_CreateDsarRequestResponse__Output>
  ExecuteErasure: MethodDefinition<_compliance_v1_ExecuteErasureRequest, _compliance_v1_ExecuteErasureResponse, _compliance_v1_ExecuteErasureRequest__Output, _compliance_v1_ExecuteErasureResponse__Output>
  GetA12crManifest: MethodDefinition<_compliance_v1_GetA12crManifestRequest, _compliance_v1_GetA12crManifestResponse, _compliance_v1_GetA12crManifestRequest__Output, _compliance_v1_GetA12crManifestResponse__Output>
  GetControlMatrix: MethodDefinition<_compliance_v1_GetControlMatrixRequest, _compliance_v1_GetControlMatrixResponse, _compliance_v1_GetControlMatrixRequest__Output, _compliance_v1_GetControlMatrixResponse__Output>
  GetDsarRequest: MethodDefinition<_compliance_v1_GetDsarRequestRequest, _compliance_v1_GetDsarRequestResponse, _compliance_v1_GetDsarRequestRequest__Output, _compliance_v1_GetDsarRequestResponse__Output>
  GetPmmrDetail: MethodDefinition<_compliance_v1_GetPmmrDetailRequest, _compliance_v1_GetPmmrDetailResponse, _compliance_v1_GetPmmrDetailRequest__Output, _compliance_v1_GetPmmrDetailResponse__Output>
  ListControlEvidence: MethodDefinition<_compliance_v1_ListControlEvidenceRequest, _compliance_v1_ListControlEvidenceResponse, _compliance_v1_ListControlEvidenceRequest__Output, _compliance_v1_ListControlEvidenceResponse__Output>
  ListDsarRequests: MethodDefinition<_compliance_v1_ListDsarRequestsRequest, _compliance_v1_ListDsarRequestsResponse, _compliance_v1_ListDsarRequestsRequest__Output, _compliance_v1_ListDsarRequestsResponse__Output>
  ListPmmWindows: MethodDefinition<_compliance_v1_ListPmmWindowsRequest, _compliance_v1_ListPmmWindowsResponse, _compliance_v1_ListPmmWindowsRequest__Output, _compliance_v1_ListPmmWindowsResponse__Output>
  RecordDsarVerification: MethodDefinition<_compliance_v1_RecordDsarVerificationRequest, _compliance_v1_RecordDsarVerificationResponse, _compliance_v1_RecordDsarVerificationRequest__Output, _compliance_v1_RecordDsarVerificationResponse__Output>
}
