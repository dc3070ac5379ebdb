/**
 * The impersonation form of the token exchange (RFC 8693 §1.1: the issued token's subject is
 * the party being impersonated, `act` names who acts). Our parameters, since the specification
 * shows none for the exchange:
 *
 *   subject_token      = the id of an ACTIVE impersonation operation
 *   subject_token_type = urn:svc:params:oauth:token-type:impersonation-op
 *   actor_token        = the operator's own user access token (the operation's requester)
 *   actor_token_type   = urn:ietf:params:oauth:token-type:access_token
 *
 * The client must be a confidential client of the operator's organization allowed this grant.
 * The token carries the owner's permissions met with the client's registered scopes.
 * The token: `sub` the target organization's owner (a real member, so the edge's and identity's
 * role checks run against the target's own roles), `org_id` the target, `workspace_id` the
 * operation's workspace or the owner's primary one, `act: { sub: <operator>, client_id }`,
 * `imp: { op, mode }` (the edge refuses every change for READ_ONLY), `fid` the operation's token
 * family (revoked with the operation), and `exp` no later than the operation's own expiry. Every
 * refusal is one uniform invalid_request, so the endpoint does not reveal operations.
 */
import { OAuthError } from '@svc/core';
import type { TenantRepository } from '../../repositories/tenant-repository.ts';
import type { AccessTokenVerifier } from '../access-token-verifier.ts';
import type { PermissionService } from '../permission-service.ts';
import type { TokenService } from '../token-service.ts';
import type { ClientRecord } from '../client-authenticator.ts';
import {
  impersonationFamily,
  OPERATOR_ROLE,
  type ImpersonationService,
} from '../impersonation/impersonation-service.ts';
import { grantable, requestedWithin } from '../scope-narrowing.ts';
import { requireParam, type TokenRequest } from './grant.ts';

export const IMPERSONATION_OP_TOKEN_TYPE = 'urn:svc:params:oauth:token-type:impersonation-op';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

export interface ImpersonationExchangeDeps {
  verifier: AccessTokenVerifier;
  permissions: PermissionService;
  tokens: TokenService;
  tenants: TenantRepository;
  impersonation: ImpersonationService;
  maxTtlSeconds: number;
}

const refused = () => new OAuthError('invalid_request', 'the subject is not an active impersonation of this actor');

export async function impersonationExchange(deps: ImpersonationExchangeDeps, client: ClientRecord, req: TokenRequest) {
  const opId = requireParam(req.form, 'subject_token');
  const actorToken = requireParam(req.form, 'actor_token');
  if (requireParam(req.form, 'actor_token_type') !== ACCESS_TOKEN_TYPE)
    throw new OAuthError('invalid_request', 'actor_token_type must be urn:ietf:params:oauth:token-type:access_token');
  const now = Date.now();
  const actor = await deps.verifier.verifyUserSession(actorToken, now);
  if (!actor || actor.org_id !== client.organizationId) throw refused();
  // Still an operator now: a role removed since the actor token was issued counts.
  const operator = await deps.permissions.access(actor.sub, actor.workspace_id);
  if (!operator.active || !operator.roles.includes(OPERATOR_ROLE)) throw refused();
  const op = await deps.impersonation.activeFor(opId, actor.sub);
  if (!op?.expiresAt) throw refused();

  const org = await deps.tenants.organization(op.targetOrgId);
  const owner = org?.ownerUserId ? await deps.tenants.userById(org.ownerUserId) : null;
  if (!org || !owner) throw new OAuthError('invalid_request', 'the target organization has no owner to act as');
  const workspaceId = op.targetWorkspaceId ?? owner.primaryWorkspaceId;
  const target = await deps.permissions.access(owner.id, workspaceId);
  if (!target.active || target.roles.length === 0 || target.organizationId !== org.id)
    throw new OAuthError('invalid_request', "the target organization's owner has no roles in the target workspace");
  const permissions = requestedWithin(
    req.form.get('scope'),
    grantable(target.permissions, client),
    "the target's permissions within the client's scopes",
  );
  const remaining = Math.floor((op.expiresAt.getTime() - now) / 1000);
  if (remaining < 1) throw refused();

  const mode = op.accessMode as 'READ_ONLY' | 'READ_WRITE';
  const t = deps.tokens.issueAccessToken(
    {
      sub: owner.id,
      orgId: org.id,
      workspaceId,
      roles: target.roles,
      permissions,
      clientId: client.id,
      act: { sub: actor.sub, client_id: client.id },
      sessionType: 'user',
      familyId: impersonationFamily(op.id),
      impersonation: { op: op.id, mode },
      ttlSeconds: Math.min(remaining, deps.maxTtlSeconds),
    },
    now,
  );
  await deps.impersonation.recordTokenIssued(op, actor.sub, t.exp);
  return {
    access_token: t.token,
    issued_token_type: ACCESS_TOKEN_TYPE,
    token_type: 'Bearer',
    expires_in: t.expiresIn,
    scope: permissions.join(' '),
  };
}
