// Original file: proto/prompts/v1/prompts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeployRequest as _prompts_v1_DeployRequest, DeployRequest__Output as _prompts_v1_DeployRequest__Output } from '../../prompts/v1/DeployRequest.ts';
import type { DeployResponse as _prompts_v1_DeployResponse, DeployResponse__Output as _prompts_v1_DeployResponse__Output } from '../../prompts/v1/DeployResponse.ts';
import type { DiffTemplatesRequest as _prompts_v1_DiffTemplatesRequest, DiffTemplatesRequest__Output as _prompts_v1_DiffTemplatesRequest__Output } from '../../prompts/v1/DiffTemplatesRequest.ts';
import type { DiffTemplatesResponse as _prompts_v1_DiffTemplatesResponse, DiffTemplatesResponse__Output as _prompts_v1_DiffTemplatesResponse__Output } from '../../prompts/v1/DiffTemplatesResponse.ts';
import type { GetActiveDeploymentRequest as _prompts_v1_GetActiveDeploymentRequest, GetActiveDeploymentRequest__Output as _prompts_v1_GetActiveDeploymentRequest__Output } from '../../prompts/v1/GetActiveDeploymentRequest.ts';
import type { GetActiveDeploymentResponse as _prompts_v1_GetActiveDeploymentResponse, GetActiveDeploymentResponse__Output as _prompts_v1_GetActiveDeploymentResponse__Output } from '../../prompts/v1/GetActiveDeploymentResponse.ts';
import type { GetTemplateVersionRequest as _prompts_v1_GetTemplateVersionRequest, GetTemplateVersionRequest__Output as _prompts_v1_GetTemplateVersionRequest__Output } from '../../prompts/v1/GetTemplateVersionRequest.ts';
import type { GetTemplateVersionResponse as _prompts_v1_GetTemplateVersionResponse, GetTemplateVersionResponse__Output as _prompts_v1_GetTemplateVersionResponse__Output } from '../../prompts/v1/GetTemplateVersionResponse.ts';
import type { ListDeploymentsRequest as _prompts_v1_ListDeploymentsRequest, ListDeploymentsRequest__Output as _prompts_v1_ListDeploymentsRequest__Output } from '../../prompts/v1/ListDeploymentsRequest.ts';
import type { ListDeploymentsResponse as _prompts_v1_ListDeploymentsResponse, ListDeploymentsResponse__Output as _prompts_v1_ListDeploymentsResponse__Output } from '../../prompts/v1/ListDeploymentsResponse.ts';
import type { ListTemplateVersionsRequest as _prompts_v1_ListTemplateVersionsRequest, ListTemplateVersionsRequest__Output as _prompts_v1_ListTemplateVersionsRequest__Output } from '../../prompts/v1/ListTemplateVersionsRequest.ts';
import type { ListTemplateVersionsResponse as _prompts_v1_ListTemplateVersionsResponse, ListTemplateVersionsResponse__Output as _prompts_v1_ListTemplateVersionsResponse__Output } from '../../prompts/v1/ListTemplateVersionsResponse.ts';
import type { ListTemplatesRequest as _prompts_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _prompts_v1_ListTemplatesRequest__Output } from '../../prompts/v1/ListTemplatesRequest.ts';
import type { ListTemplatesResponse as _prompts_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _prompts_v1_ListTemplatesResponse__Output } from '../../prompts/v1/ListTemplatesResponse.ts';
import type { PublishTemplateRequest as _prompts_v1_PublishTemplateRequest, PublishTemplateRequest__Output as _prompts_v1_PublishTemplateRequest__Output } from '../../prompts/v1/PublishTemplateRequest.ts';
import type { PublishTemplateResponse as _prompts_v1_PublishTemplateResponse, PublishTemplateResponse__Output as _prompts_v1_PublishTemplateResponse__Output } from '../../prompts/v1/PublishTemplateResponse.ts';

export interface PromptRegistryServiceClient extends grpc.Client {
  Deploy(argument: _prompts_v1_DeployRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  Deploy(argument: _prompts_v1_DeployRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  Deploy(argument: _prompts_v1_DeployRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  Deploy(argument: _prompts_v1_DeployRequest, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  deploy(argument: _prompts_v1_DeployRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  deploy(argument: _prompts_v1_DeployRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  deploy(argument: _prompts_v1_DeployRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  deploy(argument: _prompts_v1_DeployRequest, callback: grpc.requestCallback<_prompts_v1_DeployResponse__Output>): grpc.ClientUnaryCall;
  
  DiffTemplates(argument: _prompts_v1_DiffTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  DiffTemplates(argument: _prompts_v1_DiffTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  DiffTemplates(argument: _prompts_v1_DiffTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  DiffTemplates(argument: _prompts_v1_DiffTemplatesRequest, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  diffTemplates(argument: _prompts_v1_DiffTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  diffTemplates(argument: _prompts_v1_DiffTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  diffTemplates(argument: _prompts_v1_DiffTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  diffTemplates(argument: _prompts_v1_DiffTemplatesRequest, callback: grpc.requestCallback<_prompts_v1_DiffTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  GetActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  GetActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  GetActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  GetActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  getActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  getActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  getActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  getActiveDeployment(argument: _prompts_v1_GetActiveDeploymentRequest, callback: grpc.requestCallback<_prompts_v1_GetActiveDeploymentResponse__Output>): grpc.ClientUnaryCall;
  
  GetTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  GetTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  GetTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  GetTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  getTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  getTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  getTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  getTemplateVersion(argument: _prompts_v1_GetTemplateVersionRequest, callback: grpc.requestCallback<_prompts_v1_GetTemplateVersionResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeployments(argument: _prompts_v1_ListDeploymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  ListDeployments(argument: _prompts_v1_ListDeploymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  ListDeployments(argument: _prompts_v1_ListDeploymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  ListDeployments(argument: _prompts_v1_ListDeploymentsRequest, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  listDeployments(argument: _prompts_v1_ListDeploymentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  listDeployments(argument: _prompts_v1_ListDeploymentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  listDeployments(argument: _prompts_v1_ListDeploymentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  listDeployments(argument: _prompts_v1_ListDeploymentsRequest, callback: grpc.requestCallback<_prompts_v1_ListDeploymentsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  listTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  listTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  listTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  listTemplateVersions(argument: _prompts_v1_ListTemplateVersionsRequest, callback: grpc.requestCallback<_prompts_v1_ListTemplateVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTemplates(argument: _prompts_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _prompts_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _prompts_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _prompts_v1_ListTemplatesRequest, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _prompts_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _prompts_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _prompts_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _prompts_v1_ListTemplatesRequest, callback: grpc.requestCallback<_prompts_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  PublishTemplate(argument: _prompts_v1_PublishTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  PublishTemplate(argument: _prompts_v1_PublishTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  PublishTemplate(argument: _prompts_v1_PublishTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  PublishTemplate(argument: _prompts_v1_PublishTemplateRequest, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  publishTemplate(argument: _prompts_v1_PublishTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  publishTemplate(argument: _prompts_v1_PublishTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  publishTemplate(argument: _prompts_v1_PublishTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  publishTemplate(argument: _prompts_v1_PublishTemplateRequest, callback: grpc.requestCallback<_prompts_v1_PublishTemplateResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface PromptRegistryServiceHandlers extends grpc.UntypedServiceImplementation {
  Deploy: grpc.handleUnaryCall<_prompts_v1_DeployRequest__Output, _prompts_v1_DeployResponse>;
  
  DiffTemplates: grpc.handleUnaryCall<_prompts_v1_DiffTemplatesRequest__Output, _prompts_v1_DiffTemplatesResponse>;
  
  GetActiveDeployment: grpc.handleUnaryCall<_prompts_v1_GetActiveDeploymentRequest__Output, _prompts_v1_GetActiveDeploymentResponse>;
  
  GetTemplateVersion: grpc.handleUnaryCall<_prompts_v1_GetTemplateVersionRequest__Output, _prompts_v1_GetTemplateVersionResponse>;
  
  ListDeployments: grpc.handleUnaryCall<_prompts_v1_ListDeploymentsRequest__Output, _prompts_v1_ListDeploymentsResponse>;
  
  ListTemplateVersions: grpc.handleUnaryCall<_prompts_v1_ListTemplateVersionsRequest__Output, _prompts_v1_ListTemplateVersionsResponse>;
  
  ListTemplates: grpc.handleUnaryCall<_prompts_v1_ListTemplatesRequest__Output, _prompts_v1_ListTemplatesResponse>;
  
  PublishTemplate: grpc.handleUnaryCall<_prompts_v1_PublishTemplateRequest__Output, _prompts_v1_PublishTemplateResponse>;
  
}

export interface PromptRegistryServiceDefinition extends grpc.ServiceDefinition {
  Deploy: MethodDefinition<_prompts_v1_DeployRequest, _prompts_v1_DeployResponse, _prompts_v1_DeployRequest__Output, _prompts_v1_DeployResponse__Output>
  DiffTemplates: MethodDefinition<_prompts_v1_DiffTemplatesRequest, _prompts_v1_DiffTemplatesResponse, _prompts_v1_DiffTemplatesRequest__Output, _prompts_v1_DiffTemplatesResponse__Output>
  GetActiveDeployment: MethodDefinition<_prompts_v1_GetActiveDeploymentRequest, _prompts_v1_GetActiveDeploymentResponse, _prompts_v1_GetActiveDeploymentRequest__Output, _prompts_v1_GetActiveDeploymentResponse__Output>
  GetTemplateVersion: MethodDefinition<_prompts_v1_GetTemplateVersionRequest, _prompts_v1_GetTemplateVersionResponse, _prompts_v1_GetTemplateVersionRequest__Output, _prompts_v1_GetTemplateVersionResponse__Output>
  ListDeployments: MethodDefinition<_prompts_v1_ListDeploymentsRequest, _prompts_v1_ListDeploymentsResponse, _prompts_v1_ListDeploymentsRequest__Output, _prompts_v1_ListDeploymentsResponse__Output>
  ListTemplateVersions: MethodDefinition<_prompts_v1_ListTemplateVersionsRequest, _prompts_v1_ListTemplateVersionsResponse, _prompts_v1_ListTemplateVersionsRequest__Output, _prompts_v1_ListTemplateVersionsResponse__Output>
  ListTemplates: MethodDefinition<_prompts_v1_ListTemplatesRequest, _prompts_v1_ListTemplatesResponse, _prompts_v1_ListTemplatesRequest__Output, _prompts_v1_ListTemplatesResponse__Output>
  PublishTemplate: MethodDefinition<_prompts_v1_PublishTemplateRequest, _prompts_v1_PublishTemplateResponse, _prompts_v1_PublishTemplateRequest__Output, _prompts_v1_PublishTemplateResponse__Output>
}
