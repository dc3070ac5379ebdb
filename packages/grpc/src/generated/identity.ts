import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AcceptInvitationRequest as _identity_v1_AcceptInvitationRequest, AcceptInvitationRequest__Output as _identity_v1_AcceptInvitationRequest__Output } from './identity/v1/AcceptInvitationRequest.ts';
import type { ApiKey as _identity_v1_ApiKey, ApiKey__Output as _identity_v1_ApiKey__Output } from './identity/v1/ApiKey.ts';
import type { ApiKeyOwner as _identity_v1_ApiKeyOwner, ApiKeyOwner__Output as _identity_v1_ApiKeyOwner__Output } from './identity/v1/ApiKeyOwner.ts';
import type { ApproveContentBoundEnablementRequest as _identity_v1_ApproveContentBoundEnablementRequest, ApproveContentBoundEnablementRequest__Output as _identity_v1_ApproveContentBoundEnablementRequest__Output } from './identity/v1/ApproveContentBoundEnablementRequest.ts';
import type { ApproveImpersonationRequest as _identity_v1_ApproveImpersonationRequest, ApproveImpersonationRequest__Output as _identity_v1_ApproveImpersonationRequest__Output } from './identity/v1/ApproveImpersonationRequest.ts';
import type { BulkRevocationPreview as _identity_v1_BulkRevocationPreview, BulkRevocationPreview__Output as _identity_v1_BulkRevocationPreview__Output } from './identity/v1/BulkRevocationPreview.ts';
import type { BulkRevocationResult as _identity_v1_BulkRevocationResult, BulkRevocationResult__Output as _identity_v1_BulkRevocationResult__Output } from './identity/v1/BulkRevocationResult.ts';
import type { BulkRevokeApiKeysRequest as _identity_v1_BulkRevokeApiKeysRequest, BulkRevokeApiKeysRequest__Output as _identity_v1_BulkRevokeApiKeysRequest__Output } from './identity/v1/BulkRevokeApiKeysRequest.ts';
import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from './identity/v1/Caller.ts';
import type { CancelEmailChangeRequest as _identity_v1_CancelEmailChangeRequest, CancelEmailChangeRequest__Output as _identity_v1_CancelEmailChangeRequest__Output } from './identity/v1/CancelEmailChangeRequest.ts';
import type { CheckDomainVerificationRequest as _identity_v1_CheckDomainVerificationRequest, CheckDomainVerificationRequest__Output as _identity_v1_CheckDomainVerificationRequest__Output } from './identity/v1/CheckDomainVerificationRequest.ts';
import type { CheckPermissionRequest as _identity_v1_CheckPermissionRequest, CheckPermissionRequest__Output as _identity_v1_CheckPermissionRequest__Output } from './identity/v1/CheckPermissionRequest.ts';
import type { CheckPermissionResponse as _identity_v1_CheckPermissionResponse, CheckPermissionResponse__Output as _identity_v1_CheckPermissionResponse__Output } from './identity/v1/CheckPermissionResponse.ts';
import type { Claims as _identity_v1_Claims, Claims__Output as _identity_v1_Claims__Output } from './identity/v1/Claims.ts';
import type { ConfirmEmailChangeRequest as _identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _identity_v1_ConfirmEmailChangeRequest__Output } from './identity/v1/ConfirmEmailChangeRequest.ts';
import type { ConfirmMfaRequest as _identity_v1_ConfirmMfaRequest, ConfirmMfaRequest__Output as _identity_v1_ConfirmMfaRequest__Output } from './identity/v1/ConfirmMfaRequest.ts';
import type { ConfirmMfaResponse as _identity_v1_ConfirmMfaResponse, ConfirmMfaResponse__Output as _identity_v1_ConfirmMfaResponse__Output } from './identity/v1/ConfirmMfaResponse.ts';
import type { ContentBoundEnablement as _identity_v1_ContentBoundEnablement, ContentBoundEnablement__Output as _identity_v1_ContentBoundEnablement__Output } from './identity/v1/ContentBoundEnablement.ts';
import type { CreateApiKeyRequest as _identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _identity_v1_CreateApiKeyRequest__Output } from './identity/v1/CreateApiKeyRequest.ts';
import type { CreateApiKeyResponse as _identity_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _identity_v1_CreateApiKeyResponse__Output } from './identity/v1/CreateApiKeyResponse.ts';
import type { CreateInvitationRequest as _identity_v1_CreateInvitationRequest, CreateInvitationRequest__Output as _identity_v1_CreateInvitationRequest__Output } from './identity/v1/CreateInvitationRequest.ts';
import type { CreateInvitationResponse as _identity_v1_CreateInvitationResponse, CreateInvitationResponse__Output as _identity_v1_CreateInvitationResponse__Output } from './identity/v1/CreateInvitationResponse.ts';
import type { DecisionPreview as _identity_v1_DecisionPreview, DecisionPreview__Output as _identity_v1_DecisionPreview__Output } from './identity/v1/DecisionPreview.ts';
import type { DomainVerification as _identity_v1_DomainVerification, DomainVerification__Output as _identity_v1_DomainVerification__Output } from './identity/v1/DomainVerification.ts';
import type { EnrollMfaRequest as _identity_v1_EnrollMfaRequest, EnrollMfaRequest__Output as _identity_v1_EnrollMfaRequest__Output } from './identity/v1/EnrollMfaRequest.ts';
import type { EnrollMfaResponse as _identity_v1_EnrollMfaResponse, EnrollMfaResponse__Output as _identity_v1_EnrollMfaResponse__Output } from './identity/v1/EnrollMfaResponse.ts';
import type { ExchangeApiKeyRequest as _identity_v1_ExchangeApiKeyRequest, ExchangeApiKeyRequest__Output as _identity_v1_ExchangeApiKeyRequest__Output } from './identity/v1/ExchangeApiKeyRequest.ts';
import type { ExchangeApiKeyResponse as _identity_v1_ExchangeApiKeyResponse, ExchangeApiKeyResponse__Output as _identity_v1_ExchangeApiKeyResponse__Output } from './identity/v1/ExchangeApiKeyResponse.ts';
import type { GetContentBoundEnablementRequest as _identity_v1_GetContentBoundEnablementRequest, GetContentBoundEnablementRequest__Output as _identity_v1_GetContentBoundEnablementRequest__Output } from './identity/v1/GetContentBoundEnablementRequest.ts';
import type { GetContentBoundEnablementResponse as _identity_v1_GetContentBoundEnablementResponse, GetContentBoundEnablementResponse__Output as _identity_v1_GetContentBoundEnablementResponse__Output } from './identity/v1/GetContentBoundEnablementResponse.ts';
import type { GetJwksRequest as _identity_v1_GetJwksRequest, GetJwksRequest__Output as _identity_v1_GetJwksRequest__Output } from './identity/v1/GetJwksRequest.ts';
import type { GetJwksResponse as _identity_v1_GetJwksResponse, GetJwksResponse__Output as _identity_v1_GetJwksResponse__Output } from './identity/v1/GetJwksResponse.ts';
import type { GetOrganizationCountsRequest as _identity_v1_GetOrganizationCountsRequest, GetOrganizationCountsRequest__Output as _identity_v1_GetOrganizationCountsRequest__Output } from './identity/v1/GetOrganizationCountsRequest.ts';
import type { GetOrganizationRequest as _identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _identity_v1_GetOrganizationRequest__Output } from './identity/v1/GetOrganizationRequest.ts';
import type { GetPolicyRequest as _identity_v1_GetPolicyRequest, GetPolicyRequest__Output as _identity_v1_GetPolicyRequest__Output } from './identity/v1/GetPolicyRequest.ts';
import type { GetPolicyResponse as _identity_v1_GetPolicyResponse, GetPolicyResponse__Output as _identity_v1_GetPolicyResponse__Output } from './identity/v1/GetPolicyResponse.ts';
import type { GetSignupProfileRequest as _identity_v1_GetSignupProfileRequest, GetSignupProfileRequest__Output as _identity_v1_GetSignupProfileRequest__Output } from './identity/v1/GetSignupProfileRequest.ts';
import type { GetSsoConfigRequest as _identity_v1_GetSsoConfigRequest, GetSsoConfigRequest__Output as _identity_v1_GetSsoConfigRequest__Output } from './identity/v1/GetSsoConfigRequest.ts';
import type { GetSsoConfigResponse as _identity_v1_GetSsoConfigResponse, GetSsoConfigResponse__Output as _identity_v1_GetSsoConfigResponse__Output } from './identity/v1/GetSsoConfigResponse.ts';
import type { GetUsersRequest as _identity_v1_GetUsersRequest, GetUsersRequest__Output as _identity_v1_GetUsersRequest__Output } from './identity/v1/GetUsersRequest.ts';
import type { GetUsersResponse as _identity_v1_GetUsersResponse, GetUsersResponse__Output as _identity_v1_GetUsersResponse__Output } from './identity/v1/GetUsersResponse.ts';
import type { GetWorkspaceRequest as _identity_v1_GetWorkspaceRequest, GetWorkspaceRequest__Output as _identity_v1_GetWorkspaceRequest__Output } from './identity/v1/GetWorkspaceRequest.ts';
import type { IdentityServiceClient as _identity_v1_IdentityServiceClient, IdentityServiceDefinition as _identity_v1_IdentityServiceDefinition } from './identity/v1/IdentityService.ts';
import type { ImpersonationNotice as _identity_v1_ImpersonationNotice, ImpersonationNotice__Output as _identity_v1_ImpersonationNotice__Output } from './identity/v1/ImpersonationNotice.ts';
import type { ImpersonationOp as _identity_v1_ImpersonationOp, ImpersonationOp__Output as _identity_v1_ImpersonationOp__Output } from './identity/v1/ImpersonationOp.ts';
import type { ImpersonationRevokeReceipt as _identity_v1_ImpersonationRevokeReceipt, ImpersonationRevokeReceipt__Output as _identity_v1_ImpersonationRevokeReceipt__Output } from './identity/v1/ImpersonationRevokeReceipt.ts';
import type { InitiateEmailChangeRequest as _identity_v1_InitiateEmailChangeRequest, InitiateEmailChangeRequest__Output as _identity_v1_InitiateEmailChangeRequest__Output } from './identity/v1/InitiateEmailChangeRequest.ts';
import type { IntrospectTokenRequest as _identity_v1_IntrospectTokenRequest, IntrospectTokenRequest__Output as _identity_v1_IntrospectTokenRequest__Output } from './identity/v1/IntrospectTokenRequest.ts';
import type { IntrospectTokenResponse as _identity_v1_IntrospectTokenResponse, IntrospectTokenResponse__Output as _identity_v1_IntrospectTokenResponse__Output } from './identity/v1/IntrospectTokenResponse.ts';
import type { Invitation as _identity_v1_Invitation, Invitation__Output as _identity_v1_Invitation__Output } from './identity/v1/Invitation.ts';
import type { IsRevokedRequest as _identity_v1_IsRevokedRequest, IsRevokedRequest__Output as _identity_v1_IsRevokedRequest__Output } from './identity/v1/IsRevokedRequest.ts';
import type { IsRevokedResponse as _identity_v1_IsRevokedResponse, IsRevokedResponse__Output as _identity_v1_IsRevokedResponse__Output } from './identity/v1/IsRevokedResponse.ts';
import type { IssueVirtualKeyRequest as _identity_v1_IssueVirtualKeyRequest, IssueVirtualKeyRequest__Output as _identity_v1_IssueVirtualKeyRequest__Output } from './identity/v1/IssueVirtualKeyRequest.ts';
import type { IssueVirtualKeyResponse as _identity_v1_IssueVirtualKeyResponse, IssueVirtualKeyResponse__Output as _identity_v1_IssueVirtualKeyResponse__Output } from './identity/v1/IssueVirtualKeyResponse.ts';
import type { LintPolicyRequest as _identity_v1_LintPolicyRequest, LintPolicyRequest__Output as _identity_v1_LintPolicyRequest__Output } from './identity/v1/LintPolicyRequest.ts';
import type { LintPolicyResponse as _identity_v1_LintPolicyResponse, LintPolicyResponse__Output as _identity_v1_LintPolicyResponse__Output } from './identity/v1/LintPolicyResponse.ts';
import type { ListApiKeysRequest as _identity_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _identity_v1_ListApiKeysRequest__Output } from './identity/v1/ListApiKeysRequest.ts';
import type { ListApiKeysResponse as _identity_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _identity_v1_ListApiKeysResponse__Output } from './identity/v1/ListApiKeysResponse.ts';
import type { ListDomainVerificationsRequest as _identity_v1_ListDomainVerificationsRequest, ListDomainVerificationsRequest__Output as _identity_v1_ListDomainVerificationsRequest__Output } from './identity/v1/ListDomainVerificationsRequest.ts';
import type { ListDomainVerificationsResponse as _identity_v1_ListDomainVerificationsResponse, ListDomainVerificationsResponse__Output as _identity_v1_ListDomainVerificationsResponse__Output } from './identity/v1/ListDomainVerificationsResponse.ts';
import type { ListImpersonationNoticesRequest as _identity_v1_ListImpersonationNoticesRequest, ListImpersonationNoticesRequest__Output as _identity_v1_ListImpersonationNoticesRequest__Output } from './identity/v1/ListImpersonationNoticesRequest.ts';
import type { ListImpersonationNoticesResponse as _identity_v1_ListImpersonationNoticesResponse, ListImpersonationNoticesResponse__Output as _identity_v1_ListImpersonationNoticesResponse__Output } from './identity/v1/ListImpersonationNoticesResponse.ts';
import type { ListImpersonationOpsRequest as _identity_v1_ListImpersonationOpsRequest, ListImpersonationOpsRequest__Output as _identity_v1_ListImpersonationOpsRequest__Output } from './identity/v1/ListImpersonationOpsRequest.ts';
import type { ListImpersonationOpsResponse as _identity_v1_ListImpersonationOpsResponse, ListImpersonationOpsResponse__Output as _identity_v1_ListImpersonationOpsResponse__Output } from './identity/v1/ListImpersonationOpsResponse.ts';
import type { ListInvitationsRequest as _identity_v1_ListInvitationsRequest, ListInvitationsRequest__Output as _identity_v1_ListInvitationsRequest__Output } from './identity/v1/ListInvitationsRequest.ts';
import type { ListInvitationsResponse as _identity_v1_ListInvitationsResponse, ListInvitationsResponse__Output as _identity_v1_ListInvitationsResponse__Output } from './identity/v1/ListInvitationsResponse.ts';
import type { ListMembersRequest as _identity_v1_ListMembersRequest, ListMembersRequest__Output as _identity_v1_ListMembersRequest__Output } from './identity/v1/ListMembersRequest.ts';
import type { ListMembersResponse as _identity_v1_ListMembersResponse, ListMembersResponse__Output as _identity_v1_ListMembersResponse__Output } from './identity/v1/ListMembersResponse.ts';
import type { ListPoliciesRequest as _identity_v1_ListPoliciesRequest, ListPoliciesRequest__Output as _identity_v1_ListPoliciesRequest__Output } from './identity/v1/ListPoliciesRequest.ts';
import type { ListPoliciesResponse as _identity_v1_ListPoliciesResponse, ListPoliciesResponse__Output as _identity_v1_ListPoliciesResponse__Output } from './identity/v1/ListPoliciesResponse.ts';
import type { ListPolicyBundlesRequest as _identity_v1_ListPolicyBundlesRequest, ListPolicyBundlesRequest__Output as _identity_v1_ListPolicyBundlesRequest__Output } from './identity/v1/ListPolicyBundlesRequest.ts';
import type { ListPolicyBundlesResponse as _identity_v1_ListPolicyBundlesResponse, ListPolicyBundlesResponse__Output as _identity_v1_ListPolicyBundlesResponse__Output } from './identity/v1/ListPolicyBundlesResponse.ts';
import type { ListSessionsRequest as _identity_v1_ListSessionsRequest, ListSessionsRequest__Output as _identity_v1_ListSessionsRequest__Output } from './identity/v1/ListSessionsRequest.ts';
import type { ListSessionsResponse as _identity_v1_ListSessionsResponse, ListSessionsResponse__Output as _identity_v1_ListSessionsResponse__Output } from './identity/v1/ListSessionsResponse.ts';
import type { ListVirtualKeysRequest as _identity_v1_ListVirtualKeysRequest, ListVirtualKeysRequest__Output as _identity_v1_ListVirtualKeysRequest__Output } from './identity/v1/ListVirtualKeysRequest.ts';
import type { ListVirtualKeysResponse as _identity_v1_ListVirtualKeysResponse, ListVirtualKeysResponse__Output as _identity_v1_ListVirtualKeysResponse__Output } from './identity/v1/ListVirtualKeysResponse.ts';
import type { ListWorkspacesRequest as _identity_v1_ListWorkspacesRequest, ListWorkspacesRequest__Output as _identity_v1_ListWorkspacesRequest__Output } from './identity/v1/ListWorkspacesRequest.ts';
import type { ListWorkspacesResponse as _identity_v1_ListWorkspacesResponse, ListWorkspacesResponse__Output as _identity_v1_ListWorkspacesResponse__Output } from './identity/v1/ListWorkspacesResponse.ts';
import type { Member as _identity_v1_Member, Member__Output as _identity_v1_Member__Output } from './identity/v1/Member.ts';
import type { Organization as _identity_v1_Organization, Organization__Output as _identity_v1_Organization__Output } from './identity/v1/Organization.ts';
import type { OrganizationCounts as _identity_v1_OrganizationCounts, OrganizationCounts__Output as _identity_v1_OrganizationCounts__Output } from './identity/v1/OrganizationCounts.ts';
import type { OwnershipTransfer as _identity_v1_OwnershipTransfer, OwnershipTransfer__Output as _identity_v1_OwnershipTransfer__Output } from './identity/v1/OwnershipTransfer.ts';
import type { Policy as _identity_v1_Policy, Policy__Output as _identity_v1_Policy__Output } from './identity/v1/Policy.ts';
import type { PolicyBundleManifest as _identity_v1_PolicyBundleManifest, PolicyBundleManifest__Output as _identity_v1_PolicyBundleManifest__Output } from './identity/v1/PolicyBundleManifest.ts';
import type { PolicyBundlePublished as _identity_v1_PolicyBundlePublished, PolicyBundlePublished__Output as _identity_v1_PolicyBundlePublished__Output } from './identity/v1/PolicyBundlePublished.ts';
import type { PolicyFinding as _identity_v1_PolicyFinding, PolicyFinding__Output as _identity_v1_PolicyFinding__Output } from './identity/v1/PolicyFinding.ts';
import type { PreviewBulkRevocationRequest as _identity_v1_PreviewBulkRevocationRequest, PreviewBulkRevocationRequest__Output as _identity_v1_PreviewBulkRevocationRequest__Output } from './identity/v1/PreviewBulkRevocationRequest.ts';
import type { PreviewPolicyDecisionRequest as _identity_v1_PreviewPolicyDecisionRequest, PreviewPolicyDecisionRequest__Output as _identity_v1_PreviewPolicyDecisionRequest__Output } from './identity/v1/PreviewPolicyDecisionRequest.ts';
import type { PublishPolicyBundleRequest as _identity_v1_PublishPolicyBundleRequest, PublishPolicyBundleRequest__Output as _identity_v1_PublishPolicyBundleRequest__Output } from './identity/v1/PublishPolicyBundleRequest.ts';
import type { RecordEdgeDenialRequest as _identity_v1_RecordEdgeDenialRequest, RecordEdgeDenialRequest__Output as _identity_v1_RecordEdgeDenialRequest__Output } from './identity/v1/RecordEdgeDenialRequest.ts';
import type { RecordEdgeDenialResponse as _identity_v1_RecordEdgeDenialResponse, RecordEdgeDenialResponse__Output as _identity_v1_RecordEdgeDenialResponse__Output } from './identity/v1/RecordEdgeDenialResponse.ts';
import type { RejectContentBoundEnablementRequest as _identity_v1_RejectContentBoundEnablementRequest, RejectContentBoundEnablementRequest__Output as _identity_v1_RejectContentBoundEnablementRequest__Output } from './identity/v1/RejectContentBoundEnablementRequest.ts';
import type { RemoveMemberRequest as _identity_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _identity_v1_RemoveMemberRequest__Output } from './identity/v1/RemoveMemberRequest.ts';
import type { RemoveMemberResponse as _identity_v1_RemoveMemberResponse, RemoveMemberResponse__Output as _identity_v1_RemoveMemberResponse__Output } from './identity/v1/RemoveMemberResponse.ts';
import type { RequestContentBoundEnablementRequest as _identity_v1_RequestContentBoundEnablementRequest, RequestContentBoundEnablementRequest__Output as _identity_v1_RequestContentBoundEnablementRequest__Output } from './identity/v1/RequestContentBoundEnablementRequest.ts';
import type { RequestDomainVerificationRequest as _identity_v1_RequestDomainVerificationRequest, RequestDomainVerificationRequest__Output as _identity_v1_RequestDomainVerificationRequest__Output } from './identity/v1/RequestDomainVerificationRequest.ts';
import type { RequestImpersonationRequest as _identity_v1_RequestImpersonationRequest, RequestImpersonationRequest__Output as _identity_v1_RequestImpersonationRequest__Output } from './identity/v1/RequestImpersonationRequest.ts';
import type { RequestStepUpRequest as _identity_v1_RequestStepUpRequest, RequestStepUpRequest__Output as _identity_v1_RequestStepUpRequest__Output } from './identity/v1/RequestStepUpRequest.ts';
import type { ResendVerificationEmailRequest as _identity_v1_ResendVerificationEmailRequest, ResendVerificationEmailRequest__Output as _identity_v1_ResendVerificationEmailRequest__Output } from './identity/v1/ResendVerificationEmailRequest.ts';
import type { RevokeApiKeyRequest as _identity_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _identity_v1_RevokeApiKeyRequest__Output } from './identity/v1/RevokeApiKeyRequest.ts';
import type { RevokeContentBoundEnablementRequest as _identity_v1_RevokeContentBoundEnablementRequest, RevokeContentBoundEnablementRequest__Output as _identity_v1_RevokeContentBoundEnablementRequest__Output } from './identity/v1/RevokeContentBoundEnablementRequest.ts';
import type { RevokeImpersonationRequest as _identity_v1_RevokeImpersonationRequest, RevokeImpersonationRequest__Output as _identity_v1_RevokeImpersonationRequest__Output } from './identity/v1/RevokeImpersonationRequest.ts';
import type { RevokeInvitationRequest as _identity_v1_RevokeInvitationRequest, RevokeInvitationRequest__Output as _identity_v1_RevokeInvitationRequest__Output } from './identity/v1/RevokeInvitationRequest.ts';
import type { RevokeSessionsRequest as _identity_v1_RevokeSessionsRequest, RevokeSessionsRequest__Output as _identity_v1_RevokeSessionsRequest__Output } from './identity/v1/RevokeSessionsRequest.ts';
import type { RevokeSessionsResponse as _identity_v1_RevokeSessionsResponse, RevokeSessionsResponse__Output as _identity_v1_RevokeSessionsResponse__Output } from './identity/v1/RevokeSessionsResponse.ts';
import type { RevokeVirtualKeyRequest as _identity_v1_RevokeVirtualKeyRequest, RevokeVirtualKeyRequest__Output as _identity_v1_RevokeVirtualKeyRequest__Output } from './identity/v1/RevokeVirtualKeyRequest.ts';
import type { RevokeVirtualKeyResponse as _identity_v1_RevokeVirtualKeyResponse, RevokeVirtualKeyResponse__Output as _identity_v1_RevokeVirtualKeyResponse__Output } from './identity/v1/RevokeVirtualKeyResponse.ts';
import type { RotateApiKeyRequest as _identity_v1_RotateApiKeyRequest, RotateApiKeyRequest__Output as _identity_v1_RotateApiKeyRequest__Output } from './identity/v1/RotateApiKeyRequest.ts';
import type { RotateVirtualKeyRequest as _identity_v1_RotateVirtualKeyRequest, RotateVirtualKeyRequest__Output as _identity_v1_RotateVirtualKeyRequest__Output } from './identity/v1/RotateVirtualKeyRequest.ts';
import type { RotateVirtualKeyResponse as _identity_v1_RotateVirtualKeyResponse, RotateVirtualKeyResponse__Output as _identity_v1_RotateVirtualKeyResponse__Output } from './identity/v1/RotateVirtualKeyResponse.ts';
import type { SavePolicyRequest as _identity_v1_SavePolicyRequest, SavePolicyRequest__Output as _identity_v1_SavePolicyRequest__Output } from './identity/v1/SavePolicyRequest.ts';
import type { SaveSsoConfigRequest as _identity_v1_SaveSsoConfigRequest, SaveSsoConfigRequest__Output as _identity_v1_SaveSsoConfigRequest__Output } from './identity/v1/SaveSsoConfigRequest.ts';
import type { Session as _identity_v1_Session, Session__Output as _identity_v1_Session__Output } from './identity/v1/Session.ts';
import type { SetOrganizationPlanRequest as _identity_v1_SetOrganizationPlanRequest, SetOrganizationPlanRequest__Output as _identity_v1_SetOrganizationPlanRequest__Output } from './identity/v1/SetOrganizationPlanRequest.ts';
import type { SignUpRequest as _identity_v1_SignUpRequest, SignUpRequest__Output as _identity_v1_SignUpRequest__Output } from './identity/v1/SignUpRequest.ts';
import type { SignUpResponse as _identity_v1_SignUpResponse, SignUpResponse__Output as _identity_v1_SignUpResponse__Output } from './identity/v1/SignUpResponse.ts';
import type { SignupProfile as _identity_v1_SignupProfile, SignupProfile__Output as _identity_v1_SignupProfile__Output } from './identity/v1/SignupProfile.ts';
import type { SlugAvailabilityRequest as _identity_v1_SlugAvailabilityRequest, SlugAvailabilityRequest__Output as _identity_v1_SlugAvailabilityRequest__Output } from './identity/v1/SlugAvailabilityRequest.ts';
import type { SlugAvailabilityResponse as _identity_v1_SlugAvailabilityResponse, SlugAvailabilityResponse__Output as _identity_v1_SlugAvailabilityResponse__Output } from './identity/v1/SlugAvailabilityResponse.ts';
import type { SsoConfig as _identity_v1_SsoConfig, SsoConfig__Output as _identity_v1_SsoConfig__Output } from './identity/v1/SsoConfig.ts';
import type { SsoGroupMapping as _identity_v1_SsoGroupMapping, SsoGroupMapping__Output as _identity_v1_SsoGroupMapping__Output } from './identity/v1/SsoGroupMapping.ts';
import type { StepUpToken as _identity_v1_StepUpToken, StepUpToken__Output as _identity_v1_StepUpToken__Output } from './identity/v1/StepUpToken.ts';
import type { SuccessResponse as _identity_v1_SuccessResponse, SuccessResponse__Output as _identity_v1_SuccessResponse__Output } from './identity/v1/SuccessResponse.ts';
import type { TransferOrgOwnershipRequest as _identity_v1_TransferOrgOwnershipRequest, TransferOrgOwnershipRequest__Output as _identity_v1_TransferOrgOwnershipRequest__Output } from './identity/v1/TransferOrgOwnershipRequest.ts';
import type { UpdateMemberRoleRequest as _identity_v1_UpdateMemberRoleRequest, UpdateMemberRoleRequest__Output as _identity_v1_UpdateMemberRoleRequest__Output } from './identity/v1/UpdateMemberRoleRequest.ts';
import type { UpdateOrganizationRequest as _identity_v1_UpdateOrganizationRequest, UpdateOrganizationRequest__Output as _identity_v1_UpdateOrganizationRequest__Output } from './identity/v1/UpdateOrganizationRequest.ts';
import type { UpdateSignupProfileRequest as _identity_v1_UpdateSignupProfileRequest, UpdateSignupProfileRequest__Output as _identity_v1_UpdateSignupProfileRequest__Output } from './identity/v1/UpdateSignupProfileRequest.ts';
import type { User as _identity_v1_User, User__Output as _identity_v1_User__Output } from './identity/v1/User.ts';
import type { ValidateTokenRequest as _identity_v1_ValidateTokenRequest, ValidateTokenRequest__Output as _identity_v1_ValidateTokenRequest__Output } from './identity/v1/ValidateTokenRequest.ts';
import type { ValidateTokenResponse as _identity_v1_ValidateTokenResponse, ValidateTokenResponse__Output as _identity_v1_ValidateTokenResponse__Output } from './identity/v1/ValidateTokenResponse.ts';
import type { VirtualKey as _identity_v1_VirtualKey, VirtualKey__Output as _identity_v1_VirtualKey__Output } from './identity/v1/VirtualKey.ts';
import type { Workspace as _identity_v1_Workspace, Workspace__Output as _identity_v1_Workspace__Output } from './identity/v1/Workspace.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  identity: {
    v1: {
      AcceptInvitationRequest: MessageTypeDefinition<_identity_v1_AcceptInvitationRequest, _identity_v1_AcceptInvitationRequest__Output>
      ApiKey: MessageTypeDefinition<_identity_v1_ApiKey, _identity_v1_ApiKey__Output>
      ApiKeyOwner: MessageTypeDefinition<_identity_v1_ApiKeyOwner, _identity_v1_ApiKeyOwner__Output>
      ApproveContentBoundEnablementRequest: MessageTypeDefinition<_identity_v1_ApproveContentBoundEnablementRequest, _identity_v1_ApproveContentBoundEnablementRequest__Output>
      ApproveImpersonationRequest: MessageTypeDefinition<_identity_v1_ApproveImpersonationRequest, _identity_v1_ApproveImpersonationRequest__Output>
      BulkRevocationPreview: MessageTypeDefinition<_identity_v1_BulkRevocationPreview, _identity_v1_BulkRevocationPreview__Output>
      BulkRevocationResult: MessageTypeDefinition<_identity_v1_BulkRevocationResult, _identity_v1_BulkRevocationResult__Output>
      BulkRevokeApiKeysRequest: MessageTypeDefinition<_identity_v1_BulkRevokeApiKeysRequest, _identity_v1_BulkRevokeApiKeysRequest__Output>
      Caller: MessageTypeDefinition<_identity_v1_Caller, _identity_v1_Caller__Output>
      CancelEmailChangeRequest: MessageTypeDefinition<_identity_v1_CancelEmailChangeRequest, _identity_v1_CancelEmailChangeRequest__Output>
      CheckDomainVerificationRequest: MessageTypeDefinition<_identity_v1_CheckDomainVerificationRequest, _identity_v1_CheckDomainVerificationRequest__Output>
      CheckPermissionRequest: MessageTypeDefinition<_identity_v1_CheckPermissionRequest, _identity_v1_CheckPermissionRequest__Output>
      CheckPermissionResponse: MessageTypeDefinition<_identity_v1_CheckPermissionResponse, _identity_v1_CheckPermissionResponse__Output>
      Claims: MessageTypeDefinition<_identity_v1_Claims, _identity_v1_Claims__Output>
      ConfirmEmailChangeRequest: MessageTypeDefinition<_identity_v1_ConfirmEmailChangeRequest, _identity_v1_ConfirmEmailChangeRequest__Output>
      ConfirmMfaRequest: MessageTypeDefinition<_identity_v1_ConfirmMfaRequest, _identity_v1_ConfirmMfaRequest__Output>
      ConfirmMfaResponse: MessageTypeDefinition<_identity_v1_ConfirmMfaResponse, _identity_v1_ConfirmMfaResponse__Output>
      ContentBoundEnablement: MessageTypeDefinition<_identity_v1_ContentBoundEnablement, _identity_v1_ContentBoundEnablement__Output>
      CreateApiKeyRequest: MessageTypeDefinition<_identity_v1_CreateApiKeyRequest, _identity_v1_CreateApiKeyRequest__Output>
      CreateApiKeyResponse: MessageTypeDefinition<_identity_v1_CreateApiKeyResponse, _identity_v1_CreateApiKeyResponse__Output>
      CreateInvitationRequest: MessageTypeDefinition<_identity_v1_CreateInvitationRequest, _identity_v1_CreateInvitationRequest__Output>
      CreateInvitationResponse: MessageTypeDefinition<_identity_v1_CreateInvitationResponse, _identity_v1_CreateInvitationResponse__Output>
      DecisionPreview: MessageTypeDefinition<_identity_v1_DecisionPreview, _identity_v1_DecisionPreview__Output>
      DomainVerification: MessageTypeDefinition<_identity_v1_DomainVerification, _identity_v1_DomainVerification__Output>
      EnrollMfaRequest: MessageTypeDefinition<_identity_v1_EnrollMfaRequest, _identity_v1_EnrollMfaRequest__Output>
      EnrollMfaResponse: MessageTypeDefinition<_identity_v1_EnrollMfaResponse, _identity_v1_EnrollMfaResponse__Output>
      ExchangeApiKeyRequest: MessageTypeDefinition<_identity_v1_ExchangeApiKeyRequest, _identity_v1_ExchangeApiKeyRequest__Output>
      ExchangeApiKeyResponse: MessageTypeDefinition<_identity_v1_ExchangeApiKeyResponse, _identity_v1_ExchangeApiKeyResponse__Output>
      GetContentBoundEnablementRequest: MessageTypeDefinition<_identity_v1_GetContentBoundEnablementRequest, _identity_v1_GetContentBoundEnablementRequest__Output>
      GetContentBoundEnablementResponse: MessageTypeDefinition<_identity_v1_GetContentBoundEnablementResponse, _identity_v1_GetContentBoundEnablementResponse__Output>
      GetJwksRequest: MessageTypeDefinition<_identity_v1_GetJwksRequest, _identity_v1_GetJwksRequest__Output>
      GetJwksResponse: MessageTypeDefinition<_identity_v1_GetJwksResponse, _identity_v1_GetJwksResponse__Output>
      GetOrganizationCountsRequest: MessageTypeDefinition<_identity_v1_GetOrganizationCountsRequest, _identity_v1_GetOrganizationCountsRequest__Output>
      GetOrganizationRequest: MessageTypeDefinition<_identity_v1_GetOrganizationRequest, _identity_v1_GetOrganizationRequest__Output>
      GetPolicyRequest: MessageTypeDefinition<_identity_v1_GetPolicyRequest, _identity_v1_GetPolicyRequest__Output>
      GetPolicyResponse: MessageTypeDefinition<_identity_v1_GetPolicyResponse, _identity_v1_GetPolicyResponse__Output>
      GetSignupProfileRequest: MessageTypeDefinition<_identity_v1_GetSignupProfileRequest, _identity_v1_GetSignupProfileRequest__Output>
      GetSsoConfigRequest: MessageTypeDefinition<_identity_v1_GetSsoConfigRequest, _identity_v1_GetSsoConfigRequest__Output>
      GetSsoConfigResponse: MessageTypeDefinition<_identity_v1_GetSsoConfigResponse, _identity_v1_GetSsoConfigResponse__Output>
      GetUsersRequest: MessageTypeDefinition<_identity_v1_GetUsersRequest, _identity_v1_GetUsersRequest__Output>
      GetUsersResponse: MessageTypeDefinition<_identity_v1_GetUsersResponse, _identity_v1_GetUsersResponse__Output>
      GetWorkspaceRequest: MessageTypeDefinition<_identity_v1_GetWorkspaceRequest, _identity_v1_GetWorkspaceRequest__Output>
      IdentityService: SubtypeConstructor<typeof grpc.Client, _identity_v1_IdentityServiceClient> & { service: _identity_v1_IdentityServiceDefinition }
      ImpersonationNotice: MessageTypeDefinition<_identity_v1_ImpersonationNotice, _identity_v1_ImpersonationNotice__Output>
      ImpersonationOp: MessageTypeDefinition<_identity_v1_ImpersonationOp, _identity_v1_ImpersonationOp__Output>
      ImpersonationRevokeReceipt: MessageTypeDefinition<_identity_v1_ImpersonationRevokeReceipt, _identity_v1_ImpersonationRevokeReceipt__Output>
      InitiateEmailChangeRequest: MessageTypeDefinition<_identity_v1_InitiateEmailChangeRequest, _identity_v1_InitiateEmailChangeRequest__Output>
      IntrospectTokenRequest: MessageTypeDefinition<_identity_v1_IntrospectTokenRequest, _identity_v1_IntrospectTokenRequest__Output>
      IntrospectTokenResponse: MessageTypeDefinition<_identity_v1_IntrospectTokenResponse, _identity_v1_IntrospectTokenResponse__Output>
      Invitation: MessageTypeDefinition<_identity_v1_Invitation, _identity_v1_Invitation__Output>
      IsRevokedRequest: MessageTypeDefinition<_identity_v1_IsRevokedRequest, _identity_v1_IsRevokedRequest__Output>
      IsRevokedResponse: MessageTypeDefinition<_identity_v1_IsRevokedResponse, _identity_v1_IsRevokedResponse__Output>
      IssueVirtualKeyRequest: MessageTypeDefinition<_identity_v1_IssueVirtualKeyRequest, _identity_v1_IssueVirtualKeyRequest__Output>
      IssueVirtualKeyResponse: MessageTypeDefinition<_identity_v1_IssueVirtualKeyResponse, _identity_v1_IssueVirtualKeyResponse__Output>
      LintPolicyRequest: MessageTypeDefinition<_identity_v1_LintPolicyRequest, _identity_v1_LintPolicyRequest__Output>
      LintPolicyResponse: MessageTypeDefinition<_identity_v1_LintPolicyResponse, _identity_v1_LintPolicyResponse__Output>
      ListApiKeysRequest: MessageTypeDefinition<_identity_v1_ListApiKeysRequest, _identity_v1_ListApiKeysRequest__Output>
      ListApiKeysResponse: MessageTypeDefinition<_identity_v1_ListApiKeysResponse, _identity_v1_ListApiKeysResponse__Output>
      ListDomainVerificationsRequest: MessageTypeDefinition<_identity_v1_ListDomainVerificationsRequest, _identity_v1_ListDomainVerificationsRequest__Output>
      ListDomainVerificationsResponse: MessageTypeDefinition<_identity_v1_ListDomainVerificationsResponse, _identity_v1_ListDomainVerificationsResponse__Output>
      ListImpersonationNoticesRequest: MessageTypeDefinition<_identity_v1_ListImpersonationNoticesRequest, _identity_v1_ListImpersonationNoticesRequest__Output>
      ListImpersonationNoticesResponse: MessageTypeDefinition<_identity_v1_ListImpersonationNoticesResponse, _identity_v1_ListImpersonationNoticesResponse__Output>
      ListImpersonationOpsRequest: MessageTypeDefinition<_identity_v1_ListImpersonationOpsRequest, _identity_v1_ListImpersonationOpsRequest__Output>
      ListImpersonationOpsResponse: MessageTypeDefinition<_identity_v1_ListImpersonationOpsResponse, _identity_v1_ListImpersonationOpsResponse__Output>
      ListInvitationsRequest: MessageTypeDefinition<_identity_v1_ListInvitationsRequest, _identity_v1_ListInvitationsRequest__Output>
      ListInvitationsResponse: MessageTypeDefinition<_identity_v1_ListInvitationsResponse, _identity_v1_ListInvitationsResponse__Output>
      ListMembersRequest: MessageTypeDefinition<_identity_v1_ListMembersRequest, _identity_v1_ListMembersRequest__Output>
      ListMembersResponse: MessageTypeDefinition<_identity_v1_ListMembersResponse, _identity_v1_ListMembersResponse__Output>
      ListPoliciesRequest: MessageTypeDefinition<_identity_v1_ListPoliciesRequest, _identity_v1_ListPoliciesRequest__Output>
      ListPoliciesResponse: MessageTypeDefinition<_identity_v1_ListPoliciesResponse, _identity_v1_ListPoliciesResponse__Output>
      ListPolicyBundlesRequest: MessageTypeDefinition<_identity_v1_ListPolicyBundlesRequest, _identity_v1_ListPolicyBundlesRequest__Output>
      ListPolicyBundlesResponse: MessageTypeDefinition<_identity_v1_ListPolicyBundlesResponse, _identity_v1_ListPolicyBundlesResponse__Output>
      ListSessionsRequest: MessageTypeDefinition<_identity_v1_ListSessionsRequest, _identity_v1_ListSessionsRequest__Output>
      ListSessionsResponse: MessageTypeDefinition<_identity_v1_ListSessionsResponse, _identity_v1_ListSessionsResponse__Output>
      ListVirtualKeysRequest: MessageTypeDefinition<_identity_v1_ListVirtualKeysRequest, _identity_v1_ListVirtualKeysRequest__Output>
      ListVirtualKeysResponse: MessageTypeDefinition<_identity_v1_ListVirtualKeysResponse, _identity_v1_ListVirtualKeysResponse__Output>
      ListWorkspacesRequest: MessageTypeDefinition<_identity_v1_ListWorkspacesRequest, _identity_v1_ListWorkspacesRequest__Output>
      ListWorkspacesResponse: MessageTypeDefinition<_identity_v1_ListWorkspacesResponse, _identity_v1_ListWorkspacesResponse__Output>
      Member: MessageTypeDefinition<_identity_v1_Member, _identity_v1_Member__Output>
      Organization: MessageTypeDefinition<_identity_v1_Organization, _identity_v1_Organization__Output>
      OrganizationCounts: MessageTypeDefinition<_identity_v1_OrganizationCounts, _identity_v1_OrganizationCounts__Output>
      OwnershipTransfer: MessageTypeDefinition<_identity_v1_OwnershipTransfer, _identity_v1_OwnershipTransfer__Output>
      Policy: MessageTypeDefinition<_identity_v1_Policy, _identity_v1_Policy__Output>
      PolicyBundleManifest: MessageTypeDefinition<_identity_v1_PolicyBundleManifest, _identity_v1_PolicyBundleManifest__Output>
      PolicyBundlePublished: MessageTypeDefinition<_identity_v1_PolicyBundlePublished, _identity_v1_PolicyBundlePublished__Output>
      PolicyFinding: MessageTypeDefinition<_identity_v1_PolicyFinding, _identity_v1_PolicyFinding__Output>
      PreviewBulkRevocationRequest: MessageTypeDefinition<_identity_v1_PreviewBulkRevocationRequest, _identity_v1_PreviewBulkRevocationRequest__Output>
      PreviewPolicyDecisionRequest: MessageTypeDefinition<_identity_v1_PreviewPolicyDecisionRequest, _identity_v1_PreviewPolicyDecisionRequest__Output>
      PublishPolicyBundleRequest: MessageTypeDefinition<_identity_v1_PublishPolicyBundleRequest, _identity_v1_PublishPolicyBundleRequest__Output>
      RecordEdgeDenialRequest: MessageTypeDefinition<_identity_v1_RecordEdgeDenialRequest, _identity_v1_RecordEdgeDenialRequest__Output>
      RecordEdgeDenialResponse: MessageTypeDefinition<_identity_v1_RecordEdgeDenialResponse, _identity_v1_RecordEdgeDenialResponse__Output>
      RejectContentBoundEnablementRequest: MessageTypeDefinition<_identity_v1_RejectContentBoundEnablementRequest, _identity_v1_RejectContentBoundEnablementRequest__Output>
      RemoveMemberRequest: MessageTypeDefinition<_identity_v1_RemoveMemberRequest, _identity_v1_RemoveMemberRequest__Output>
      RemoveMemberResponse: MessageTypeDefinition<_identity_v1_RemoveMemberResponse, _identity_v1_RemoveMemberResponse__Output>
      RequestContentBoundEnablementRequest: MessageTypeDefinition<_identity_v1_RequestContentBoundEnablementRequest, _identity_v1_RequestContentBoundEnablementRequest__Output>
      RequestDomainVerificationRequest: MessageTypeDefinition<_identity_v1_RequestDomainVerificationRequest, _identity_v1_RequestDomainVerificationRequest__Output>
      RequestImpersonationRequest: MessageTypeDefinition<_identity_v1_RequestImpersonationRequest, _identity_v1_RequestImpersonationRequest__Output>
      RequestStepUpRequest: MessageTypeDefinition<_identity_v1_RequestStepUpRequest, _identity_v1_RequestStepUpRequest__Output>
      ResendVerificationEmailRequest: MessageTypeDefinition<_identity_v1_ResendVerificationEmailRequest, _identity_v1_ResendVerificationEmailRequest__Output>
      RevokeApiKeyRequest: MessageTypeDefinition<_identity_v1_RevokeApiKeyRequest, _identity_v1_RevokeApiKeyRequest__Output>
      RevokeContentBoundEnablementRequest: MessageTypeDefinition<_identity_v1_RevokeContentBoundEnablementRequest, _identity_v1_RevokeContentBoundEnablementRequest__Output>
      RevokeImpersonationRequest: MessageTypeDefinition<_identity_v1_RevokeImpersonationRequest, _identity_v1_RevokeImpersonationRequest__Output>
      RevokeInvitationRequest: MessageTypeDefinition<_identity_v1_RevokeInvitationRequest, _identity_v1_RevokeInvitationRequest__Output>
      RevokeSessionsRequest: MessageTypeDefinition<_identity_v1_RevokeSessionsRequest, _identity_v1_RevokeSessionsRequest__Output>
      RevokeSessionsResponse: MessageTypeDefinition<_identity_v1_RevokeSessionsResponse, _identity_v1_RevokeSessionsResponse__Output>
      RevokeVirtualKeyRequest: MessageTypeDefinition<_identity_v1_RevokeVirtualKeyRequest, _identity_v1_RevokeVirtualKeyRequest__Output>
      RevokeVirtualKeyResponse: MessageTypeDefinition<_identity_v1_RevokeVirtualKeyResponse, _identity_v1_RevokeVirtualKeyResponse__Output>
      RotateApiKeyRequest: MessageTypeDefinition<_identity_v1_RotateApiKeyRequest, _identity_v1_RotateApiKeyRequest__Output>
      RotateVirtualKeyRequest: MessageTypeDefinition<_identity_v1_RotateVirtualKeyRequest, _identity_v1_RotateVirtualKeyRequest__Output>
      RotateVirtualKeyResponse: MessageTypeDefinition<_identity_v1_RotateVirtualKeyResponse, _identity_v1_RotateVirtualKeyResponse__Output>
      SavePolicyRequest: MessageTypeDefinition<_identity_v1_SavePolicyRequest, _identity_v1_SavePolicyRequest__Output>
      SaveSsoConfigRequest: MessageTypeDefinition<_identity_v1_SaveSsoConfigRequest, _identity_v1_SaveSsoConfigRequest__Output>
      Session: MessageTypeDefinition<_identity_v1_Session, _identity_v1_Session__Output>
      SetOrganizationPlanRequest: MessageTypeDefinition<_identity_v1_SetOrganizationPlanRequest, _identity_v1_SetOrganizationPlanRequest__Output>
      SignUpRequest: MessageTypeDefinition<_identity_v1_SignUpRequest, _identity_v1_SignUpRequest__Output>
      SignUpResponse: MessageTypeDefinition<_identity_v1_SignUpResponse, _identity_v1_SignUpResponse__Output>
      SignupProfile: MessageTypeDefinition<_identity_v1_SignupProfile, _identity_v1_SignupProfile__Output>
      SlugAvailabilityRequest: MessageTypeDefinition<_identity_v1_SlugAvailabilityRequest, _identity_v1_SlugAvailabilityRequest__Output>
      SlugAvailabilityResponse: MessageTypeDefinition<_identity_v1_SlugAvailabilityResponse, _identity_v1_SlugAvailabilityResponse__Output>
      SsoConfig: MessageTypeDefinition<_identity_v1_SsoConfig, _identity_v1_SsoConfig__Output>
      SsoGroupMapping: MessageTypeDefinition<_identity_v1_SsoGroupMapping, _identity_v1_SsoGroupMapping__Output>
      StepUpToken: MessageTypeDefinition<_identity_v1_StepUpToken, _identity_v1_StepUpToken__Output>
      SuccessResponse: MessageTypeDefinition<_identity_v1_SuccessResponse, _identity_v1_SuccessResponse__Output>
      TransferOrgOwnershipRequest: MessageTypeDefinition<_identity_v1_TransferOrgOwnershipRequest, _identity_v1_TransferOrgOwnershipRequest__Output>
      UpdateMemberRoleRequest: MessageTypeDefinition<_identity_v1_UpdateMemberRoleRequest, _identity_v1_UpdateMemberRoleRequest__Output>
      UpdateOrganizationRequest: MessageTypeDefinition<_identity_v1_UpdateOrganizationRequest, _identity_v1_UpdateOrganizationRequest__Output>
      UpdateSignupProfileRequest: MessageTypeDefinition<_identity_v1_UpdateSignupProfileRequest, _identity_v1_UpdateSignupProfileRequest__Output>
      User: MessageTypeDefinition<_identity_v1_User, _identity_v1_User__Output>
      ValidateTokenRequest: MessageTypeDefinition<_identity_v1_ValidateTokenRequest, _identity_v1_ValidateTokenRequest__Output>
      ValidateTokenResponse: MessageTypeDefinition<_identity_v1_ValidateTokenResponse, _identity_v1_ValidateTokenResponse__Output>
      VirtualKey: MessageTypeDefinition<_identity_v1_VirtualKey, _identity_v1_VirtualKey__Output>
      Workspace: MessageTypeDefinition<_identity_v1_Workspace, _identity_v1_Workspace__Output>
    }
  }
}

