import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActiveGuardrailBundle as _prompts_v1_ActiveGuardrailBundle, ActiveGuardrailBundle__Output as _prompts_v1_ActiveGuardrailBundle__Output } from './prompts/v1/ActiveGuardrailBundle.ts';
import type { CanarySpec as _prompts_v1_CanarySpec, CanarySpec__Output as _prompts_v1_CanarySpec__Output } from './prompts/v1/CanarySpec.ts';
import type { CanarySpecInput as _prompts_v1_CanarySpecInput, CanarySpecInput__Output as _prompts_v1_CanarySpecInput__Output } from './prompts/v1/CanarySpecInput.ts';
import type { DeployPromptInput as _prompts_v1_DeployPromptInput, DeployPromptInput__Output as _prompts_v1_DeployPromptInput__Output } from './prompts/v1/DeployPromptInput.ts';
import type { DeployRequest as _prompts_v1_DeployRequest, DeployRequest__Output as _prompts_v1_DeployRequest__Output } from './prompts/v1/DeployRequest.ts';
import type { DeployResponse as _prompts_v1_DeployResponse, DeployResponse__Output as _prompts_v1_DeployResponse__Output } from './prompts/v1/DeployResponse.ts';
import type { DiffTemplatesRequest as _prompts_v1_DiffTemplatesRequest, DiffTemplatesRequest__Output as _prompts_v1_DiffTemplatesRequest__Output } from './prompts/v1/DiffTemplatesRequest.ts';
import type { DiffTemplatesResponse as _prompts_v1_DiffTemplatesResponse, DiffTemplatesResponse__Output as _prompts_v1_DiffTemplatesResponse__Output } from './prompts/v1/DiffTemplatesResponse.ts';
import type { GetActiveBundleRequest as _prompts_v1_GetActiveBundleRequest, GetActiveBundleRequest__Output as _prompts_v1_GetActiveBundleRequest__Output } from './prompts/v1/GetActiveBundleRequest.ts';
import type { GetActiveBundleResponse as _prompts_v1_GetActiveBundleResponse, GetActiveBundleResponse__Output as _prompts_v1_GetActiveBundleResponse__Output } from './prompts/v1/GetActiveBundleResponse.ts';
import type { GetActiveDeploymentRequest as _prompts_v1_GetActiveDeploymentRequest, GetActiveDeploymentRequest__Output as _prompts_v1_GetActiveDeploymentRequest__Output } from './prompts/v1/GetActiveDeploymentRequest.ts';
import type { GetActiveDeploymentResponse as _prompts_v1_GetActiveDeploymentResponse, GetActiveDeploymentResponse__Output as _prompts_v1_GetActiveDeploymentResponse__Output } from './prompts/v1/GetActiveDeploymentResponse.ts';
import type { GetTemplateVersionRequest as _prompts_v1_GetTemplateVersionRequest, GetTemplateVersionRequest__Output as _prompts_v1_GetTemplateVersionRequest__Output } from './prompts/v1/GetTemplateVersionRequest.ts';
import type { GetTemplateVersionResponse as _prompts_v1_GetTemplateVersionResponse, GetTemplateVersionResponse__Output as _prompts_v1_GetTemplateVersionResponse__Output } from './prompts/v1/GetTemplateVersionResponse.ts';
import type { GuardrailBundleLayer as _prompts_v1_GuardrailBundleLayer, GuardrailBundleLayer__Output as _prompts_v1_GuardrailBundleLayer__Output } from './prompts/v1/GuardrailBundleLayer.ts';
import type { GuardrailCutpoint as _prompts_v1_GuardrailCutpoint, GuardrailCutpoint__Output as _prompts_v1_GuardrailCutpoint__Output } from './prompts/v1/GuardrailCutpoint.ts';
import type { GuardrailDetectorThresholds as _prompts_v1_GuardrailDetectorThresholds, GuardrailDetectorThresholds__Output as _prompts_v1_GuardrailDetectorThresholds__Output } from './prompts/v1/GuardrailDetectorThresholds.ts';
import type { GuardrailServiceClient as _prompts_v1_GuardrailServiceClient, GuardrailServiceDefinition as _prompts_v1_GuardrailServiceDefinition } from './prompts/v1/GuardrailService.ts';
import type { InclusionProof as _prompts_v1_InclusionProof, InclusionProof__Output as _prompts_v1_InclusionProof__Output } from './prompts/v1/InclusionProof.ts';
import type { ListDeploymentsRequest as _prompts_v1_ListDeploymentsRequest, ListDeploymentsRequest__Output as _prompts_v1_ListDeploymentsRequest__Output } from './prompts/v1/ListDeploymentsRequest.ts';
import type { ListDeploymentsResponse as _prompts_v1_ListDeploymentsResponse, ListDeploymentsResponse__Output as _prompts_v1_ListDeploymentsResponse__Output } from './prompts/v1/ListDeploymentsResponse.ts';
import type { ListTemplateVersionsRequest as _prompts_v1_ListTemplateVersionsRequest, ListTemplateVersionsRequest__Output as _prompts_v1_ListTemplateVersionsRequest__Output } from './prompts/v1/ListTemplateVersionsRequest.ts';
import type { ListTemplateVersionsResponse as _prompts_v1_ListTemplateVersionsResponse, ListTemplateVersionsResponse__Output as _prompts_v1_ListTemplateVersionsResponse__Output } from './prompts/v1/ListTemplateVersionsResponse.ts';
import type { ListTemplatesRequest as _prompts_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _prompts_v1_ListTemplatesRequest__Output } from './prompts/v1/ListTemplatesRequest.ts';
import type { ListTemplatesResponse as _prompts_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _prompts_v1_ListTemplatesResponse__Output } from './prompts/v1/ListTemplatesResponse.ts';
import type { PromptDeployment as _prompts_v1_PromptDeployment, PromptDeployment__Output as _prompts_v1_PromptDeployment__Output } from './prompts/v1/PromptDeployment.ts';
import type { PromptDiff as _prompts_v1_PromptDiff, PromptDiff__Output as _prompts_v1_PromptDiff__Output } from './prompts/v1/PromptDiff.ts';
import type { PromptPartial as _prompts_v1_PromptPartial, PromptPartial__Output as _prompts_v1_PromptPartial__Output } from './prompts/v1/PromptPartial.ts';
import type { PromptRegistryServiceClient as _prompts_v1_PromptRegistryServiceClient, PromptRegistryServiceDefinition as _prompts_v1_PromptRegistryServiceDefinition } from './prompts/v1/PromptRegistryService.ts';
import type { PromptTemplateVersion as _prompts_v1_PromptTemplateVersion, PromptTemplateVersion__Output as _prompts_v1_PromptTemplateVersion__Output } from './prompts/v1/PromptTemplateVersion.ts';
import type { PromptVar as _prompts_v1_PromptVar, PromptVar__Output as _prompts_v1_PromptVar__Output } from './prompts/v1/PromptVar.ts';
import type { PublishPromptTemplateInput as _prompts_v1_PublishPromptTemplateInput, PublishPromptTemplateInput__Output as _prompts_v1_PublishPromptTemplateInput__Output } from './prompts/v1/PublishPromptTemplateInput.ts';
import type { PublishTemplateRequest as _prompts_v1_PublishTemplateRequest, PublishTemplateRequest__Output as _prompts_v1_PublishTemplateRequest__Output } from './prompts/v1/PublishTemplateRequest.ts';
import type { PublishTemplateResponse as _prompts_v1_PublishTemplateResponse, PublishTemplateResponse__Output as _prompts_v1_PublishTemplateResponse__Output } from './prompts/v1/PublishTemplateResponse.ts';
import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from './prompts/v1/RequestContext.ts';
import type { StringList as _prompts_v1_StringList, StringList__Output as _prompts_v1_StringList__Output } from './prompts/v1/StringList.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  prompts: {
    v1: {
      ActiveGuardrailBundle: MessageTypeDefinition<_prompts_v1_ActiveGuardrailBundle, _prompts_v1_ActiveGuardrailBundle__Output>
      CanarySpec: MessageTypeDefinition<_prompts_v1_CanarySpec, _prompts_v1_CanarySpec__Output>
      CanarySpecInput: MessageTypeDefinition<_prompts_v1_CanarySpecInput, _prompts_v1_CanarySpecInput__Output>
      DeployPromptInput: MessageTypeDefinition<_prompts_v1_DeployPromptInput, _prompts_v1_DeployPromptInput__Output>
      DeployRequest: MessageTypeDefinition<_prompts_v1_DeployRequest, _prompts_v1_DeployRequest__Output>
      DeployResponse: MessageTypeDefinition<_prompts_v1_DeployResponse, _prompts_v1_DeployResponse__Output>
      DiffTemplatesRequest: MessageTypeDefinition<_prompts_v1_DiffTemplatesRequest, _prompts_v1_DiffTemplatesRequest__Output>
      DiffTemplatesResponse: MessageTypeDefinition<_prompts_v1_DiffTemplatesResponse, _prompts_v1_DiffTemplatesResponse__Output>
      GetActiveBundleRequest: MessageTypeDefinition<_prompts_v1_GetActiveBundleRequest, _prompts_v1_GetActiveBundleRequest__Output>
      GetActiveBundleResponse: MessageTypeDefinition<_prompts_v1_GetActiveBundleResponse, _prompts_v1_GetActiveBundleResponse__Output>
      GetActiveDeploymentRequest: MessageTypeDefinition<_prompts_v1_GetActiveDeploymentRequest, _prompts_v1_GetActiveDeploymentRequest__Output>
      GetActiveDeploymentResponse: MessageTypeDefinition<_prompts_v1_GetActiveDeploymentResponse, _prompts_v1_GetActiveDeploymentResponse__Output>
      GetTemplateVersionRequest: MessageTypeDefinition<_prompts_v1_GetTemplateVersionRequest, _prompts_v1_GetTemplateVersionRequest__Output>
      GetTemplateVersionResponse: MessageTypeDefinition<_prompts_v1_GetTemplateVersionResponse, _prompts_v1_GetTemplateVersionResponse__Output>
      GuardrailBundleLayer: MessageTypeDefinition<_prompts_v1_GuardrailBundleLayer, _prompts_v1_GuardrailBundleLayer__Output>
      GuardrailCutpoint: MessageTypeDefinition<_prompts_v1_GuardrailCutpoint, _prompts_v1_GuardrailCutpoint__Output>
      GuardrailDetectorThresholds: MessageTypeDefinition<_prompts_v1_GuardrailDetectorThresholds, _prompts_v1_GuardrailDetectorThresholds__Output>
      GuardrailService: SubtypeConstructor<typeof grpc.Client, _prompts_v1_GuardrailServiceClient> & { service: _prompts_v1_GuardrailServiceDefinition }
      InclusionProof: MessageTypeDefinition<_prompts_v1_InclusionProof, _prompts_v1_InclusionProof__Output>
      ListDeploymentsRequest: MessageTypeDefinition<_prompts_v1_ListDeploymentsRequest, _prompts_v1_ListDeploymentsRequest__Output>
      ListDeploymentsResponse: MessageTypeDefinition<_prompts_v1_ListDeploymentsResponse, _prompts_v1_ListDeploymentsResponse__Output>
      ListTemplateVersionsRequest: MessageTypeDefinition<_prompts_v1_ListTemplateVersionsRequest, _prompts_v1_ListTemplateVersionsRequest__Output>
      ListTemplateVersionsResponse: MessageTypeDefinition<_prompts_v1_ListTemplateVersionsResponse, _prompts_v1_ListTemplateVersionsResponse__Output>
      ListTemplatesRequest: MessageTypeDefinition<_prompts_v1_ListTemplatesRequest, _prompts_v1_ListTemplatesRequest__Output>
      ListTemplatesResponse: MessageTypeDefinition<_prompts_v1_ListTemplatesResponse, _prompts_v1_ListTemplatesResponse__Output>
      PromptDeployment: MessageTypeDefinition<_prompts_v1_PromptDeployment, _prompts_v1_PromptDeployment__Output>
      PromptDiff: MessageTypeDefinition<_prompts_v1_PromptDiff, _prompts_v1_PromptDiff__Output>
      PromptPartial: MessageTypeDefinition<_prompts_v1_PromptPartial, _prompts_v1_PromptPartial__Output>
      PromptRegistryService: SubtypeConstructor<typeof grpc.Client, _prompts_v1_PromptRegistryServiceClient> & { service: _prompts_v1_PromptRegistryServiceDefinition }
      PromptTemplateVersion: MessageTypeDefinition<_prompts_v1_PromptTemplateVersion, _prompts_v1_PromptTemplateVersion__Output>
      PromptVar: MessageTypeDefinition<_prompts_v1_PromptVar, _prompts_v1_PromptVar__Output>
      PublishPromptTemplateInput: MessageTypeDefinition<_prompts_v1_PublishPromptTemplateInput, _prompts_v1_PublishPromptTemplateInput__Output>
      PublishTemplateRequest: MessageTypeDefinition<_prompts_v1_PublishTemplateRequest, _prompts_v1_PublishTemplateRequest__Output>
      PublishTemplateResponse: MessageTypeDefinition<_prompts_v1_PublishTemplateResponse, _prompts_v1_PublishTemplateResponse__Output>
      RequestContext: MessageTypeDefinition<_prompts_v1_RequestContext, _prompts_v1_RequestContext__Output>
      StringList: MessageTypeDefinition<_prompts_v1_StringList, _prompts_v1_StringList__Output>
    }
  }
}

