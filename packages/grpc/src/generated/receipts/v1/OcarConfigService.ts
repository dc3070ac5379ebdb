// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ClearTrustConfigRequest as _receipts_v1_ClearTrustConfigRequest, ClearTrustConfigRequest__Output as _receipts_v1_ClearTrustConfigRequest__Output } from '../../receipts/v1/ClearTrustConfigRequest.ts';
import type { ClearTrustConfigResponse as _receipts_v1_ClearTrustConfigResponse, ClearTrustConfigResponse__Output as _receipts_v1_ClearTrustConfigResponse__Output } from '../../receipts/v1/ClearTrustConfigResponse.ts';
import type { GetTrustConfigRequest as _receipts_v1_GetTrustConfigRequest, GetTrustConfigRequest__Output as _receipts_v1_GetTrustConfigRequest__Output } from '../../receipts/v1/GetTrustConfigRequest.ts';
import type { GetTrustConfigResponse as _receipts_v1_GetTrustConfigResponse, GetTrustConfigResponse__Output as _receipts_v1_GetTrustConfigResponse__Output } from '../../receipts/v1/GetTrustConfigResponse.ts';
import type { PromoteTrustConfigRequest as _receipts_v1_PromoteTrustConfigRequest, PromoteTrustConfigRequest__Output as _receipts_v1_PromoteTrustConfigRequest__Output } from '../../receipts/v1/PromoteTrustConfigRequest.ts';
import type { PromoteTrustConfigResponse as _receipts_v1_PromoteTrustConfigResponse, PromoteTrustConfigResponse__Output as _receipts_v1_PromoteTrustConfigResponse__Output } from '../../receipts/v1/PromoteTrustConfigResponse.ts';
import type { SetTrustConfigRequest as _receipts_v1_SetTrustConfigRequest, SetTrustConfigRequest__Output as _receipts_v1_SetTrustConfigRequest__Output } from '../../receipts/v1/SetTrustConfigRequest.ts';
import type { SetTrustConfigResponse as _receipts_v1_SetTrustConfigResponse, SetTrustConfigResponse__Output as _receipts_v1_SetTrustConfigResponse__Output } from '../../receipts/v1/SetTrustConfigResponse.ts';

export interface OcarConfigServiceClient extends grpc.Client {
  ClearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  ClearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  ClearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  ClearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  clearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  clearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  clearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  clearTrustConfig(argument: _receipts_v1_ClearTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_ClearTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  
  GetTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  GetTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  GetTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  GetTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  getTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  getTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  getTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  getTrustConfig(argument: _receipts_v1_GetTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_GetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  
  PromoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  PromoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  PromoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  PromoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  promoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  promoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  promoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  promoteTrustConfig(argument: _receipts_v1_PromoteTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_PromoteTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  
  SetTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  SetTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  SetTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  SetTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  setTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  setTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  setTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  setTrustConfig(argument: _receipts_v1_SetTrustConfigRequest, callback: grpc.requestCallback<_receipts_v1_SetTrustConfigResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OcarConfigServiceHandlers extends grpc.UntypedServiceImplementation {
  ClearTrustConfig: grpc.handleUnaryCall<_receipts_v1_ClearTrustConfigRequest__Output, _receipts_v1_ClearTrustConfigResponse>;
  
  GetTrustConfig: grpc.handleUnaryCall<_receipts_v1_GetTrustConfigRequest__Output, _receipts_v1_GetTrustConfigResponse>;
  
  PromoteTrustConfig: grpc.handleUnaryCall<_receipts_v1_PromoteTrustConfigRequest__Output, _receipts_v1_PromoteTrustConfigResponse>;
  
  SetTrustConfig: grpc.handleUnaryCall<_receipts_v1_SetTrustConfigRequest__Output, _receipts_v1_SetTrustConfigResponse>;
  
}

export interface OcarConfigServiceDefinition extends grpc.ServiceDefinition {
  ClearTrustConfig: MethodDefinition<_receipts_v1_ClearTrustConfigRequest, _receipts_v1_ClearTrustConfigResponse, _receipts_v1_ClearTrustConfigRequest__Output, _receipts_v1_ClearTrustConfigResponse__Output>
  GetTrustConfig: MethodDefinition<_receipts_v1_GetTrustConfigRequest, _receipts_v1_GetTrustConfigResponse, _receipts_v1_GetTrustConfigRequest__Output, _receipts_v1_GetTrustConfigResponse__Output>
  PromoteTrustConfig: MethodDefinition<_receipts_v1_PromoteTrustConfigRequest, _receipts_v1_PromoteTrustConfigResponse, _receipts_v1_PromoteTrustConfigRequest__Output, _receipts_v1_PromoteTrustConfigResponse__Output>
  SetTrustConfig: MethodDefinition<_receipts_v1_SetTrustConfigRequest, _receipts_v1_SetTrustConfigResponse, _receipts_v1_SetTrustConfigRequest__Output, _receipts_v1_SetTrustConfigResponse__Output>
}
