// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CountInvalidReceiptsRequest as _receipts_v1_CountInvalidReceiptsRequest, CountInvalidReceiptsRequest__Output as _receipts_v1_CountInvalidReceiptsRequest__Output } from '../../receipts/v1/CountInvalidReceiptsRequest.ts';
import type { CountInvalidReceiptsResponse as _receipts_v1_CountInvalidReceiptsResponse, CountInvalidReceiptsResponse__Output as _receipts_v1_CountInvalidReceiptsResponse__Output } from '../../receipts/v1/CountInvalidReceiptsResponse.ts';
import type { CountReceiptsRequest as _receipts_v1_CountReceiptsRequest, CountReceiptsRequest__Output as _receipts_v1_CountReceiptsRequest__Output } from '../../receipts/v1/CountReceiptsRequest.ts';
import type { CountReceiptsResponse as _receipts_v1_CountReceiptsResponse, CountReceiptsResponse__Output as _receipts_v1_CountReceiptsResponse__Output } from '../../receipts/v1/CountReceiptsResponse.ts';
import type { GetCompositionRequest as _receipts_v1_GetCompositionRequest, GetCompositionRequest__Output as _receipts_v1_GetCompositionRequest__Output } from '../../receipts/v1/GetCompositionRequest.ts';
import type { GetCompositionResponse as _receipts_v1_GetCompositionResponse, GetCompositionResponse__Output as _receipts_v1_GetCompositionResponse__Output } from '../../receipts/v1/GetCompositionResponse.ts';
import type { GetReceiptRequest as _receipts_v1_GetReceiptRequest, GetReceiptRequest__Output as _receipts_v1_GetReceiptRequest__Output } from '../../receipts/v1/GetReceiptRequest.ts';
import type { GetReceiptResponse as _receipts_v1_GetReceiptResponse, GetReceiptResponse__Output as _receipts_v1_GetReceiptResponse__Output } from '../../receipts/v1/GetReceiptResponse.ts';
import type { GetToolExposureRequest as _receipts_v1_GetToolExposureRequest, GetToolExposureRequest__Output as _receipts_v1_GetToolExposureRequest__Output } from '../../receipts/v1/GetToolExposureRequest.ts';
import type { GetToolExposureResponse as _receipts_v1_GetToolExposureResponse, GetToolExposureResponse__Output as _receipts_v1_GetToolExposureResponse__Output } from '../../receipts/v1/GetToolExposureResponse.ts';
import type { ListReceiptsRequest as _receipts_v1_ListReceiptsRequest, ListReceiptsRequest__Output as _receipts_v1_ListReceiptsRequest__Output } from '../../receipts/v1/ListReceiptsRequest.ts';
import type { ListReceiptsResponse as _receipts_v1_ListReceiptsResponse, ListReceiptsResponse__Output as _receipts_v1_ListReceiptsResponse__Output } from '../../receipts/v1/ListReceiptsResponse.ts';
import type { SubmitEvalRunRequest as _receipts_v1_SubmitEvalRunRequest, SubmitEvalRunRequest__Output as _receipts_v1_SubmitEvalRunRequest__Output } from '../../receipts/v1/SubmitEvalRunRequest.ts';
import type { SubmitEvalRunResponse as _receipts_v1_SubmitEvalRunResponse, SubmitEvalRunResponse__Output as _receipts_v1_SubmitEvalRunResponse__Output } from '../../receipts/v1/SubmitEvalRunResponse.ts';
import type { VerifyEvalReceiptRequest as _receipts_v1_VerifyEvalReceiptRequest, VerifyEvalReceiptRequest__Output as _receipts_v1_VerifyEvalReceiptRequest__Output } from '../../receipts/v1/VerifyEvalReceiptRequest.ts';
import type { VerifyEvalReceiptResponse as _receipts_v1_VerifyEvalReceiptResponse, VerifyEvalReceiptResponse__Output as _receipts_v1_VerifyEvalReceiptResponse__Output } from '../../receipts/v1/VerifyEvalReceiptResponse.ts';

export interface VirServiceClient extends grpc.Client {
  CountInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countInvalidReceipts(argument: _receipts_v1_CountInvalidReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_CountInvalidReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  CountReceipts(argument: _receipts_v1_CountReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountReceipts(argument: _receipts_v1_CountReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountReceipts(argument: _receipts_v1_CountReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  CountReceipts(argument: _receipts_v1_CountReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countReceipts(argument: _receipts_v1_CountReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countReceipts(argument: _receipts_v1_CountReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countReceipts(argument: _receipts_v1_CountReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  countReceipts(argument: _receipts_v1_CountReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_CountReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  GetComposition(argument: _receipts_v1_GetCompositionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  GetComposition(argument: _receipts_v1_GetCompositionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  GetComposition(argument: _receipts_v1_GetCompositionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  GetComposition(argument: _receipts_v1_GetCompositionRequest, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  getComposition(argument: _receipts_v1_GetCompositionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  getComposition(argument: _receipts_v1_GetCompositionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  getComposition(argument: _receipts_v1_GetCompositionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  getComposition(argument: _receipts_v1_GetCompositionRequest, callback: grpc.requestCallback<_receipts_v1_GetCompositionResponse__Output>): grpc.ClientUnaryCall;
  
  GetReceipt(argument: _receipts_v1_GetReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetReceipt(argument: _receipts_v1_GetReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetReceipt(argument: _receipts_v1_GetReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetReceipt(argument: _receipts_v1_GetReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  getReceipt(argument: _receipts_v1_GetReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  getReceipt(argument: _receipts_v1_GetReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  getReceipt(argument: _receipts_v1_GetReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  getReceipt(argument: _receipts_v1_GetReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetReceiptResponse__Output>): grpc.ClientUnaryCall;
  
  GetToolExposure(argument: _receipts_v1_GetToolExposureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  GetToolExposure(argument: _receipts_v1_GetToolExposureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  GetToolExposure(argument: _receipts_v1_GetToolExposureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  GetToolExposure(argument: _receipts_v1_GetToolExposureRequest, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  getToolExposure(argument: _receipts_v1_GetToolExposureRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  getToolExposure(argument: _receipts_v1_GetToolExposureRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  getToolExposure(argument: _receipts_v1_GetToolExposureRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  getToolExposure(argument: _receipts_v1_GetToolExposureRequest, callback: grpc.requestCallback<_receipts_v1_GetToolExposureResponse__Output>): grpc.ClientUnaryCall;
  
  ListReceipts(argument: _receipts_v1_ListReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListReceipts(argument: _receipts_v1_ListReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListReceipts(argument: _receipts_v1_ListReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListReceipts(argument: _receipts_v1_ListReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listReceipts(argument: _receipts_v1_ListReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listReceipts(argument: _receipts_v1_ListReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listReceipts(argument: _receipts_v1_ListReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listReceipts(argument: _receipts_v1_ListReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  SubmitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  SubmitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  SubmitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  SubmitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  submitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  submitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  submitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  submitEvalRun(argument: _receipts_v1_SubmitEvalRunRequest, callback: grpc.requestCallback<_receipts_v1_SubmitEvalRunResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyEvalReceipt(argument: _receipts_v1_VerifyEvalReceiptRequest, callback: grpc.requestCallback<_receipts_v1_VerifyEvalReceiptResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface VirServiceHandlers extends grpc.UntypedServiceImplementation {
  CountInvalidReceipts: grpc.handleUnaryCall<_receipts_v1_CountInvalidReceiptsRequest__Output, _receipts_v1_CountInvalidReceiptsResponse>;
  
  CountReceipts: grpc.handleUnaryCall<_receipts_v1_CountReceiptsRequest__Output, _receipts_v1_CountReceiptsResponse>;
  
  GetComposition: grpc.handleUnaryCall<_receipts_v1_GetCompositionRequest__Output, _receipts_v1_GetCompositionResponse>;
  
  GetReceipt: grpc.handleUnaryCall<_receipts_v1_GetReceiptRequest__Output, _receipts_v1_GetReceiptResponse>;
  
  GetToolExposure: grpc.handleUnaryCall<_receipts_v1_GetToolExposureRequest__Output, _receipts_v1_GetToolExposureResponse>;
  
  ListReceipts: grpc.handleUnaryCall<_receipts_v1_ListReceiptsRequest__Output, _receipts_v1_ListReceiptsResponse>;
  
  SubmitEvalRun: grpc.handleUnaryCall<_receipts_v1_SubmitEvalRunRequest__Output, _receipts_v1_SubmitEvalRunResponse>;
  
  VerifyEvalReceipt: grpc.handleUnaryCall<_receipts_v1_VerifyEvalReceiptRequest__Output, _receipts_v1_VerifyEvalReceiptResponse>;
  
}

export interface VirServiceDefinition extends grpc.ServiceDefinition {
  CountInvalidReceipts: MethodDefinition<_receipts_v1_CountInvalidReceiptsRequest, _receipts_v1_CountInvalidReceiptsResponse, _receipts_v1_CountInvalidReceiptsRequest__Output, _receipts_v1_CountInvalidReceiptsResponse__Output>
  CountReceipts: MethodDefinition<_receipts_v1_CountReceiptsRequest, _receipts_v1_CountReceiptsResponse, _receipts_v1_CountReceiptsRequest__Output, _receipts_v1_CountReceiptsResponse__Output>
  GetComposition: MethodDefinition<_receipts_v1_GetCompositionRequest, _receipts_v1_GetCompositionResponse, _receipts_v1_GetCompositionRequest__Output, _receipts_v1_GetCompositionResponse__Output>
  GetReceipt: MethodDefinition<_receipts_v1_GetReceiptRequest, _receipts_v1_GetReceiptResponse, _receipts_v1_GetReceiptRequest__Output, _receipts_v1_GetReceiptResponse__Output>
  GetToolExposure: MethodDefinition<_receipts_v1_GetToolExposureRequest, _receipts_v1_GetToolExposureResponse, _receipts_v1_GetToolExposureRequest__Output, _receipts_v1_GetToolExposureResponse__Output>
  ListReceipts: MethodDefinition<_receipts_v1_ListReceiptsRequest, _receipts_v1_ListReceiptsResponse, _receipts_v1_ListReceiptsRequest__Output, _receipts_v1_ListReceiptsResponse__Output>
  SubmitEvalRun: MethodDefinition<_receipts_v1_SubmitEvalRunRequest, _receipts_v1_SubmitEvalRunResponse, _receipts_v1_SubmitEvalRunRequest__Output, _receipts_v1_SubmitEvalRunResponse__Output>
  VerifyEvalReceipt: MethodDefinition<_receipts_v1_VerifyEvalReceiptRequest, _receipts_v1_VerifyEvalReceiptResponse, _receipts_v1_VerifyEvalReceiptRequest__Output, _receipts_v1_VerifyEvalReceiptResponse__Output>
}
