// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetActionReceiptRequest as _receipts_v1_GetActionReceiptRequest, GetActionReceiptRequest__Output as _receipts_v1_GetActionReceiptRequest__Output } from '../../receipts/v1/GetActionReceiptRequest.ts';
import type { GetActionReceiptResponse as _receipts_v1_GetActionReceiptResponse, GetActionReceiptResponse__Output as _receipts_v1_GetActionReceiptResponse__Output } from '../../receipts/v1/GetActionReceiptResponse.ts';
import type { ListActionReceiptsRequest as _receipts_v1_ListActionReceiptsRequest, ListActionReceiptsRequest__Output as _receipts_v1_ListActionReceiptsRequest__Output } from '../../receipts/v1/ListActionReceiptsRequest.ts';
import type { ListActionReceiptsResponse as _receipts_v1_ListActionReceiptsResponse, ListActionReceiptsResponse__Output as _receipts_v1_ListActionReceiptsResponse__Output } from '../../receipts/v1/ListActionReceiptsResponse.ts';
import type { ReDecideActionRequest as _receipts_v1_ReDecideActionRequest, ReDecideActionRequest__Output as _receipts_v1_ReDecideActionRequest__Output } from '../../receipts/v1/ReDecideActionRequest.ts';
import type { ReDecideActionResponse as _receipts_v1_ReDecideActionResponse, ReDecideActionResponse__Output as _receipts_v1_ReDecideActionResponse__Output } from '../../receipts/v1/ReDecideActionResponse.ts';

export interface CuaReceiptServiceClient extends grpc.Client {
  GetActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  GetActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  getActionReceipt(argument: _receipts_v1_GetActionReceiptRequest, callback: grpc.requestCallback<_receipts_v1_GetActionReceiptResponse__Output>): grpc.ClientUnaryCall;
  
  ListActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  ListActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  listActionReceipts(argument: _receipts_v1_ListActionReceiptsRequest, callback: grpc.requestCallback<_receipts_v1_ListActionReceiptsResponse__Output>): grpc.ClientUnaryCall;
  
  ReDecideAction(argument: _receipts_v1_ReDecideActionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  ReDecideAction(argument: _receipts_v1_ReDecideActionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  ReDecideAction(argument: _receipts_v1_ReDecideActionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  ReDecideAction(argument: _receipts_v1_ReDecideActionRequest, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  reDecideAction(argument: _receipts_v1_ReDecideActionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  reDecideAction(argument: _receipts_v1_ReDecideActionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  reDecideAction(argument: _receipts_v1_ReDecideActionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  reDecideAction(argument: _receipts_v1_ReDecideActionRequest, callback: grpc.requestCallback<_receipts_v1_ReDecideActionResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface CuaReceiptServiceHandlers extends grpc.UntypedServiceImplementation {
  GetActionReceipt: grpc.handleUnaryCall<_receipts_v1_GetActionReceiptRequest__Output, _receipts_v1_GetActionReceiptResponse>;
  
  ListActionReceipts: grpc.handleUnaryCall<_receipts_v1_ListActionReceiptsRequest__Output, _receipts_v1_ListActionReceiptsResponse>;
  
  ReDecideAction: grpc.handleUnaryCall<_receipts_v1_ReDecideActionRequest__Output, _receipts_v1_ReDecideActionResponse>;
  
}

export interface CuaReceiptServiceDefinition extends grpc.ServiceDefinition {
  GetActionReceipt: MethodDefinition<_receipts_v1_GetActionReceiptRequest, _receipts_v1_GetActionReceiptResponse, _receipts_v1_GetActionReceiptRequest__Output, _receipts_v1_GetActionReceiptResponse__Output>
  ListActionReceipts: MethodDefinition<_receipts_v1_ListActionReceiptsRequest, _receipts_v1_ListActionReceiptsResponse, _receipts_v1_ListActionReceiptsRequest__Output, _receipts_v1_ListActionReceiptsResponse__Output>
  ReDecideAction: MethodDefinition<_receipts_v1_ReDecideActionRequest, _receipts_v1_ReDecideActionResponse, _receipts_v1_ReDecideActionRequest__Output, _receipts_v1_ReDecideActionResponse__Output>
}
