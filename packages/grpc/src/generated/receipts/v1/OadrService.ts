// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetAdmissionReceiptRequest as _receipts_v1_GetAdmissionReceiptRequest, GetAdmissionReceiptRequest__Output as _receipts_v1_GetAdmissionReceiptRequest__Output } from '../../receipts/v1/GetAdmissionReceiptRequest.ts';
import type { GetAdmissionReceiptResponse as _receipts_v1_GetAdmissionReceiptResponse, GetAdmissionReceiptResponse__Output as _receipts_v1_GetAdmissionReceiptResponse__Output } from '../../receipts/v1/GetAdmissionReceiptResponse.ts';
import type { ListAdmissionReceiptsRequest as _receipts_v1_ListAdmissionReceiptsRequest, ListAdmissionReceiptsRequest__Output as _receipts_v1_ListAdmissionReceiptsRequest__Output } from '../../receipts/v1/ListAdmissionReceiptsRequest.ts';
import type { ListAdmissionReceiptsResponse as _receipts_v1_ListAdmissionReceiptsResponse, ListAdmissionReceiptsResponse__Output as _receipts_v1_ListAdmissionReceiptsResponse__Output } from '../../receipts/v1/ListAdmissionReceiptsResponse.ts';
import type { VerifyAdmissionRequest as _receipts_v1_VerifyAdmissionRequest, VerifyAdmissionRequest__Output as _receipts_v1_VerifyAdmissionRequest__Output } from '../../receipts/v1/VerifyAdmissionRequest.ts';
import type { VerifyAdmissionResponse as _receipts_v1_VerifyAdmissionResponse, VerifyAdmissionResponse__Output as _receipts_v1_VerifyAdmissionResponse__Output } from '../../receipts/v1/VerifyAdmissionResponse.ts';

export interface OadrServiceClient extends grpc.Client {
  GetAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getAdmissionReceipt(argument: _receipts_v1_GetAdmissionReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetAdmissionReceiptResponse__Output>): grpc.ClientUnaryCall;
  
  ListAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listAdmissionReceipts(argument: _receipts_v1_ListAdmissionReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListAdmissionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  VerifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  VerifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  VerifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  verifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  verifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  verifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  verifyAdmission(argument: _receipts_v1_VerifyAdmissionRequest, callback: grpc.requestCallback<_receipts_v1_VerifyAdmissionResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OadrServiceHandlers extends grpc.UntypedServiceImplementation {
  GetAdmissionReceipt: grpc.handleUnaryCall<_receipts_v1_GetAdmissionReceiptRequest__Output, _receipts_v1_GetAdmissionReceiptResponse>;
  
  ListAdmissionReceipts: grpc.handleUnaryCall<_receipts_v1_ListAdmissionReceiptsRequest__Output, _receipts_v1_ListAdmissionReceiptsResponse>;
  
  VerifyAdmission: grpc.handleUnaryCall<_receipts_v1_VerifyAdmissionRequest__Output, _receipts_v1_VerifyAdmissionResponse>;
  
}

export interface OadrServiceDefinition extends grpc.ServiceDefinition {
  GetAdmissionReceipt: MethodDefinition<_receipts_v1_GetAdmissionReceiptRequest, _receipts_v1_GetAdmissionReceiptResponse, _receipts_v1_GetAdmissionReceiptRequest__Output, _receipts_v1_GetAdmissionReceiptResponse__Output>
  ListAdmissionReceipts: MethodDefinition<_receipts_v1_ListAdmissionReceiptsRequest, _receipts_v1_ListAdmissionReceiptsResponse, _receipts_v1_ListAdmissionReceiptsRequest__Output, _receipts_v1_ListAdmissionReceiptsResponse__Output>
  VerifyAdmission: MethodDefinition<_receipts_v1_VerifyAdmissionRequest, _receipts_v1_VerifyAdmissionResponse, _receipts_v1_VerifyAdmissionRequest__Output, _receipts_v1_VerifyAdmissionResponse__Output>
}
