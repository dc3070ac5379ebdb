// Original file: proto/memory/v1/memory.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ExportArchiveRequest as _memory_v1_ExportArchiveRequest, ExportArchiveRequest__Output as _memory_v1_ExportArchiveRequest__Output } from '../../memory/v1/ExportArchiveRequest.ts';
import type { ExportArchiveResponse as _memory_v1_ExportArchiveResponse, ExportArchiveResponse__Output as _memory_v1_ExportArchiveResponse__Output } from '../../memory/v1/ExportArchiveResponse.ts';
import type { ImportArchiveRequest as _memory_v1_ImportArchiveRequest, ImportArchiveRequest__Output as _memory_v1_ImportArchiveRequest__Output } from '../../memory/v1/ImportArchiveRequest.ts';
import type { ImportArchiveResponse as _memory_v1_ImportArchiveResponse, ImportArchiveResponse__Output as _memory_v1_ImportArchiveResponse__Output } from '../../memory/v1/ImportArchiveResponse.ts';
import type { MergeArchivesRequest as _memory_v1_MergeArchivesRequest, MergeArchivesRequest__Output as _memory_v1_MergeArchivesRequest__Output } from '../../memory/v1/MergeArchivesRequest.ts';
import type { MergeArchivesResponse as _memory_v1_MergeArchivesResponse, MergeArchivesResponse__Output as _memory_v1_MergeArchivesResponse__Output } from '../../memory/v1/MergeArchivesResponse.ts';
import type { VerifyMergeReceiptRequest as _memory_v1_VerifyMergeReceiptRequest, VerifyMergeReceiptRequest__Output as _memory_v1_VerifyMergeReceiptRequest__Output } from '../../memory/v1/VerifyMergeReceiptRequest.ts';
import type { VerifyMergeReceiptResponse as _memory_v1_VerifyMergeReceiptResponse, VerifyMergeReceiptResponse__Output as _memory_v1_VerifyMergeReceiptResponse__Output } from '../../memory/v1/VerifyMergeReceiptResponse.ts';

export interface VerifiedMemoryServiceClient extends grpc.Client {
  ExportArchive(argument: _memory_v1_ExportArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ExportArchive(argument: _memory_v1_ExportArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ExportArchive(argument: _memory_v1_ExportArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ExportArchive(argument: _memory_v1_ExportArchiveRequest, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  exportArchive(argument: _memory_v1_ExportArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  exportArchive(argument: _memory_v1_ExportArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  exportArchive(argument: _memory_v1_ExportArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  exportArchive(argument: _memory_v1_ExportArchiveRequest, callback: grpc.requestCallback<_memory_v1_ExportArchiveResponse__Output>): grpc.ClientUnaryCall;
  
  ImportArchive(argument: _memory_v1_ImportArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ImportArchive(argument: _memory_v1_ImportArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ImportArchive(argument: _memory_v1_ImportArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  ImportArchive(argument: _memory_v1_ImportArchiveRequest, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  importArchive(argument: _memory_v1_ImportArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  importArchive(argument: _memory_v1_ImportArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  importArchive(argument: _memory_v1_ImportArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  importArchive(argument: _memory_v1_ImportArchiveRequest, callback: grpc.requestCallback<_memory_v1_ImportArchiveResponse__Output>): grpc.ClientUnaryCall;
  
  MergeArchives(argument: _memory_v1_MergeArchivesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  MergeArchives(argument: _memory_v1_MergeArchivesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  MergeArchives(argument: _memory_v1_MergeArchivesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  MergeArchives(argument: _memory_v1_MergeArchivesRequest, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  mergeArchives(argument: _memory_v1_MergeArchivesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  mergeArchives(argument: _memory_v1_MergeArchivesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  mergeArchives(argument: _memory_v1_MergeArchivesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  mergeArchives(argument: _memory_v1_MergeArchivesRequest, callback: grpc.requestCallback<_memory_v1_MergeArchivesResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  VerifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  verifyMergeReceipt(argument: _memory_v1_VerifyMergeReceiptRequest, callback: grpc.requestCallback<_memory_v1_VerifyMergeReceiptResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface VerifiedMemoryServiceHandlers extends grpc.UntypedServiceImplementation {
  ExportArchive: grpc.handleUnaryCall<_memory_v1_ExportArchiveRequest__Output, _memory_v1_ExportArchiveResponse>;
  
  ImportArchive: grpc.handleUnaryCall<_memory_v1_ImportArchiveRequest__Output, _memory_v1_ImportArchiveResponse>;
  
  MergeArchives: grpc.handleUnaryCall<_memory_v1_MergeArchivesRequest__Output, _memory_v1_MergeArchivesResponse>;
  
  VerifyMergeReceipt: grpc.handleUnaryCall<_memory_v1_VerifyMergeReceiptRequest__Output, _memory_v1_VerifyMergeReceiptResponse>;
  
}

export interface VerifiedMemoryServiceDefinition extends grpc.ServiceDefinition {
  ExportArchive: MethodDefinition<_memory_v1_ExportArchiveRequest, _memory_v1_ExportArchiveResponse, _memory_v1_ExportArchiveRequest__Output, _memory_v1_ExportArchiveResponse__Output>
  ImportArchive: MethodDefinition<_memory_v1_ImportArchiveRequest, _memory_v1_ImportArchiveResponse, _memory_v1_ImportArchiveRequest__Output, _memory_v1_ImportArchiveResponse__Output>
  MergeArchives: MethodDefinition<_memory_v1_MergeArchivesRequest, _memory_v1_MergeArchivesResponse, _memory_v1_MergeArchivesRequest__Output, _memory_v1_MergeArchivesResponse__Output>
  VerifyMergeReceipt: MethodDefinition<_memory_v1_VerifyMergeReceiptRequest, _memory_v1_VerifyMergeReceiptResponse, _memory_v1_VerifyMergeReceiptRequest__Output, _memory_v1_VerifyMergeReceiptResponse__Output>
}
