// Original file: proto/receipts/v1/receipts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListRevokedLeasesRequest as _receipts_v1_ListRevokedLeasesRequest, ListRevokedLeasesRequest__Output as _receipts_v1_ListRevokedLeasesRequest__Output } from '../../receipts/v1/ListRevokedLeasesRequest.ts';
import type { ListRevokedLeasesResponse as _receipts_v1_ListRevokedLeasesResponse, ListRevokedLeasesResponse__Output as _receipts_v1_ListRevokedLeasesResponse__Output } from '../../receipts/v1/ListRevokedLeasesResponse.ts';
import type { RevokeLeasesRequest as _receipts_v1_RevokeLeasesRequest, RevokeLeasesRequest__Output as _receipts_v1_RevokeLeasesRequest__Output } from '../../receipts/v1/RevokeLeasesRequest.ts';
import type { RevokeLeasesResponse as _receipts_v1_RevokeLeasesResponse, RevokeLeasesResponse__Output as _receipts_v1_RevokeLeasesResponse__Output } from '../../receipts/v1/RevokeLeasesResponse.ts';

export interface OcnpServiceClient extends grpc.Client {
  ListRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  listRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  listRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  listRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  listRevokedLeases(argument: _receipts_v1_ListRevokedLeasesRequest, callback: grpc.requestCallback<_receipts_v1_ListRevokedLeasesResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeLeases(argument: _receipts_v1_RevokeLeasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  RevokeLeases(argument: _receipts_v1_RevokeLeasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  RevokeLeases(argument: _receipts_v1_RevokeLeasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  RevokeLeases(argument: _receipts_v1_RevokeLeasesRequest, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  revokeLeases(argument: _receipts_v1_RevokeLeasesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  revokeLeases(argument: _receipts_v1_RevokeLeasesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  revokeLeases(argument: _receipts_v1_RevokeLeasesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  revokeLeases(argument: _receipts_v1_RevokeLeasesRequest, callback: grpc.requestCallback<_receipts_v1_RevokeLeasesResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OcnpServiceHandlers extends grpc.UntypedServiceImplementation {
  ListRevokedLeases: grpc.handleUnaryCall<_receipts_v1_ListRevokedLeasesRequest__Output, _receipts_v1_ListRevokedLeasesResponse>;
  
  RevokeLeases: grpc.handleUnaryCall<_receipts_v1_RevokeLeasesRequest__Output, _receipts_v1_RevokeLeasesResponse>;
  
}

export interface OcnpServiceDefinition extends grpc.ServiceDefinition {
  ListRevokedLeases: MethodDefinition<_receipts_v1_ListRevokedLeasesRequest, _receipts_v1_ListRevokedLeasesResponse, _receipts_v1_ListRevokedLeasesRequest__Output, _receipts_v1_ListRevokedLeasesResponse__Output>
  RevokeLeases: MethodDefinition<_receipts_v1_RevokeLeasesRequest, _receipts_v1_RevokeLeasesResponse, _receipts_v1_RevokeLeasesRequest__Output, _receipts_v1_RevokeLeasesResponse__Output>
}
