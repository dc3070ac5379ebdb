// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetTrustAnchorsRequest as _receipts_v1_GetTrustAnchorsRequest, GetTrustAnchorsRequest__Output as _receipts_v1_GetTrustAnchorsRequest__Output } from '../../receipts/v1/GetTrustAnchorsRequest.ts';
import type { GetTrustAnchorsResponse as _receipts_v1_GetTrustAnchorsResponse, GetTrustAnchorsResponse__Output as _receipts_v1_GetTrustAnchorsResponse__Output } from '../../receipts/v1/GetTrustAnchorsResponse.ts';
import type { ProjectReceiptRequest as _receipts_v1_ProjectReceiptRequest, ProjectReceiptRequest__Output as _receipts_v1_ProjectReceiptRequest__Output } from '../../receipts/v1/ProjectReceiptRequest.ts';
import type { ProjectReceiptResponse as _receipts_v1_ProjectReceiptResponse, ProjectReceiptResponse__Output as _receipts_v1_ProjectReceiptResponse__Output } from '../../receipts/v1/ProjectReceiptResponse.ts';
import type { SubmitReceiptRequest as _receipts_v1_SubmitReceiptRequest, SubmitReceiptRequest__Output as _receipts_v1_SubmitReceiptRequest__Output } from '../../receipts/v1/SubmitReceiptRequest.ts';
import type { SubmitReceiptResponse as _receipts_v1_SubmitReceiptResponse, SubmitReceiptResponse__Output as _receipts_v1_SubmitReceiptResponse__Output } from '../../receipts/v1/SubmitReceiptResponse.ts';

export interface OirServiceClient extends grpc.Client {
  GetTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  GetTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  GetTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  GetTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  getTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  getTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  getTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  getTrustAnchors(argument: _receipts_v1_GetTrustAnchorsRequest, callback: grpc.requestCallback<_receipts_v1_GetTrustAnchorsResponse__Output>): grpc.ClientUnaryCall;
  
  ProjectReceipt(argument: _receipts_v1_ProjectReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  ProjectReceipt(argument: _receipts_v1_ProjectReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  ProjectReceipt(argument: _receipts_v1_ProjectReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  ProjectReceipt(argument: _receipts_v1_ProjectReceiptRequest, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  projectReceipt(argument: _receipts_v1_ProjectReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  projectReceipt(argument: _receipts_v1_ProjectReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  projectReceipt(argument: _receipts_v1_ProjectReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  projectReceipt(argument: _receipts_v1_ProjectReceiptRequest, callback: grpc.requestCallback<_receipts_v1_ProjectReceiptResponse__Output>): grpc.ClientUnaryCall;
  
  SubmitReceipt(argument: _receipts_v1_SubmitReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  SubmitReceipt(argument: _receipts_v1_SubmitReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  SubmitReceipt(argument: _receipts_v1_SubmitReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  SubmitReceipt(argument: _receipts_v1_SubmitReceiptRequest, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  submitReceipt(argument: _receipts_v1_SubmitReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  submitReceipt(argument: _receipts_v1_SubmitReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  submitReceipt(argument: _receipts_v1_SubmitReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  submitReceipt(argument: _receipts_v1_SubmitReceiptRequest, callback: grpc.requestCallback<_receipts_v1_SubmitReceiptResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OirServiceHandlers extends grpc.UntypedServiceImplementation {
  GetTrustAnchors: grpc.handleUnaryCall<_receipts_v1_GetTrustAnchorsRequest__Output, _receipts_v1_GetTrustAnchorsResponse>;
  
  ProjectReceipt: grpc.handleUnaryCall<_receipts_v1_ProjectReceiptRequest__Output, _receipts_v1_ProjectReceiptResponse>;
  
  SubmitReceipt: grpc.handleUnaryCall<_receipts_v1_SubmitReceiptRequest__Output, _receipts_v1_SubmitReceiptResponse>;
  
}

export interface OirServiceDefinition extends grpc.ServiceDefinition {
  GetTrustAnchors: MethodDefinition<_receipts_v1_GetTrustAnchorsRequest, _receipts_v1_GetTrustAnchorsResponse, _receipts_v1_GetTrustAnchorsRequest__Output, _receipts_v1_GetTrustAnchorsResponse__Output>
  ProjectReceipt: MethodDefinition<_receipts_v1_ProjectReceiptRequest, _receipts_v1_ProjectReceiptResponse, _receipts_v1_ProjectReceiptRequest__Output, _receipts_v1_ProjectReceiptResponse__Output>
  SubmitReceipt: MethodDefinition<_receipts_v1_SubmitReceiptRequest, _receipts_v1_SubmitReceiptResponse, _receipts_v1_SubmitReceiptRequest__Output, _receipts_v1_SubmitReceiptResponse__Output>
}
