// Original file: proto/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AcceptInvitationRequest as _identity_v1_AcceptInvitationRequest, AcceptInvitationRequest__Output as _identity_v1_AcceptInvitationRequest__Output } from '../../identity/v1/AcceptInvitationRequest.ts';
import type { ApiKey as _identity_v1_ApiKey, ApiKey__Output as _identity_v1_ApiKey__Output } from '../../identity/v1/ApiKey.ts';
import type { ApproveContentBoundEnablementRequest as _identity_v1_ApproveContentBoundEnablementRequest, ApproveContentBoundEnablementRequest__Output as _identity_v1_ApproveContentBoundEnablementRequest__Output } from '../../identity/v1/ApproveContentBoundEnablementRequest.ts';
import type { ApproveImpersonationRequest as _identity_v1_ApproveImpersonationRequest, ApproveImpersonationRequest__Output as _identity_v1_ApproveImpersonationRequest__Output } from '../../identity/v1/ApproveImpersonationRequest.ts';
import type { BulkRevocationPreview as _identity_v1_BulkRevocationPreview, BulkRevocationPreview__Output as _identity_v1_BulkRevocationPreview__Output } from '../../identity/v1/BulkRevocationPreview.ts';
import type { BulkRevocationResult as _identity_v1_BulkRevocationResult, BulkRevocationResult__Output as _identity_v1_BulkRevocationResult__Output } from '../../identity/v1/BulkRevocationResult.ts';
import type { BulkRevokeApiKeysRequest as _identity_v1_BulkRevokeApiKeysRequest, BulkRevokeApiKeysRequest__Output as _identity_v1_BulkRevokeApiKeysRequest__Output } from '../../identity/v1/BulkRevokeApiKeysRequest.ts';
import type { CancelEmailChangeRequest as _identity_v1_CancelEmailChangeRequest, CancelEmailChangeRequest__Output as _identity_v1_CancelEmailChangeRequest__Output } from '../../identity/v1/CancelEmailChangeRequest.ts';
import type { CheckDomainVerificationRequest as _identity_v1_CheckDomainVerificationRequest, CheckDomainVerificationRequest__Output as _identity_v1_CheckDomainVerificationRequest__Output } from '../../identity/v1/CheckDomainVerificationRequest.ts';
import type { CheckPermissionRequest as _identity_v1_CheckPermissionRequest, CheckPermissionRequest__Output as _identity_v1_CheckPermissionRequest__Output } from '../../identity/v1/CheckPermissionRequest.ts';
import type { CheckPermissionResponse as _identity_v1_CheckPermissionResponse, CheckPermissionResponse__Output as _identity_v1_CheckPermissionResponse__Output } from '../../identity/v1/CheckPermissionResponse.ts';
import type { ConfirmEmailChangeRequest as _identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _identity_v1_ConfirmEmailChangeRequest__Output } from '../../identity/v1/ConfirmEmailChangeRequest.ts';
import type { ConfirmMfaRequest as _identity_v1_ConfirmMfaRequest, ConfirmMfaRequest__Output as _identity_v1_ConfirmMfaRequest__Output } from '../../identity/v1/ConfirmMfaRequest.ts';
import type { ConfirmMfaResponse as _identity_v1_ConfirmMfaResponse, ConfirmMfaResponse__Output as _identity_v1_ConfirmMfaResponse__Output } from '../../identity/v1/ConfirmMfaResponse.ts';
import type { ContentBoundEnablement as _identity_v1_ContentBoundEnablement, ContentBoundEnablement__Output as _identity_v1_ContentBoundEnablement__Output } from '../../identity/v1/ContentBoundEnablement.ts';
import type { CreateApiKeyRequest as _identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _identity_v1_CreateApiKeyRequest__Output } from '../../identity/v1/CreateApiKeyRequest.ts';
import type { CreateApiKeyResponse as _identity_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _identity_v1_CreateApiKeyResponse__Output } from '../../identity/v1/CreateApiKeyResponse.ts';
import type { CreateInvitationRequest as _identity_v1_CreateInvitationRequest, CreateInvitationRequest__Output as _identity_v1_CreateInvitationRequest__Output } from '../../identity/v1/CreateInvitationRequest.ts';
import type { CreateInvitationResponse as _identity_v1_CreateInvitationResponse, CreateInvitationResponse__Output as _identity_v1_CreateInvitationResponse__Output } from '../../identity/v1/CreateInvitationResponse.ts';
import type { DecisionPreview as _identity_v1_DecisionPreview, DecisionPreview__Output as _identity_v1_DecisionPreview__Output } from '../../identity/v1/DecisionPreview.ts';
import type { DomainVerification as _identity_v1_DomainVerification, DomainVerification__Output as _identity_v1_DomainVerification__Output } from '../../identity/v1/DomainVerification.ts';
import type { EnrollMfaRequest as _identity_v1_EnrollMfaRequest, EnrollMfaRequest__Output as _identity_v1_EnrollMfaRequest__Output } from '../../identity/v1/EnrollMfaRequest.ts';
import type { EnrollMfaResponse as _identity_v1_EnrollMfaResponse, EnrollMfaResponse__Output as _identity_v1_EnrollMfaResponse__Output } from '../../identity/v1/EnrollMfaResponse.ts';
import type { ExchangeApiKeyRequest as _identity_v1_ExchangeApiKeyRequest, ExchangeApiKeyRequest__Output as _identity_v1_ExchangeApiKeyRequest__Output } from '../../identity/v1/ExchangeApiKeyRequest.ts';
import type { ExchangeApiKeyResponse as _identity_v1_ExchangeApiKeyResponse, ExchangeApiKeyResponse__Output as _identity_v1_ExchangeApiKeyResponse__Output } from '../../identity/v1/ExchangeApiKeyResponse.ts';
import type { GetContentBoundEnablementRequest as _identity_v1_GetContentBoundEnablementRequest, GetContentBoundEnablementRequest__Output as _identity_v1_GetContentBoundEnablementRequest__Output } from '../../identity/v1/GetContentBoundEnablementRequest.ts';
import type { GetContentBoundEnablementResponse as _identity_v1_GetContentBoundEnablementResponse, GetContentBoundEnablementResponse__Output as _identity_v1_GetContentBoundEnablementResponse__Output } from '../../identity/v1/GetContentBoundEnablementResponse.ts';
import type { GetJwksRequest as _identity_v1_GetJwksRequest, GetJwksRequest__Output as _identity_v1_GetJwksRequest__Output } from '../../identity/v1/GetJwksRequest.ts';
import type { GetJwksResponse as _identity_v1_GetJwksResponse, GetJwksResponse__Output as _identity_v1_GetJwksResponse__Output } from '../../identity/v1/GetJwksResponse.ts';
import type { GetOrganizationCountsRequest as _identity_v1_GetOrganizationCountsRequest, GetOrganizationCountsRequest__Output as _identity_v1_GetOrganizationCountsRequest__Output } from '../../identity/v1/GetOrganizationCountsRequest.ts';
import type { GetOrganizationRequest as _identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _identity_v1_GetOrganizationRequest__Output } from '../../identity/v1/GetOrganizationRequest.ts';
import type { GetPolicyRequest as _identity_v1_GetPolicyRequest, GetPolicyRequest__Output as _identity_v1_GetPolicyRequest__Output } from '../../identity/v1/GetPolicyRequest.ts';
import type { GetPolicyResponse as _identity_v1_GetPolicyResponse, GetPolicyResponse__Output as _identity_v1_GetPolicyResponse__Output } from '../../identity/v1/GetPolicyResponse.ts';
import type { GetSignupProfileRequest as _identity_v1_GetSignupProfileRequest, GetSignupProfileRequest__Output as _identity_v1_GetSignupProfileRequest__Output } from '../../identity/v1/GetSignupProfileRequest.ts';
import type { GetSsoConfigRequest as _identity_v1_GetSsoConfigRequest, GetSsoConfigRequest__Output as _identity_v1_GetSsoConfigRequest__Output } from '../../identity/v1/GetSsoConfigRequest.ts';
import type { GetSsoConfigResponse as _identity_v1_GetSsoConfigResponse, GetSsoConfigResponse__Output as _identity_v1_GetSsoConfigResponse__Output } from '../../identity/v1/GetSsoConfigResponse.ts';
import type { GetUsersRequest as _identity_v1_GetUsersRequest, GetUsersRequest__Output as _identity_v1_GetUsersRequest__Output } from '../../identity/v1/GetUsersRequest.ts';
import type { GetUsersResponse as _identity_v1_GetUsersResponse, GetUsersResponse__Output as _identity_v1_GetUsersResponse__Output } from '../../identity/v1/GetUsersResponse.ts';
import type { GetWorkspaceRequest as _identity_v1_GetWorkspaceRequest, GetWorkspaceRequest__Output as _identity_v1_GetWorkspaceRequest__Output } from '../../identity/v1/GetWorkspaceRequest.ts';
import type { ImpersonationOp as _identity_v1_ImpersonationOp, ImpersonationOp__Output as _identity_v1_ImpersonationOp__Output } from '../../identity/v1/ImpersonationOp.ts';
import type { ImpersonationRevokeReceipt as _identity_v1_ImpersonationRevokeReceipt, ImpersonationRevokeReceipt__Output as _identity_v1_ImpersonationRevokeReceipt__Output } from '../../identity/v1/ImpersonationRevokeReceipt.ts';
import type { InitiateEmailChangeRequest as _identity_v1_InitiateEmailChangeRequest, InitiateEmailChangeRequest__Output as _identity_v1_InitiateEmailChangeRequest__Output } from '../../identity/v1/InitiateEmailChangeRequest.ts';
import type { IntrospectTokenRequest as _identity_v1_IntrospectTokenRequest, IntrospectTokenRequest__Output as _identity_v1_IntrospectTokenRequest__Output } from '../../identity/v1/IntrospectTokenRequest.ts';
import type { IntrospectTokenResponse as _identity_v1_IntrospectTokenResponse, IntrospectTokenResponse__Output as _identity_v1_IntrospectTokenResponse__Output } from '../../identity/v1/IntrospectTokenResponse.ts';
import type { Invitation as _identity_v1_Invitation, Invitation__Output as _identity_v1_Invitation__Output } from '../../identity/v1/Invitation.ts';
import type { IsRevokedRequest as _identity_v1_IsRevokedRequest, IsRevokedRequest__Output as _identity_v1_IsRevokedRequest__Output } from '../../identity/v1/IsRevokedRequest.ts';
import type { IsRevokedResponse as _identity_v1_IsRevokedResponse, IsRevokedResponse__Output as _identity_v1_IsRevokedResponse__Output } from '../../identity/v1/IsRevokedResponse.ts';
import type { IssueVirtualKeyRequest as _identity_v1_IssueVirtualKeyRequest, IssueVirtualKeyRequest__Output as _identity_v1_IssueVirtualKeyRequest__Output } from '../../identity/v1/IssueVirtualKeyRequest.ts';
import type { IssueVirtualKeyResponse as _identity_v1_IssueVirtualKeyResponse, IssueVirtualKeyResponse__Output as _identity_v1_IssueVirtualKeyResponse__Output } from '../../identity/v1/IssueVirtualKeyResponse.ts';
import type { LintPolicyRequest as _identity_v1_LintPolicyRequest, LintPolicyRequest__Output as _identity_v1_LintPolicyRequest__Output } from '../../identity/v1/LintPolicyRequest.ts';
import type { LintPolicyResponse as _identity_v1_LintPolicyResponse, LintPolicyResponse__Output as _identity_v1_LintPolicyResponse__Output } from '../../identity/v1/LintPolicyResponse.ts';
import type { ListApiKeysRequest as _identity_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _identity_v1_ListApiKeysRequest__Output } from '../../identity/v1/ListApiKeysRequest.ts';
import type { ListApiKeysResponse as _identity_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _identity_v1_ListApiKeysResponse__Output } from '../../identity/v1/ListApiKeysResponse.ts';
import type { ListDomainVerificationsRequest as _identity_v1_ListDomainVerificationsRequest, ListDomainVerificationsRequest__Output as _identity_v1_ListDomainVerificationsRequest__Output } from '../../identity/v1/ListDomainVerificationsRequest.ts';
import type { ListDomainVerificationsResponse as _identity_v1_ListDomainVerificationsResponse, ListDomainVerificationsResponse__Output as _identity_v1_ListDomainVerificationsResponse__Output } from '../../identity/v1/ListDomainVerificationsResponse.ts';
import type { ListImpersonationNoticesRequest as _identity_v1_ListImpersonationNoticesRequest, ListImpersonationNoticesRequest__Output as _identity_v1_ListImpersonationNoticesRequest__Output } from '../../identity/v1/ListImpersonationNoticesRequest.ts';
import type { ListImpersonationNoticesResponse as _identity_v1_ListImpersonationNoticesResponse, ListImpersonationNoticesResponse__Output as _identity_v1_ListImpersonationNoticesResponse__Output } from '../../identity/v1/ListImpersonationNoticesResponse.ts';
import type { ListImpersonationOpsRequest as _identity_v1_ListImpersonationOpsRequest, ListImpersonationOpsRequest__Output as _identity_v1_ListImpersonationOpsRequest__Output } from '../../identity/v1/ListImpersonationOpsRequest.ts';
import type { ListImpersonationOpsResponse as _identity_v1_ListImpersonationOpsResponse, ListImpersonationOpsResponse__Output as _identity_v1_ListImpersonationOpsResponse__Output } from '../../identity/v1/ListImpersonationOpsResponse.ts';
import type { ListInvitationsRequest as _identity_v1_ListInvitationsRequest, ListInvitationsRequest__Output as _identity_v1_ListInvitationsRequest__Output } from '../../identity/v1/ListInvitationsRequest.ts';
import type { ListInvitationsResponse as _identity_v1_ListInvitationsResponse, ListInvitationsResponse__Output as _identity_v1_ListInvitationsResponse__Output } from '../../identity/v1/ListInvitationsResponse.ts';
import type { ListMembersRequest as _identity_v1_ListMembersRequest, ListMembersRequest__Output as _identity_v1_ListMembersRequest__Output } from '../../identity/v1/ListMembersRequest.ts';
import type { ListMembersResponse as _identity_v1_ListMembersResponse, ListMembersResponse__Output as _identity_v1_ListMembersResponse__Output } from '../../identity/v1/ListMembersResponse.ts';
import type { ListPoliciesRequest as _identity_v1_ListPoliciesRequest, ListPoliciesRequest__Output as _identity_v1_ListPoliciesRequest__Output } from '../../identity/v1/ListPoliciesRequest.ts';
import type { ListPoliciesResponse as _identity_v1_ListPoliciesResponse, ListPoliciesResponse__Output as _identity_v1_ListPoliciesResponse__Output } from '../../identity/v1/ListPoliciesResponse.ts';
import type { ListPolicyBundlesRequest as _identity_v1_ListPolicyBundlesRequest, ListPolicyBundlesRequest__Output as _identity_v1_ListPolicyBundlesRequest__Output } from '../../identity/v1/ListPolicyBundlesRequest.ts';
import type { ListPolicyBundlesResponse as _identity_v1_ListPolicyBundlesResponse, ListPolicyBundlesResponse__Output as _identity_v1_ListPolicyBundlesResponse__Output } from '../../identity/v1/ListPolicyBundlesResponse.ts';
import type { ListSessionsRequest as _identity_v1_ListSessionsRequest, ListSessionsRequest__Output as _identity_v1_ListSessionsRequest__Output } from '../../identity/v1/ListSessionsRequest.ts';
import type { ListSessionsResponse as _identity_v1_ListSessionsResponse, ListSessionsResponse__Output as _identity_v1_ListSessionsResponse__Output } from '../../identity/v1/ListSessionsResponse.ts';
import type { ListVirtualKeysRequest as _identity_v1_ListVirtualKeysRequest, ListVirtualKeysRequest__Output as _identity_v1_ListVirtualKeysRequest__Output } from '../../identity/v1/ListVirtualKeysRequest.ts';
import type { ListVirtualKeysResponse as _identity_v1_ListVirtualKeysResponse, ListVirtualKeysResponse__Output as _identity_v1_ListVirtualKeysResponse__Output } from '../../identity/v1/ListVirtualKeysResponse.ts';
import type { ListWorkspacesRequest as _identity_v1_ListWorkspacesRequest, ListWorkspacesRequest__Output as _identity_v1_ListWorkspacesRequest__Output } from '../../identity/v1/ListWorkspacesRequest.ts';
import type { ListWorkspacesResponse as _identity_v1_ListWorkspacesResponse, ListWorkspacesResponse__Output as _identity_v1_ListWorkspacesResponse__Output } from '../../identity/v1/ListWorkspacesResponse.ts';
import type { Member as _identity_v1_Member, Member__Output as _identity_v1_Member__Output } from '../../identity/v1/Member.ts';
import type { Organization as _identity_v1_Organization, Organization__Output as _identity_v1_Organization__Output } from '../../identity/v1/Organization.ts';
import type { OrganizationCounts as _identity_v1_OrganizationCounts, OrganizationCounts__Output as _identity_v1_OrganizationCounts__Output } from '../../identity/v1/OrganizationCounts.ts';
import type { OwnershipTransfer as _identity_v1_OwnershipTransfer, OwnershipTransfer__Output as _identity_v1_OwnershipTransfer__Output } from '../../identity/v1/OwnershipTransfer.ts';
import type { Policy as _identity_v1_Policy, Policy__Output as _identity_v1_Policy__Output } from '../../identity/v1/Policy.ts';
import type { PolicyBundlePublished as _identity_v1_PolicyBundlePublished, PolicyBundlePublished__Output as _identity_v1_PolicyBundlePublished__Output } from '../../identity/v1/PolicyBundlePublished.ts';
import type { PreviewBulkRevocationRequest as _identity_v1_PreviewBulkRevocationRequest, PreviewBulkRevocationRequest__Output as _identity_v1_PreviewBulkRevocationRequest__Output } from '../../identity/v1/PreviewBulkRevocationRequest.ts';
import type { PreviewPolicyDecisionRequest as _identity_v1_PreviewPolicyDecisionRequest, PreviewPolicyDecisionRequest__Output as _identity_v1_PreviewPolicyDecisionRequest__Output } from '../../identity/v1/PreviewPolicyDecisionRequest.ts';
import type { PublishPolicyBundleRequest as _identity_v1_PublishPolicyBundleRequest, PublishPolicyBundleRequest__Output as _identity_v1_PublishPolicyBundleRequest__Output } from '../../identity/v1/PublishPolicyBundleRequest.ts';
import type { RecordEdgeDenialRequest as _identity_v1_RecordEdgeDenialRequest, RecordEdgeDenialRequest__Output as _identity_v1_RecordEdgeDenialRequest__Output } from '../../identity/v1/RecordEdgeDenialRequest.ts';
import type { RecordEdgeDenialResponse as _identity_v1_RecordEdgeDenialResponse, RecordEdgeDenialResponse__Output as _identity_v1_RecordEdgeDenialResponse__Output } from '../../identity/v1/RecordEdgeDenialResponse.ts';
import type { RejectContentBoundEnablementRequest as _identity_v1_RejectContentBoundEnablementRequest, RejectContentBoundEnablementRequest__Output as _identity_v1_RejectContentBoundEnablementRequest__Output } from '../../identity/v1/RejectContentBoundEnablementRequest.ts';
import type { RemoveMemberRequest as _identity_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _identity_v1_RemoveMemberRequest__Output } from '../../identity/v1/RemoveMemberRequest.ts';
import type { RemoveMemberResponse as _identity_v1_RemoveMemberResponse, RemoveMemberResponse__Output as _identity_v1_RemoveMemberResponse__Output } from '../../identity/v1/RemoveMemberResponse.ts';
import type { RequestContentBoundEnablementRequest as _identity_v1_RequestContentBoundEnablementRequest, RequestContentBoundEnablementRequest__Output as _identity_v1_RequestContentBoundEnablementRequest__Output } from '../../identity/v1/RequestContentBoundEnablementRequest.ts';
import type { RequestDomainVerificationRequest as _identity_v1_RequestDomainVerificationRequest, RequestDomainVerificationRequest__Output as _identity_v1_RequestDomainVerificationRequest__Output } from '../../identity/v1/RequestDomainVerificationRequest.ts';
import type { RequestImpersonationRequest as _identity_v1_RequestImpersonationRequest, RequestImpersonationRequest__Output as _identity_v1_RequestImpersonationRequest__Output } from '../../identity/v1/RequestImpersonationRequest.ts';
import type { RequestStepUpRequest as _identity_v1_RequestStepUpRequest, RequestStepUpRequest__Output as _identity_v1_RequestStepUpRequest__Output } from '../../identity/v1/RequestStepUpRequest.ts';
import type { ResendVerificationEmailRequest as _identity_v1_ResendVerificationEmailRequest, ResendVerificationEmailRequest__Output as _identity_v1_ResendVerificationEmailRequest__Output } from '../../identity/v1/ResendVerificationEmailRequest.ts';
import type { RevokeApiKeyRequest as _identity_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _identity_v1_RevokeApiKeyRequest__Output } from '../../identity/v1/RevokeApiKeyRequest.ts';
import type { RevokeContentBoundEnablementRequest as _identity_v1_RevokeContentBoundEnablementRequest, RevokeContentBoundEnablementRequest__Output as _identity_v1_RevokeContentBoundEnablementRequest__Output } from '../../identity/v1/RevokeContentBoundEnablementRequest.ts';
import type { RevokeImpersonationRequest as _identity_v1_RevokeImpersonationRequest, RevokeImpersonationRequest__Output as _identity_v1_RevokeImpersonationRequest__Output } from '../../identity/v1/RevokeImpersonationRequest.ts';
import type { RevokeInvitationRequest as _identity_v1_RevokeInvitationRequest, RevokeInvitationRequest__Output as _identity_v1_RevokeInvitationRequest__Output } from '../../identity/v1/RevokeInvitationRequest.ts';
import type { RevokeSessionsRequest as _identity_v1_RevokeSessionsRequest, RevokeSessionsRequest__Output as _identity_v1_RevokeSessionsRequest__Output } from '../../identity/v1/RevokeSessionsRequest.ts';
import type { RevokeSessionsResponse as _identity_v1_RevokeSessionsResponse, RevokeSessionsResponse__Output as _identity_v1_RevokeSessionsResponse__Output } from '../../identity/v1/RevokeSessionsResponse.ts';
import type { RevokeVirtualKeyRequest as _identity_v1_RevokeVirtualKeyRequest, RevokeVirtualKeyRequest__Output as _identity_v1_RevokeVirtualKeyRequest__Output } from '../../identity/v1/RevokeVirtualKeyRequest.ts';
import type { RevokeVirtualKeyResponse as _identity_v1_RevokeVirtualKeyResponse, RevokeVirtualKeyResponse__Output as _identity_v1_RevokeVirtualKeyResponse__Output } from '../../identity/v1/RevokeVirtualKeyResponse.ts';
import type { RotateApiKeyRequest as _identity_v1_RotateApiKeyRequest, RotateApiKeyRequest__Output as _identity_v1_RotateApiKeyRequest__Output } from '../../identity/v1/RotateApiKeyRequest.ts';
import type { RotateVirtualKeyRequest as _identity_v1_RotateVirtualKeyRequest, RotateVirtualKeyRequest__Output as _identity_v1_RotateVirtualKeyRequest__Output } from '../../identity/v1/RotateVirtualKeyRequest.ts';
import type { RotateVirtualKeyResponse as _identity_v1_RotateVirtualKeyResponse, RotateVirtualKeyResponse__Output as _identity_v1_RotateVirtualKeyResponse__Output } from '../../identity/v1/RotateVirtualKeyResponse.ts';
import type { SavePolicyRequest as _identity_v1_SavePolicyRequest, SavePolicyRequest__Output as _identity_v1_SavePolicyRequest__Output } from '../../identity/v1/SavePolicyRequest.ts';
import type { SaveSsoConfigRequest as _identity_v1_SaveSsoConfigRequest, SaveSsoConfigRequest__Output as _identity_v1_SaveSsoConfigRequest__Output } from '../../identity/v1/SaveSsoConfigRequest.ts';
import type { SetOrganizationPlanRequest as _identity_v1_SetOrganizationPlanRequest, SetOrganizationPlanRequest__Output as _identity_v1_SetOrganizationPlanRequest__Output } from '../../identity/v1/SetOrganizationPlanRequest.ts';
import type { SignUpRequest as _identity_v1_SignUpRequest, SignUpRequest__Output as _identity_v1_SignUpRequest__Output } from '../../identity/v1/SignUpRequest.ts';
import type { SignUpResponse as _identity_v1_SignUpResponse, SignUpResponse__Output as _identity_v1_SignUpResponse__Output } from '../../identity/v1/SignUpResponse.ts';
import type { SignupProfile as _identity_v1_SignupProfile, SignupProfile__Output as _identity_v1_SignupProfile__Output } from '../../identity/v1/SignupProfile.ts';
import type { SlugAvailabilityRequest as _identity_v1_SlugAvailabilityRequest, SlugAvailabilityRequest__Output as _identity_v1_SlugAvailabilityRequest__Output } from '../../identity/v1/SlugAvailabilityRequest.ts';
import type { SlugAvailabilityResponse as _identity_v1_SlugAvailabilityResponse, SlugAvailabilityResponse__Output as _identity_v1_SlugAvailabilityResponse__Output } from '../../identity/v1/SlugAvailabilityResponse.ts';
import type { SsoConfig as _identity_v1_SsoConfig, SsoConfig__Output as _identity_v1_SsoConfig__Output } from '../../identity/v1/SsoConfig.ts';
import type { StepUpToken as _identity_v1_StepUpToken, StepUpToken__Output as _identity_v1_StepUpToken__Output } from '../../identity/v1/StepUpToken.ts';
import type { SuccessResponse as _identity_v1_SuccessResponse, SuccessResponse__Output as _identity_v1_SuccessResponse__Output } from '../../identity/v1/SuccessResponse.ts';
import type { TransferOrgOwnershipRequest as _identity_v1_TransferOrgOwnershipRequest, TransferOrgOwnershipRequest__Output as _identity_v1_TransferOrgOwnershipRequest__Output } from '../../identity/v1/TransferOrgOwnershipRequest.ts';
import type { UpdateMemberRoleRequest as _identity_v1_UpdateMemberRoleRequest, UpdateMemberRoleRequest__Output as _identity_v1_UpdateMemberRoleRequest__Output } from '../../identity/v1/UpdateMemberRoleRequest.ts';
import type { UpdateOrganizationRequest as _identity_v1_UpdateOrganizationRequest, UpdateOrganizationRequest__Output as _identity_v1_UpdateOrganizationRequest__Output } from '../../identity/v1/UpdateOrganizationRequest.ts';
import type { UpdateSignupProfileRequest as _identity_v1_UpdateSignupProfileRequest, UpdateSignupProfileRequest__Output as _identity_v1_UpdateSignupProfileRequest__Output } from '../../identity/v1/UpdateSignupProfileRequest.ts';
import type { ValidateTokenRequest as _identity_v1_ValidateTokenRequest, ValidateTokenRequest__Output as _identity_v1_ValidateTokenRequest__Output } from '../../identity/v1/ValidateTokenRequest.ts';
import type { ValidateTokenResponse as _identity_v1_ValidateTokenResponse, ValidateTokenResponse__Output as _identity_v1_ValidateTokenResponse__Output } from '../../identity/v1/ValidateTokenResponse.ts';
import type { Workspace as _identity_v1_Workspace, Workspace__Output as _identity_v1_Workspace__Output } from '../../identity/v1/Workspace.ts';

export interface IdentityServiceClient extends grpc.Client {
  AcceptInvitation(argument: _identity_v1_AcceptInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _identity_v1_AcceptInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _identity_v1_AcceptInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _identity_v1_AcceptInvitationRequest, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _identity_v1_AcceptInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _identity_v1_AcceptInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _identity_v1_AcceptInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _identity_v1_AcceptInvitationRequest, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  
  ApproveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  ApproveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  ApproveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  ApproveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  approveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  approveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  approveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  approveContentBoundEnablement(argument: _identity_v1_ApproveContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  
  ApproveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  ApproveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  ApproveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  ApproveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  approveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  approveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  approveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  approveImpersonation(argument: _identity_v1_ApproveImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  
  BulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  BulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  BulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  BulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  bulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  bulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  bulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  bulkRevokeApiKeys(argument: _identity_v1_BulkRevokeApiKeysRequest, callback: grpc.requestCallback<_identity_v1_BulkRevocationResult__Output>): grpc.ClientUnaryCall;
  
  CancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  CancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  CancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  CancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  cancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  cancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  cancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  cancelEmailChange(argument: _identity_v1_CancelEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  
  CheckDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  CheckDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  CheckDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  CheckDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  checkDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  checkDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  checkDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  checkDomainVerification(argument: _identity_v1_CheckDomainVerificationRequest, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  
  CheckPermission(argument: _identity_v1_CheckPermissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  CheckPermission(argument: _identity_v1_CheckPermissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  CheckPermission(argument: _identity_v1_CheckPermissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  CheckPermission(argument: _identity_v1_CheckPermissionRequest, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  checkPermission(argument: _identity_v1_CheckPermissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  checkPermission(argument: _identity_v1_CheckPermissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  checkPermission(argument: _identity_v1_CheckPermissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  checkPermission(argument: _identity_v1_CheckPermissionRequest, callback: grpc.requestCallback<_identity_v1_CheckPermissionResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmMfa(argument: _identity_v1_ConfirmMfaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  ConfirmMfa(argument: _identity_v1_ConfirmMfaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  ConfirmMfa(argument: _identity_v1_ConfirmMfaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  ConfirmMfa(argument: _identity_v1_ConfirmMfaRequest, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  confirmMfa(argument: _identity_v1_ConfirmMfaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  confirmMfa(argument: _identity_v1_ConfirmMfaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  confirmMfa(argument: _identity_v1_ConfirmMfaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  confirmMfa(argument: _identity_v1_ConfirmMfaRequest, callback: grpc.requestCallback<_identity_v1_ConfirmMfaResponse__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  CreateInvitation(argument: _identity_v1_CreateInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _identity_v1_CreateInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _identity_v1_CreateInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _identity_v1_CreateInvitationRequest, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _identity_v1_CreateInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _identity_v1_CreateInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _identity_v1_CreateInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _identity_v1_CreateInvitationRequest, callback: grpc.requestCallback<_identity_v1_CreateInvitationResponse__Output>): grpc.ClientUnaryCall;
  
  EnrollMfa(argument: _identity_v1_EnrollMfaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  EnrollMfa(argument: _identity_v1_EnrollMfaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  EnrollMfa(argument: _identity_v1_EnrollMfaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  EnrollMfa(argument: _identity_v1_EnrollMfaRequest, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  enrollMfa(argument: _identity_v1_EnrollMfaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  enrollMfa(argument: _identity_v1_EnrollMfaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  enrollMfa(argument: _identity_v1_EnrollMfaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  enrollMfa(argument: _identity_v1_EnrollMfaRequest, callback: grpc.requestCallback<_identity_v1_EnrollMfaResponse__Output>): grpc.ClientUnaryCall;
  
  ExchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _identity_v1_ExchangeApiKeyRequest, callback: grpc.requestCallback<_identity_v1_ExchangeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  GetContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  GetContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  GetContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  GetContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  getContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  getContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  getContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  getContentBoundEnablement(argument: _identity_v1_GetContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_GetContentBoundEnablementResponse__Output>): grpc.ClientUnaryCall;
  
  GetJwks(argument: _identity_v1_GetJwksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _identity_v1_GetJwksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _identity_v1_GetJwksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _identity_v1_GetJwksRequest, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _identity_v1_GetJwksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _identity_v1_GetJwksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _identity_v1_GetJwksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _identity_v1_GetJwksRequest, callback: grpc.requestCallback<_identity_v1_GetJwksResponse__Output>): grpc.ClientUnaryCall;
  
  GetOrganization(argument: _identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _identity_v1_GetOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _identity_v1_GetOrganizationRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _identity_v1_GetOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _identity_v1_GetOrganizationRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  
  GetOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  GetOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  GetOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  GetOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  getOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  getOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  getOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  getOrganizationCounts(argument: _identity_v1_GetOrganizationCountsRequest, callback: grpc.requestCallback<_identity_v1_OrganizationCounts__Output>): grpc.ClientUnaryCall;
  
  GetPolicy(argument: _identity_v1_GetPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetPolicy(argument: _identity_v1_GetPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetPolicy(argument: _identity_v1_GetPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetPolicy(argument: _identity_v1_GetPolicyRequest, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  getPolicy(argument: _identity_v1_GetPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  getPolicy(argument: _identity_v1_GetPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  getPolicy(argument: _identity_v1_GetPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  getPolicy(argument: _identity_v1_GetPolicyRequest, callback: grpc.requestCallback<_identity_v1_GetPolicyResponse__Output>): grpc.ClientUnaryCall;
  
  GetSignupProfile(argument: _identity_v1_GetSignupProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  GetSignupProfile(argument: _identity_v1_GetSignupProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  GetSignupProfile(argument: _identity_v1_GetSignupProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  GetSignupProfile(argument: _identity_v1_GetSignupProfileRequest, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  getSignupProfile(argument: _identity_v1_GetSignupProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  getSignupProfile(argument: _identity_v1_GetSignupProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  getSignupProfile(argument: _identity_v1_GetSignupProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  getSignupProfile(argument: _identity_v1_GetSignupProfileRequest, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  
  GetSsoConfig(argument: _identity_v1_GetSsoConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSsoConfig(argument: _identity_v1_GetSsoConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSsoConfig(argument: _identity_v1_GetSsoConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSsoConfig(argument: _identity_v1_GetSsoConfigRequest, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  getSsoConfig(argument: _identity_v1_GetSsoConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  getSsoConfig(argument: _identity_v1_GetSsoConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  getSsoConfig(argument: _identity_v1_GetSsoConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  getSsoConfig(argument: _identity_v1_GetSsoConfigRequest, callback: grpc.requestCallback<_identity_v1_GetSsoConfigResponse__Output>): grpc.ClientUnaryCall;
  
  GetUsers(argument: _identity_v1_GetUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _identity_v1_GetUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _identity_v1_GetUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _identity_v1_GetUsersRequest, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _identity_v1_GetUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _identity_v1_GetUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _identity_v1_GetUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _identity_v1_GetUsersRequest, callback: grpc.requestCallback<_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  
  GetWorkspace(argument: _identity_v1_GetWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _identity_v1_GetWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _identity_v1_GetWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _identity_v1_GetWorkspaceRequest, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _identity_v1_GetWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _identity_v1_GetWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _identity_v1_GetWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _identity_v1_GetWorkspaceRequest, callback: grpc.requestCallback<_identity_v1_Workspace__Output>): grpc.ClientUnaryCall;
  
  InitiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  InitiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  InitiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  InitiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  initiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  initiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  initiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  initiateEmailChange(argument: _identity_v1_InitiateEmailChangeRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  
  IntrospectToken(argument: _identity_v1_IntrospectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _identity_v1_IntrospectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _identity_v1_IntrospectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _identity_v1_IntrospectTokenRequest, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _identity_v1_IntrospectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _identity_v1_IntrospectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _identity_v1_IntrospectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _identity_v1_IntrospectTokenRequest, callback: grpc.requestCallback<_identity_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  
  IsRevoked(argument: _identity_v1_IsRevokedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  IsRevoked(argument: _identity_v1_IsRevokedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  IsRevoked(argument: _identity_v1_IsRevokedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  IsRevoked(argument: _identity_v1_IsRevokedRequest, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  isRevoked(argument: _identity_v1_IsRevokedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  isRevoked(argument: _identity_v1_IsRevokedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  isRevoked(argument: _identity_v1_IsRevokedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  isRevoked(argument: _identity_v1_IsRevokedRequest, callback: grpc.requestCallback<_identity_v1_IsRevokedResponse__Output>): grpc.ClientUnaryCall;
  
  IssueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  IssueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  IssueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  IssueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  issueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  issueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  issueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  issueVirtualKey(argument: _identity_v1_IssueVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_IssueVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  
  LintPolicy(argument: _identity_v1_LintPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  LintPolicy(argument: _identity_v1_LintPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  LintPolicy(argument: _identity_v1_LintPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  LintPolicy(argument: _identity_v1_LintPolicyRequest, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  lintPolicy(argument: _identity_v1_LintPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  lintPolicy(argument: _identity_v1_LintPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  lintPolicy(argument: _identity_v1_LintPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  lintPolicy(argument: _identity_v1_LintPolicyRequest, callback: grpc.requestCallback<_identity_v1_LintPolicyResponse__Output>): grpc.ClientUnaryCall;
  
  ListApiKeys(argument: _identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _identity_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _identity_v1_ListApiKeysRequest, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _identity_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _identity_v1_ListApiKeysRequest, callback: grpc.requestCallback<_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  
  ListDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  ListDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  ListDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  ListDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  listDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  listDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  listDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  listDomainVerifications(argument: _identity_v1_ListDomainVerificationsRequest, callback: grpc.requestCallback<_identity_v1_ListDomainVerificationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationNotices(argument: _identity_v1_ListImpersonationNoticesRequest, callback: grpc.requestCallback<_identity_v1_ListImpersonationNoticesResponse__Output>): grpc.ClientUnaryCall;
  
  ListImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  ListImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  listImpersonationOps(argument: _identity_v1_ListImpersonationOpsRequest, callback: grpc.requestCallback<_identity_v1_ListImpersonationOpsResponse__Output>): grpc.ClientUnaryCall;
  
  ListInvitations(argument: _identity_v1_ListInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListInvitations(argument: _identity_v1_ListInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListInvitations(argument: _identity_v1_ListInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListInvitations(argument: _identity_v1_ListInvitationsRequest, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listInvitations(argument: _identity_v1_ListInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listInvitations(argument: _identity_v1_ListInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listInvitations(argument: _identity_v1_ListInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listInvitations(argument: _identity_v1_ListInvitationsRequest, callback: grpc.requestCallback<_identity_v1_ListInvitationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListMembers(argument: _identity_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _identity_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _identity_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _identity_v1_ListMembersRequest, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _identity_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _identity_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _identity_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _identity_v1_ListMembersRequest, callback: grpc.requestCallback<_identity_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  
  ListPolicies(argument: _identity_v1_ListPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicies(argument: _identity_v1_ListPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicies(argument: _identity_v1_ListPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicies(argument: _identity_v1_ListPoliciesRequest, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listPolicies(argument: _identity_v1_ListPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listPolicies(argument: _identity_v1_ListPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listPolicies(argument: _identity_v1_ListPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listPolicies(argument: _identity_v1_ListPoliciesRequest, callback: grpc.requestCallback<_identity_v1_ListPoliciesResponse__Output>): grpc.ClientUnaryCall;
  
  ListPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  ListPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  listPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  listPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  listPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  listPolicyBundles(argument: _identity_v1_ListPolicyBundlesRequest, callback: grpc.requestCallback<_identity_v1_ListPolicyBundlesResponse__Output>): grpc.ClientUnaryCall;
  
  ListSessions(argument: _identity_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _identity_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _identity_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _identity_v1_ListSessionsRequest, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _identity_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _identity_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _identity_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _identity_v1_ListSessionsRequest, callback: grpc.requestCallback<_identity_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  ListVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  ListVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  ListVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  listVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  listVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  listVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  listVirtualKeys(argument: _identity_v1_ListVirtualKeysRequest, callback: grpc.requestCallback<_identity_v1_ListVirtualKeysResponse__Output>): grpc.ClientUnaryCall;
  
  ListWorkspaces(argument: _identity_v1_ListWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _identity_v1_ListWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _identity_v1_ListWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _identity_v1_ListWorkspacesRequest, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _identity_v1_ListWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _identity_v1_ListWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _identity_v1_ListWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _identity_v1_ListWorkspacesRequest, callback: grpc.requestCallback<_identity_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  
  PreviewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  PreviewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  PreviewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  PreviewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  previewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  previewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  previewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  previewBulkRevocation(argument: _identity_v1_PreviewBulkRevocationRequest, callback: grpc.requestCallback<_identity_v1_BulkRevocationPreview__Output>): grpc.ClientUnaryCall;
  
  PreviewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  PreviewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  PreviewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  PreviewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  previewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  previewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  previewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  previewPolicyDecision(argument: _identity_v1_PreviewPolicyDecisionRequest, callback: grpc.requestCallback<_identity_v1_DecisionPreview__Output>): grpc.ClientUnaryCall;
  
  PublishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  PublishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  PublishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  PublishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  publishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  publishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  publishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  publishPolicyBundle(argument: _identity_v1_PublishPolicyBundleRequest, callback: grpc.requestCallback<_identity_v1_PolicyBundlePublished__Output>): grpc.ClientUnaryCall;
  
  RecordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  RecordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  RecordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  RecordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  recordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  recordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  recordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  recordEdgeDenial(argument: _identity_v1_RecordEdgeDenialRequest, callback: grpc.requestCallback<_identity_v1_RecordEdgeDenialResponse__Output>): grpc.ClientUnaryCall;
  
  RejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  rejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  rejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  rejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  rejectContentBoundEnablement(argument: _identity_v1_RejectContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  
  RemoveMember(argument: _identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _identity_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _identity_v1_RemoveMemberRequest, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _identity_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _identity_v1_RemoveMemberRequest, callback: grpc.requestCallback<_identity_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  
  RequestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RequestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RequestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RequestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  requestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  requestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  requestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  requestContentBoundEnablement(argument: _identity_v1_RequestContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  
  RequestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  RequestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  RequestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  RequestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  requestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  requestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  requestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  requestDomainVerification(argument: _identity_v1_RequestDomainVerificationRequest, callback: grpc.requestCallback<_identity_v1_DomainVerification__Output>): grpc.ClientUnaryCall;
  
  RequestImpersonation(argument: _identity_v1_RequestImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  RequestImpersonation(argument: _identity_v1_RequestImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  RequestImpersonation(argument: _identity_v1_RequestImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  RequestImpersonation(argument: _identity_v1_RequestImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  requestImpersonation(argument: _identity_v1_RequestImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  requestImpersonation(argument: _identity_v1_RequestImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  requestImpersonation(argument: _identity_v1_RequestImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  requestImpersonation(argument: _identity_v1_RequestImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationOp__Output>): grpc.ClientUnaryCall;
  
  RequestStepUp(argument: _identity_v1_RequestStepUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  RequestStepUp(argument: _identity_v1_RequestStepUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  RequestStepUp(argument: _identity_v1_RequestStepUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  RequestStepUp(argument: _identity_v1_RequestStepUpRequest, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  requestStepUp(argument: _identity_v1_RequestStepUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  requestStepUp(argument: _identity_v1_RequestStepUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  requestStepUp(argument: _identity_v1_RequestStepUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  requestStepUp(argument: _identity_v1_RequestStepUpRequest, callback: grpc.requestCallback<_identity_v1_StepUpToken__Output>): grpc.ClientUnaryCall;
  
  ResendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ResendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ResendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  ResendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  resendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  resendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  resendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  resendVerificationEmail(argument: _identity_v1_ResendVerificationEmailRequest, callback: grpc.requestCallback<_identity_v1_SuccessResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _identity_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  
  RevokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RevokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RevokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  RevokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  revokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  revokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  revokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  revokeContentBoundEnablement(argument: _identity_v1_RevokeContentBoundEnablementRequest, callback: grpc.requestCallback<_identity_v1_ContentBoundEnablement__Output>): grpc.ClientUnaryCall;
  
  RevokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  RevokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  RevokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  RevokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  revokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  revokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  revokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  revokeImpersonation(argument: _identity_v1_RevokeImpersonationRequest, callback: grpc.requestCallback<_identity_v1_ImpersonationRevokeReceipt__Output>): grpc.ClientUnaryCall;
  
  RevokeInvitation(argument: _identity_v1_RevokeInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  RevokeInvitation(argument: _identity_v1_RevokeInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  RevokeInvitation(argument: _identity_v1_RevokeInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  RevokeInvitation(argument: _identity_v1_RevokeInvitationRequest, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  revokeInvitation(argument: _identity_v1_RevokeInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  revokeInvitation(argument: _identity_v1_RevokeInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  revokeInvitation(argument: _identity_v1_RevokeInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  revokeInvitation(argument: _identity_v1_RevokeInvitationRequest, callback: grpc.requestCallback<_identity_v1_Invitation__Output>): grpc.ClientUnaryCall;
  
  RevokeSessions(argument: _identity_v1_RevokeSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  RevokeSessions(argument: _identity_v1_RevokeSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  RevokeSessions(argument: _identity_v1_RevokeSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  RevokeSessions(argument: _identity_v1_RevokeSessionsRequest, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  revokeSessions(argument: _identity_v1_RevokeSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  revokeSessions(argument: _identity_v1_RevokeSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  revokeSessions(argument: _identity_v1_RevokeSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  revokeSessions(argument: _identity_v1_RevokeSessionsRequest, callback: grpc.requestCallback<_identity_v1_RevokeSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeVirtualKey(argument: _identity_v1_RevokeVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_RevokeVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  
  RotateApiKey(argument: _identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _identity_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _identity_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _identity_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _identity_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  RotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateVirtualKey(argument: _identity_v1_RotateVirtualKeyRequest, callback: grpc.requestCallback<_identity_v1_RotateVirtualKeyResponse__Output>): grpc.ClientUnaryCall;
  
  SavePolicy(argument: _identity_v1_SavePolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  SavePolicy(argument: _identity_v1_SavePolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  SavePolicy(argument: _identity_v1_SavePolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  SavePolicy(argument: _identity_v1_SavePolicyRequest, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  savePolicy(argument: _identity_v1_SavePolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  savePolicy(argument: _identity_v1_SavePolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  savePolicy(argument: _identity_v1_SavePolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  savePolicy(argument: _identity_v1_SavePolicyRequest, callback: grpc.requestCallback<_identity_v1_Policy__Output>): grpc.ClientUnaryCall;
  
  SaveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  SaveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  SaveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  SaveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  saveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  saveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  saveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  saveSsoConfig(argument: _identity_v1_SaveSsoConfigRequest, callback: grpc.requestCallback<_identity_v1_SsoConfig__Output>): grpc.ClientUnaryCall;
  
  SetOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  SetOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  SetOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  SetOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  setOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  setOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  setOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  setOrganizationPlan(argument: _identity_v1_SetOrganizationPlanRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  
  SignUp(argument: _identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _identity_v1_SignUpRequest, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _identity_v1_SignUpRequest, callback: grpc.requestCallback<_identity_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  
  SlugAvailability(argument: _identity_v1_SlugAvailabilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  SlugAvailability(argument: _identity_v1_SlugAvailabilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  SlugAvailability(argument: _identity_v1_SlugAvailabilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  SlugAvailability(argument: _identity_v1_SlugAvailabilityRequest, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  slugAvailability(argument: _identity_v1_SlugAvailabilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  slugAvailability(argument: _identity_v1_SlugAvailabilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  slugAvailability(argument: _identity_v1_SlugAvailabilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  slugAvailability(argument: _identity_v1_SlugAvailabilityRequest, callback: grpc.requestCallback<_identity_v1_SlugAvailabilityResponse__Output>): grpc.ClientUnaryCall;
  
  TransferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  TransferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  TransferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  TransferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  transferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  transferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  transferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  transferOrgOwnership(argument: _identity_v1_TransferOrgOwnershipRequest, callback: grpc.requestCallback<_identity_v1_OwnershipTransfer__Output>): grpc.ClientUnaryCall;
  
  UpdateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMemberRole(argument: _identity_v1_UpdateMemberRoleRequest, callback: grpc.requestCallback<_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  
  UpdateOrganization(argument: _identity_v1_UpdateOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  UpdateOrganization(argument: _identity_v1_UpdateOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  UpdateOrganization(argument: _identity_v1_UpdateOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  UpdateOrganization(argument: _identity_v1_UpdateOrganizationRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  updateOrganization(argument: _identity_v1_UpdateOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  updateOrganization(argument: _identity_v1_UpdateOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  updateOrganization(argument: _identity_v1_UpdateOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  updateOrganization(argument: _identity_v1_UpdateOrganizationRequest, callback: grpc.requestCallback<_identity_v1_Organization__Output>): grpc.ClientUnaryCall;
  
  UpdateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  UpdateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  UpdateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  UpdateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  updateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  updateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  updateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  updateSignupProfile(argument: _identity_v1_UpdateSignupProfileRequest, callback: grpc.requestCallback<_identity_v1_SignupProfile__Output>): grpc.ClientUnaryCall;
  
  ValidateToken(argument: _identity_v1_ValidateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  ValidateToken(argument: _identity_v1_ValidateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  ValidateToken(argument: _identity_v1_ValidateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  ValidateToken(argument: _identity_v1_ValidateTokenRequest, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  validateToken(argument: _identity_v1_ValidateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  validateToken(argument: _identity_v1_ValidateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  validateToken(argument: _identity_v1_ValidateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  validateToken(argument: _identity_v1_ValidateTokenRequest, callback: grpc.requestCallback<_identity_v1_ValidateTokenResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  AcceptInvitation: grpc.handleUnaryCall<_identity_v1_AcceptInvitationRequest__Output, _identity_v1_Member>;
  
  ApproveContentBoundEnablement: grpc.handleUnaryCall<_identity_v1_ApproveContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement>;
  
  ApproveImpersonation: grpc.handleUnaryCall<_identity_v1_ApproveImpersonationRequest__Output, _identity_v1_ImpersonationOp>;
  
  BulkRevokeApiKeys: grpc.handleUnaryCall<_identity_v1_BulkRevokeApiKeysRequest__Output, _identity_v1_BulkRevocationResult>;
  
  CancelEmailChange: grpc.handleUnaryCall<_identity_v1_CancelEmailChangeRequest__Output, _identity_v1_SuccessResponse>;
  
  CheckDomainVerification: grpc.handleUnaryCall<_identity_v1_CheckDomainVerificationRequest__Output, _identity_v1_DomainVerification>;
  
  CheckPermission: grpc.handleUnaryCall<_identity_v1_CheckPermissionRequest__Output, _identity_v1_CheckPermissionResponse>;
  
  ConfirmEmailChange: grpc.handleUnaryCall<_identity_v1_ConfirmEmailChangeRequest__Output, _identity_v1_SuccessResponse>;
  
  ConfirmMfa: grpc.handleUnaryCall<_identity_v1_ConfirmMfaRequest__Output, _identity_v1_ConfirmMfaResponse>;
  
  CreateApiKey: grpc.handleUnaryCall<_identity_v1_CreateApiKeyRequest__Output, _identity_v1_CreateApiKeyResponse>;
  
  CreateInvitation: grpc.handleUnaryCall<_identity_v1_CreateInvitationRequest__Output, _identity_v1_CreateInvitationResponse>;
  
  EnrollMfa: grpc.handleUnaryCall<_identity_v1_EnrollMfaRequest__Output, _identity_v1_EnrollMfaResponse>;
  
  ExchangeApiKey: grpc.handleUnaryCall<_identity_v1_ExchangeApiKeyRequest__Output, _identity_v1_ExchangeApiKeyResponse>;
  
  GetContentBoundEnablement: grpc.handleUnaryCall<_identity_v1_GetContentBoundEnablementRequest__Output, _identity_v1_GetContentBoundEnablementResponse>;
  
  GetJwks: grpc.handleUnaryCall<_identity_v1_GetJwksRequest__Output, _identity_v1_GetJwksResponse>;
  
  GetOrganization: grpc.handleUnaryCall<_identity_v1_GetOrganizationRequest__Output, _identity_v1_Organization>;
  
  GetOrganizationCounts: grpc.handleUnaryCall<_identity_v1_GetOrganizationCountsRequest__Output, _identity_v1_OrganizationCounts>;
  
  GetPolicy: grpc.handleUnaryCall<_identity_v1_GetPolicyRequest__Output, _identity_v1_GetPolicyResponse>;
  
  GetSignupProfile: grpc.handleUnaryCall<_identity_v1_GetSignupProfileRequest__Output, _identity_v1_SignupProfile>;
  
  GetSsoConfig: grpc.handleUnaryCall<_identity_v1_GetSsoConfigRequest__Output, _identity_v1_GetSsoConfigResponse>;
  
  GetUsers: grpc.handleUnaryCall<_identity_v1_GetUsersRequest__Output, _identity_v1_GetUsersResponse>;
  
  GetWorkspace: grpc.handleUnaryCall<_identity_v1_GetWorkspaceRequest__Output, _identity_v1_Workspace>;
  
  InitiateEmailChange: grpc.handleUnaryCall<_identity_v1_InitiateEmailChangeRequest__Output, _identity_v1_SuccessResponse>;
  
  IntrospectToken: grpc.handleUnaryCall<_identity_v1_IntrospectTokenRequest__Output, _identity_v1_IntrospectTokenResponse>;
  
  IsRevoked: grpc.handleUnaryCall<_identity_v1_IsRevokedRequest__Output, _identity_v1_IsRevokedResponse>;
  
  IssueVirtualKey: grpc.handleUnaryCall<_identity_v1_IssueVirtualKeyRequest__Output, _identity_v1_IssueVirtualKeyResponse>;
  
  LintPolicy: grpc.handleUnaryCall<_identity_v1_LintPolicyRequest__Output, _identity_v1_LintPolicyResponse>;
  
  ListApiKeys: grpc.handleUnaryCall<_identity_v1_ListApiKeysRequest__Output, _identity_v1_ListApiKeysResponse>;
  
  ListDomainVerifications: grpc.handleUnaryCall<_identity_v1_ListDomainVerificationsRequest__Output, _identity_v1_ListDomainVerificationsResponse>;
  
  ListImpersonationNotices: grpc.handleUnaryCall<_identity_v1_ListImpersonationNoticesRequest__Output, _identity_v1_ListImpersonationNoticesResponse>;
  
  ListImpersonationOps: grpc.handleUnaryCall<_identity_v1_ListImpersonationOpsRequest__Output, _identity_v1_ListImpersonationOpsResponse>;
  
  ListInvitations: grpc.handleUnaryCall<_identity_v1_ListInvitationsRequest__Output, _identity_v1_ListInvitationsResponse>;
  
  ListMembers: grpc.handleUnaryCall<_identity_v1_ListMembersRequest__Output, _identity_v1_ListMembersResponse>;
  
  ListPolicies: grpc.handleUnaryCall<_identity_v1_ListPoliciesRequest__Output, _identity_v1_ListPoliciesResponse>;
  
  ListPolicyBundles: grpc.handleUnaryCall<_identity_v1_ListPolicyBundlesRequest__Output, _identity_v1_ListPolicyBundlesResponse>;
  
  ListSessions: grpc.handleUnaryCall<_identity_v1_ListSessionsRequest__Output, _identity_v1_ListSessionsResponse>;
  
  ListVirtualKeys: grpc.handleUnaryCall<_identity_v1_ListVirtualKeysRequest__Output, _identity_v1_ListVirtualKeysResponse>;
  
  ListWorkspaces: grpc.handleUnaryCall<_identity_v1_ListWorkspacesRequest__Output, _identity_v1_ListWorkspacesResponse>;
  
  PreviewBulkRevocation: grpc.handleUnaryCall<_identity_v1_PreviewBulkRevocationRequest__Output, _identity_v1_BulkRevocationPreview>;
  
  PreviewPolicyDecision: grpc.handleUnaryCall<_identity_v1_PreviewPolicyDecisionRequest__Output, _identity_v1_DecisionPreview>;
  
  PublishPolicyBundle: grpc.handleUnaryCall<_identity_v1_PublishPolicyBundleRequest__Output, _identity_v1_PolicyBundlePublished>;
  
  RecordEdgeDenial: grpc.handleUnaryCall<_identity_v1_RecordEdgeDenialRequest__Output, _identity_v1_RecordEdgeDenialResponse>;
  
  RejectContentBoundEnablement: grpc.handleUnaryCall<_identity_v1_RejectContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement>;
  
  RemoveMember: grpc.handleUnaryCall<_identity_v1_RemoveMemberRequest__Output, _identity_v1_RemoveMemberResponse>;
  
  RequestContentBoundEnablement: grpc.handleUnaryCall<_identity_v1_RequestContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement>;
  
  RequestDomainVerification: grpc.handleUnaryCall<_identity_v1_RequestDomainVerificationRequest__Output, _identity_v1_DomainVerification>;
  
  RequestImpersonation: grpc.handleUnaryCall<_identity_v1_RequestImpersonationRequest__Output, _identity_v1_ImpersonationOp>;
  
  RequestStepUp: grpc.handleUnaryCall<_identity_v1_RequestStepUpRequest__Output, _identity_v1_StepUpToken>;
  
  ResendVerificationEmail: grpc.handleUnaryCall<_identity_v1_ResendVerificationEmailRequest__Output, _identity_v1_SuccessResponse>;
  
  RevokeApiKey: grpc.handleUnaryCall<_identity_v1_RevokeApiKeyRequest__Output, _identity_v1_ApiKey>;
  
  RevokeContentBoundEnablement: grpc.handleUnaryCall<_identity_v1_RevokeContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement>;
  
  RevokeImpersonation: grpc.handleUnaryCall<_identity_v1_RevokeImpersonationRequest__Output, _identity_v1_ImpersonationRevokeReceipt>;
  
  RevokeInvitation: grpc.handleUnaryCall<_identity_v1_RevokeInvitationRequest__Output, _identity_v1_Invitation>;
  
  RevokeSessions: grpc.handleUnaryCall<_identity_v1_RevokeSessionsRequest__Output, _identity_v1_RevokeSessionsResponse>;
  
  RevokeVirtualKey: grpc.handleUnaryCall<_identity_v1_RevokeVirtualKeyRequest__Output, _identity_v1_RevokeVirtualKeyResponse>;
  
  RotateApiKey: grpc.handleUnaryCall<_identity_v1_RotateApiKeyRequest__Output, _identity_v1_CreateApiKeyResponse>;
  
  RotateVirtualKey: grpc.handleUnaryCall<_identity_v1_RotateVirtualKeyRequest__Output, _identity_v1_RotateVirtualKeyResponse>;
  
  SavePolicy: grpc.handleUnaryCall<_identity_v1_SavePolicyRequest__Output, _identity_v1_Policy>;
  
  SaveSsoConfig: grpc.handleUnaryCall<_identity_v1_SaveSsoConfigRequest__Output, _identity_v1_SsoConfig>;
  
  SetOrganizationPlan: grpc.handleUnaryCall<_identity_v1_SetOrganizationPlanRequest__Output, _identity_v1_Organization>;
  
  SignUp: grpc.handleUnaryCall<_identity_v1_SignUpRequest__Output, _identity_v1_SignUpResponse>;
  
  SlugAvailability: grpc.handleUnaryCall<_identity_v1_SlugAvailabilityRequest__Output, _identity_v1_SlugAvailabilityResponse>;
  
  TransferOrgOwnership: grpc.handleUnaryCall<_identity_v1_TransferOrgOwnershipRequest__Output, _identity_v1_OwnershipTransfer>;
  
  UpdateMemberRole: grpc.handleUnaryCall<_identity_v1_UpdateMemberRoleRequest__Output, _identity_v1_Member>;
  
  UpdateOrganization: grpc.handleUnaryCall<_identity_v1_UpdateOrganizationRequest__Output, _identity_v1_Organization>;
  
  UpdateSignupProfile: grpc.handleUnaryCall<_identity_v1_UpdateSignupProfileRequest__Output, _identity_v1_SignupProfile>;
  
  ValidateToken: grpc.handleUnaryCall<_identity_v1_ValidateTokenRequest__Output, _identity_v1_ValidateTokenResponse>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  AcceptInvitation: MethodDefinition<_identity_v1_AcceptInvitationRequest, _identity_v1_Member, _identity_v1_AcceptInvitationRequest__Output, _identity_v1_Member__Output>
  ApproveContentBoundEnablement: MethodDefinition<_identity_v1_ApproveContentBoundEnablementRequest, _identity_v1_ContentBoundEnablement, _identity_v1_ApproveContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement__Output>
  ApproveImpersonation: MethodDefinition<_identity_v1_ApproveImpersonationRequest, _identity_v1_ImpersonationOp, _identity_v1_ApproveImpersonationRequest__Output, _identity_v1_ImpersonationOp__Output>
  BulkRevokeApiKeys: MethodDefinition<_identity_v1_BulkRevokeApiKeysRequest, _identity_v1_BulkRevocationResult, _identity_v1_BulkRevokeApiKeysRequest__Output, _identity_v1_BulkRevocationResult__Output>
  CancelEmailChange: MethodDefinition<_identity_v1_CancelEmailChangeRequest, _identity_v1_SuccessResponse, _identity_v1_CancelEmailChangeRequest__Output, _identity_v1_SuccessResponse__Output>
  CheckDomainVerification: MethodDefinition<_identity_v1_CheckDomainVerificationRequest, _identity_v1_DomainVerification, _identity_v1_CheckDomainVerificationRequest__Output, _identity_v1_DomainVerification__Output>
  CheckPermission: MethodDefinition<_identity_v1_CheckPermissionRequest, _identity_v1_CheckPermissionResponse, _identity_v1_CheckPermissionRequest__Output, _identity_v1_CheckPermissionResponse__Output>
  ConfirmEmailChange: MethodDefinition<_identity_v1_ConfirmEmailChangeRequest, _identity_v1_SuccessResponse, _identity_v1_ConfirmEmailChangeRequest__Output, _identity_v1_SuccessResponse__Output>
  ConfirmMfa: MethodDefinition<_identity_v1_ConfirmMfaRequest, _identity_v1_ConfirmMfaResponse, _identity_v1_ConfirmMfaRequest__Output, _identity_v1_ConfirmMfaResponse__Output>
  CreateApiKey: MethodDefinition<_identity_v1_CreateApiKeyRequest, _identity_v1_CreateApiKeyResponse, _identity_v1_CreateApiKeyRequest__Output, _identity_v1_CreateApiKeyResponse__Output>
  CreateInvitation: MethodDefinition<_identity_v1_CreateInvitationRequest, _identity_v1_CreateInvitationResponse, _identity_v1_CreateInvitationRequest__Output, _identity_v1_CreateInvitationResponse__Output>
  EnrollMfa: MethodDefinition<_identity_v1_EnrollMfaRequest, _identity_v1_EnrollMfaResponse, _identity_v1_EnrollMfaRequest__Output, _identity_v1_EnrollMfaResponse__Output>
  ExchangeApiKey: MethodDefinition<_identity_v1_ExchangeApiKeyRequest, _identity_v1_ExchangeApiKeyResponse, _identity_v1_ExchangeApiKeyRequest__Output, _identity_v1_ExchangeApiKeyResponse__Output>
  GetContentBoundEnablement: MethodDefinition<_identity_v1_GetContentBoundEnablementRequest, _identity_v1_GetContentBoundEnablementResponse, _identity_v1_GetContentBoundEnablementRequest__Output, _identity_v1_GetContentBoundEnablementResponse__Output>
  GetJwks: MethodDefinition<_identity_v1_GetJwksRequest, _identity_v1_GetJwksResponse, _identity_v1_GetJwksRequest__Output, _identity_v1_GetJwksResponse__Output>
  GetOrganization: MethodDefinition<_identity_v1_GetOrganizationRequest, _identity_v1_Organization, _identity_v1_GetOrganizationRequest__Output, _identity_v1_Organization__Output>
  GetOrganizationCounts: MethodDefinition<_identity_v1_GetOrganizationCountsRequest, _identity_v1_OrganizationCounts, _identity_v1_GetOrganizationCountsRequest__Output, _identity_v1_OrganizationCounts__Output>
  GetPolicy: MethodDefinition<_identity_v1_GetPolicyRequest, _identity_v1_GetPolicyResponse, _identity_v1_GetPolicyRequest__Output, _identity_v1_GetPolicyResponse__Output>
  GetSignupProfile: MethodDefinition<_identity_v1_GetSignupProfileRequest, _identity_v1_SignupProfile, _identity_v1_GetSignupProfileRequest__Output, _identity_v1_SignupProfile__Output>
  GetSsoConfig: MethodDefinition<_identity_v1_GetSsoConfigRequest, _identity_v1_GetSsoConfigResponse, _identity_v1_GetSsoConfigRequest__Output, _identity_v1_GetSsoConfigResponse__Output>
  GetUsers: MethodDefinition<_identity_v1_GetUsersRequest, _identity_v1_GetUsersResponse, _identity_v1_GetUsersRequest__Output, _identity_v1_GetUsersResponse__Output>
  GetWorkspace: MethodDefinition<_identity_v1_GetWorkspaceRequest, _identity_v1_Workspace, _identity_v1_GetWorkspaceRequest__Output, _identity_v1_Workspace__Output>
  InitiateEmailChange: MethodDefinition<_identity_v1_InitiateEmailChangeRequest, _identity_v1_SuccessResponse, _identity_v1_InitiateEmailChangeRequest__Output, _identity_v1_SuccessResponse__Output>
  IntrospectToken: MethodDefinition<_identity_v1_IntrospectTokenRequest, _identity_v1_IntrospectTokenResponse, _identity_v1_IntrospectTokenRequest__Output, _identity_v1_IntrospectTokenResponse__Output>
  IsRevoked: MethodDefinition<_identity_v1_IsRevokedRequest, _identity_v1_IsRevokedResponse, _identity_v1_IsRevokedRequest__Output, _identity_v1_IsRevokedResponse__Output>
  IssueVirtualKey: MethodDefinition<_identity_v1_IssueVirtualKeyRequest, _identity_v1_IssueVirtualKeyResponse, _identity_v1_IssueVirtualKeyRequest__Output, _identity_v1_IssueVirtualKeyResponse__Output>
  LintPolicy: MethodDefinition<_identity_v1_LintPolicyRequest, _identity_v1_LintPolicyResponse, _identity_v1_LintPolicyRequest__Output, _identity_v1_LintPolicyResponse__Output>
  ListApiKeys: MethodDefinition<_identity_v1_ListApiKeysRequest, _identity_v1_ListApiKeysResponse, _identity_v1_ListApiKeysRequest__Output, _identity_v1_ListApiKeysResponse__Output>
  ListDomainVerifications: MethodDefinition<_identity_v1_ListDomainVerificationsRequest, _identity_v1_ListDomainVerificationsResponse, _identity_v1_ListDomainVerificationsRequest__Output, _identity_v1_ListDomainVerificationsResponse__Output>
  ListImpersonationNotices: MethodDefinition<_identity_v1_ListImpersonationNoticesRequest, _identity_v1_ListImpersonationNoticesResponse, _identity_v1_ListImpersonationNoticesRequest__Output, _identity_v1_ListImpersonationNoticesResponse__Output>
  ListImpersonationOps: MethodDefinition<_identity_v1_ListImpersonationOpsRequest, _identity_v1_ListImpersonationOpsResponse, _identity_v1_ListImpersonationOpsRequest__Output, _identity_v1_ListImpersonationOpsResponse__Output>
  ListInvitations: MethodDefinition<_identity_v1_ListInvitationsRequest, _identity_v1_ListInvitationsResponse, _identity_v1_ListInvitationsRequest__Output, _identity_v1_ListInvitationsResponse__Output>
  ListMembers: MethodDefinition<_identity_v1_ListMembersRequest, _identity_v1_ListMembersResponse, _identity_v1_ListMembersRequest__Output, _identity_v1_ListMembersResponse__Output>
  ListPolicies: MethodDefinition<_identity_v1_ListPoliciesRequest, _identity_v1_ListPoliciesResponse, _identity_v1_ListPoliciesRequest__Output, _identity_v1_ListPoliciesResponse__Output>
  ListPolicyBundles: MethodDefinition<_identity_v1_ListPolicyBundlesRequest, _identity_v1_ListPolicyBundlesResponse, _identity_v1_ListPolicyBundlesRequest__Output, _identity_v1_ListPolicyBundlesResponse__Output>
  ListSessions: MethodDefinition<_identity_v1_ListSessionsRequest, _identity_v1_ListSessionsResponse, _identity_v1_ListSessionsRequest__Output, _identity_v1_ListSessionsResponse__Output>
  ListVirtualKeys: MethodDefinition<_identity_v1_ListVirtualKeysRequest, _identity_v1_ListVirtualKeysResponse, _identity_v1_ListVirtualKeysRequest__Output, _identity_v1_ListVirtualKeysResponse__Output>
  ListWorkspaces: MethodDefinition<_identity_v1_ListWorkspacesRequest, _identity_v1_ListWorkspacesResponse, _identity_v1_ListWorkspacesRequest__Output, _identity_v1_ListWorkspacesResponse__Output>
  PreviewBulkRevocation: MethodDefinition<_identity_v1_PreviewBulkRevocationRequest, _identity_v1_BulkRevocationPreview, _identity_v1_PreviewBulkRevocationRequest__Output, _identity_v1_BulkRevocationPreview__Output>
  PreviewPolicyDecision: MethodDefinition<_identity_v1_PreviewPolicyDecisionRequest, _identity_v1_DecisionPreview, _identity_v1_PreviewPolicyDecisionRequest__Output, _identity_v1_DecisionPreview__Output>
  PublishPolicyBundle: MethodDefinition<_identity_v1_PublishPolicyBundleRequest, _identity_v1_PolicyBundlePublished, _identity_v1_PublishPolicyBundleRequest__Output, _identity_v1_PolicyBundlePublished__Output>
  RecordEdgeDenial: MethodDefinition<_identity_v1_RecordEdgeDenialRequest, _identity_v1_RecordEdgeDenialResponse, _identity_v1_RecordEdgeDenialRequest__Output, _identity_v1_RecordEdgeDenialResponse__Output>
  RejectContentBoundEnablement: MethodDefinition<_identity_v1_RejectContentBoundEnablementRequest, _identity_v1_ContentBoundEnablement, _identity_v1_RejectContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement__Output>
  RemoveMember: MethodDefinition<_identity_v1_RemoveMemberRequest, _identity_v1_RemoveMemberResponse, _identity_v1_RemoveMemberRequest__Output, _identity_v1_RemoveMemberResponse__Output>
  RequestContentBoundEnablement: MethodDefinition<_identity_v1_RequestContentBoundEnablementRequest, _identity_v1_ContentBoundEnablement, _identity_v1_RequestContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement__Output>
  RequestDomainVerification: MethodDefinition<_identity_v1_RequestDomainVerificationRequest, _identity_v1_DomainVerification, _identity_v1_RequestDomainVerificationRequest__Output, _identity_v1_DomainVerification__Output>
  RequestImpersonation: MethodDefinition<_identity_v1_RequestImpersonationRequest, _identity_v1_ImpersonationOp, _identity_v1_RequestImpersonationRequest__Output, _identity_v1_ImpersonationOp__Output>
  RequestStepUp: MethodDefinition<_identity_v1_RequestStepUpRequest, _identity_v1_StepUpToken, _identity_v1_RequestStepUpRequest__Output, _identity_v1_StepUpToken__Output>
  ResendVerificationEmail: MethodDefinition<_identity_v1_ResendVerificationEmailRequest, _identity_v1_SuccessResponse, _identity_v1_ResendVerificationEmailRequest__Output, _identity_v1_SuccessResponse__Output>
  RevokeApiKey: MethodDefinition<_identity_v1_RevokeApiKeyRequest, _identity_v1_ApiKey, _identity_v1_RevokeApiKeyRequest__Output, _identity_v1_ApiKey__Output>
  RevokeContentBoundEnablement: MethodDefinition<_identity_v1_RevokeContentBoundEnablementRequest, _identity_v1_ContentBoundEnablement, _identity_v1_RevokeContentBoundEnablementRequest__Output, _identity_v1_ContentBoundEnablement__Output>
  RevokeImpersonation: MethodDefinition<_identity_v1_RevokeImpersonationRequest, _identity_v1_ImpersonationRevokeReceipt, _identity_v1_RevokeImpersonationRequest__Output, _identity_v1_ImpersonationRevokeReceipt__Output>
  RevokeInvitation: MethodDefinition<_identity_v1_RevokeInvitationRequest, _identity_v1_Invitation, _identity_v1_RevokeInvitationRequest__Output, _identity_v1_Invitation__Output>
  RevokeSessions: MethodDefinition<_identity_v1_RevokeSessionsRequest, _identity_v1_RevokeSessionsResponse, _identity_v1_RevokeSessionsRequest__Output, _identity_v1_RevokeSessionsResponse__Output>
  RevokeVirtualKey: MethodDefinition<_identity_v1_RevokeVirtualKeyRequest, _identity_v1_RevokeVirtualKeyResponse, _identity_v1_RevokeVirtualKeyRequest__Output, _identity_v1_RevokeVirtualKeyResponse__Output>
  RotateApiKey: MethodDefinition<_identity_v1_RotateApiKeyRequest, _identity_v1_CreateApiKeyResponse, _identity_v1_RotateApiKeyRequest__Output, _identity_v1_CreateApiKeyResponse__Output>
  RotateVirtualKey: MethodDefinition<_identity_v1_RotateVirtualKeyRequest, _identity_v1_RotateVirtualKeyResponse, _identity_v1_RotateVirtualKeyRequest__Output, _identity_v1_RotateVirtualKeyResponse__Output>
  SavePolicy: MethodDefinition<_identity_v1_SavePolicyRequest, _identity_v1_Policy, _identity_v1_SavePolicyRequest__Output, _identity_v1_Policy__Output>
  SaveSsoConfig: MethodDefinition<_identity_v1_SaveSsoConfigRequest, _identity_v1_SsoConfig, _identity_v1_SaveSsoConfigRequest__Output, _identity_v1_SsoConfig__Output>
  SetOrganizationPlan: MethodDefinition<_identity_v1_SetOrganizationPlanRequest, _identity_v1_Organization, _identity_v1_SetOrganizationPlanRequest__Output, _identity_v1_Organization__Output>
  SignUp: MethodDefinition<_identity_v1_SignUpRequest, _identity_v1_SignUpResponse, _identity_v1_SignUpRequest__Output, _identity_v1_SignUpResponse__Output>
  SlugAvailability: MethodDefinition<_identity_v1_SlugAvailabilityRequest, _identity_v1_SlugAvailabilityResponse, _identity_v1_SlugAvailabilityRequest__Output, _identity_v1_SlugAvailabilityResponse__Output>
  TransferOrgOwnership: MethodDefinition<_identity_v1_TransferOrgOwnershipRequest, _identity_v1_OwnershipTransfer, _identity_v1_TransferOrgOwnershipRequest__Output, _identity_v1_OwnershipTransfer__Output>
  UpdateMemberRole: MethodDefinition<_identity_v1_UpdateMemberRoleRequest, _identity_v1_Member, _identity_v1_UpdateMemberRoleRequest__Output, _identity_v1_Member__Output>
  UpdateOrganization: MethodDefinition<_identity_v1_UpdateOrganizationRequest, _identity_v1_Organization, _identity_v1_UpdateOrganizationRequest__Output, _identity_v1_Organization__Output>
  UpdateSignupProfile: MethodDefinition<_identity_v1_UpdateSignupProfileRequest, _identity_v1_SignupProfile, _identity_v1_UpdateSignupProfileRequest__Output, _identity_v1_SignupProfile__Output>
  ValidateToken: MethodDefinition<_identity_v1_ValidateTokenRequest, _identity_v1_ValidateTokenResponse, _identity_v1_ValidateTokenRequest__Output, _identity_v1_ValidateTokenResponse__Output>
}
