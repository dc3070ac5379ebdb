// Original file: proto/compliance/v1/compliance.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetCertificateRequest as _compliance_v1_GetCertificateRequest, GetCertificateRequest__Output as _compliance_v1_GetCertificateRequest__Output } from '../../compliance/v1/GetCertificateRequest.ts';
import type { GetCertificateResponse as _compliance_v1_GetCertificateResponse, GetCertificateResponse__Output as _compliance_v1_GetCertificateResponse__Output } from '../../compliance/v1/GetCertificateResponse.ts';
import type { GetCorpusBundleRequest as _compliance_v1_GetCorpusBundleRequest, GetCorpusBundleRequest__Output as _compliance_v1_GetCorpusBundleRequest__Output } from '../../compliance/v1/GetCorpusBundleRequest.ts';
import type { GetCorpusBundleResponse as _compliance_v1_GetCorpusBundleResponse, GetCorpusBundleResponse__Output as _compliance_v1_GetCorpusBundleResponse__Output } from '../../compliance/v1/GetCorpusBundleResponse.ts';

export interface OtccServiceClient extends grpc.Client {
  GetCertificate(argument: _compliance_v1_GetCertificateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  GetCertificate(argument: _compliance_v1_GetCertificateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  GetCertificate(argument: _compliance_v1_GetCertificateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  GetCertificate(argument: _compliance_v1_GetCertificateRequest, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  getCertificate(argument: _compliance_v1_GetCertificateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  getCertificate(argument: _compliance_v1_GetCertificateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  getCertificate(argument: _compliance_v1_GetCertificateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  getCertificate(argument: _compliance_v1_GetCertificateRequest, callback: grpc.requestCallback<_compliance_v1_GetCertificateResponse__Output>): grpc.ClientUnaryCall;
  
  GetCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  GetCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  GetCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  GetCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  getCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  getCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  getCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  getCorpusBundle(argument: _compliance_v1_GetCorpusBundleRequest, callback: grpc.requestCallback<_compliance_v1_GetCorpusBundleResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface OtccServiceHandlers extends grpc.UntypedServiceImplementation {
  GetCertificate: grpc.handleUnaryCall<_compliance_v1_GetCertificateRequest__Output, _compliance_v1_GetCertificateResponse>;
  
  GetCorpusBundle: grpc.handleUnaryCall<_compliance_v1_GetCorpusBundleRequest__Output, _compliance_v1_GetCorpusBundleResponse>;
  
}

export interface OtccServiceDefinition extends grpc.ServiceDefinition {
  GetCertificate: MethodDefinition<_compliance_v1_GetCertificateRequest, _compliance_v1_GetCertificateResponse, _compliance_v1_GetCertificateRequest__Output, _compliance_v1_GetCertificateResponse__Output>
  GetCorpusBundle: MethodDefinition<_compliance_v1_GetCorpusBundleRequest, _compliance_v1_GetCorpusBundleResponse, _compliance_v1_GetCorpusBundleRequest__Output, _compliance_v1_GetCorpusBundleResponse__Output>
}
