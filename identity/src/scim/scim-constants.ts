/** SCIM 2.0 URNs (RFC 7643, RFC 7644), the mount point and the limits the SCIM surface enforces. */
import { SPEC_LIMITS } from '@svc/core';
import type { RoleName } from '../services/roles.ts';

export const SCIM_PATH_PREFIX = '/api/v1/iam/scim/v2';

export const URN = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** Scopes per HTTP method (spec "Endpoints (SCIM 2.0)"); discovery endpoints need read. */
export const SCIM_SCOPES = {
  read: 'svc:iam:scim:read',
  write: 'svc:iam:scim:write',
  delete: 'svc:iam:scim:delete',
} as const;

export const SCIM_LIMITS = {
  /** `count` when the client sends none (spec Limits). */
  defaultCount: SPEC_LIMITS.scimListDefaultCount,
  /** Largest page, also advertised as `filter.maxResults` (spec Limits). */
  maxCount: SPEC_LIMITS.scimListMaxCount,
  /** Default request body limit, bytes; advertised as `bulk.maxPayloadSize`. */
  bodyBytes: 64 * 1024,
  /** PATCH operations per request: far above what any identity provider sends in one PatchOp. */
  maxPatchOperations: 100,
  /** Longest filter expression accepted before parsing. */
  maxFilterChars: 1024,
  /** `userName`, `externalId`, name parts and email values. */
  maxStringChars: 256,
  maxEmails: 20,
} as const;

/** The built-in role every provisioned user receives in the token's workspace (spec state table). */
export const PROVISIONED_ROLE: RoleName = 'WORKSPACE_VIEWER';

export const USER_STATUS = { active: 'ACTIVE', suspended: 'SUSPENDED' } as const;

export const NAME_DEFAULTS = { givenName: 'Unknown', familyName: 'User' } as const;
