// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { VerifyTrustModeRequest as _receipts_v1_VerifyTrustModeRequest, VerifyTrustModeRequest__Output as _receipts_v1_VerifyTrustModeRequest__Output } from '../../receipts/v1/VerifyTrustModeRequest.ts';
import type { VerifyTrustModeResponse as _receipts_v1_VerifyTrustModeResponse, VerifyTrustModeResponse__Output as _receipts_v1_VerifyTrustModeResponse__Output } from '../../receipts/v1/VerifyTrustModeResponse.ts';

export interface OcarServiceClient extends grpc.Client {
  VerifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  VerifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  VerifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  VerifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  verifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  verifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  verifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  verifyTrustMode(argument: _receipts_v1_VerifyTrustModeRequest, callback: grpc.requestCallback<_receipts_v1_VerifyTrustModeResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OcarServiceHandlers extends grpc.UntypedServiceImplementation {
  VerifyTrustMode: grpc.handleUnaryCall<_receipts_v1_VerifyTrustModeRequest__Output, _receipts_v1_VerifyTrustModeResponse>;
  
}

export interface OcarServiceDefinition extends grpc.ServiceDefinition {
  VerifyTrustMode: MethodDefinition<_receipts_v1_VerifyTrustModeRequest, _receipts_v1_VerifyTrustModeResponse, _receipts_v1_VerifyTrustModeRequest__Output, _receipts_v1_VerifyTrustModeResponse__Output>
}
