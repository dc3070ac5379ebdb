/**
 * refresh_token grant (RFC 6749 §6) with rotation and reuse detection (OAuth 2.0 Security BCP
 * §4.14): confidential clients only, and the client must authenticate (a refresh token alone is
 * insufficient). Each token is spent by one atomic conditional UPDATE, so of concurrent refreshes
 * of one token exactly one succeeds. A spent token presented again, including by a loser of such a
 * race, is reuse: the whole family is revoked (published to the edge), the winner's fresh tokens
 * included, since the BCP treats any second use as theft. Every bad token, whether unknown,
 * expired, malformed, revoked, spent or another client's, gets the same invalid_grant, and
 * (reuse aside) leaves the stored rows as they were. Rotated tokens keep the family's absolute
 * expiry (REFRESH_TOKEN_TTL_SECONDS after sign-in); the new access token is the granted scope
 * re-narrowed to the user's current roles and the client's current registered scopes (never wider).
 */
import { randomUUID } from 'node:crypto';
import { OAuthError, type Logger } from '@svc/core';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import type { PermissionService } from '../permission-service.ts';
import type { RevocationService } from '../revocation-service.ts';
import type { RefreshTokenRepository } from '../../repositories/refresh-token-repository.ts';
import type { SessionIssuer } from '../session-issuer.ts';
import { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from '../opaque-token.ts';
import { grantable, intersectScopes, requestedWithin, splitScope } from '../scope-narrowing.ts';
import { requireConfidentialClient } from './client-auth.ts';
import type { TokenRequest } from './grant.ts';
import { markAudited } from '../token-denial-audit.ts';
import { sessionAuditEvent } from '../session-issuer.ts';
import type { AuditRecorder } from '../../audit/index.ts';
import type { ClientRecord } from '../client-authenticator.ts';

/** One answer for every bad refresh token: the spec deliberately does not distinguish them. */
export const INVALID_REFRESH = 'refresh token is invalid, expired or already used';
const invalid = () => new OAuthError('invalid_grant', INVALID_REFRESH);

export function refreshTokenGrant(deps: {
  clients: ClientAuthenticator;
  refreshTokens: RefreshTokenRepository;
  revocations: RevocationService;
  permissions: PermissionService;
  sessions: SessionIssuer;
  audit: AuditRecorder;
  log: Logger;
}) {
  return async (req: TokenRequest) => {
    const client = await requireConfidentialClient(deps.clients, req.credentials, 'refresh_token');
    const presented = req.form.get('refresh_token');
    if (presented === undefined) throw new OAuthError('invalid_request', 'refresh_token is required');
    if (!isOpaqueToken(presented)) throw invalid();
    const hash = hashOpaqueToken(presented);
    const now = Date.now();
    // The successor is stored before the presented token is spent. A concurrent request can only
    // detect reuse after the spend commits, and by then the successor exists, so reuse detection
    // always revokes it too, while the one request that spent the token still gets its answer.
    const successor = newOpaqueToken();
    const successorId = randomUUID();
    const row = await deps.refreshTokens.insertSuccessor(
      hash,
      client.id,
      { id: successorId, tokenHash: hashOpaqueToken(successor) },
      new Date(now),
    );
    if (!row) return classifyFailure(hash, client, req.requestId);
    let session;
    try {
      // Validate the rest of the request before spending; a bad request leaves no trace.
      const granted = splitScope(row.scope);
      const narrowed = requestedWithin(req.form.get('scope'), granted, 'the original grant');
      const access = await deps.permissions.access(row.userId, row.workspaceId);
      if (!access.active || access.roles.length === 0 || !access.organizationId) {
        // The user was suspended or removed from the workspace: the session ends here, recorded
        // once (only the call that revokes the family appends) as identity's own act.
        await deps.revocations.revokeFamily(row.familyId, 'revoked', now, {
          organizationId: client.organizationId,
          workspaceId: row.workspaceId,
          category: 'AUTHENTICATION',
          action: 'auth.session.revoked',
          outcome: 'SUCCESS',
          actorPrincipal: 'system/identity',
          isSystem: true,
          resourceOrn: `user/${row.userId}`,
          correlationKey: req.requestId,
          emitterService: 'identity',
          details: { count: 1, which: 'access_lost', familyId: row.familyId, clientId: client.id },
        });
        throw markAudited(invalid());
      }
      session = {
        clientId: client.id,
        userId: row.userId,
        orgId: access.organizationId,
        workspaceId: row.workspaceId,
        roles: access.roles,
        permissions: intersectScopes(narrowed, grantable(access.permissions, client)),
        familyId: row.familyId,
        requestId: req.requestId,
      };
    } catch (e) {
      await deps.refreshTokens.deleteById(successorId);
      throw e;
    }
    if (
      !(await deps.refreshTokens.spend(hash, client.id, new Date(now), sessionAuditEvent(session, 'token.refreshed')))
    ) {
      await deps.refreshTokens.revokeById(successorId, new Date(now));
      return reuse(row.familyId, client, req.requestId, row.userId);
    }
    return { ...deps.sessions.respond(session, successor, now) };
  };

  /** Why the presented token was not current: a spent token of this client is reuse. */
  async function classifyFailure(hash: string, client: ClientRecord, requestId: string): Promise<never> {
    const row = await deps.refreshTokens.byHash(hash);
    if (row && row.clientId === client.id && row.spentAt && !row.revokedAt)
      return reuse(row.familyId, client, requestId, row.userId);
    throw invalid();
  }

  /**
   * Reuse revokes the family (database rows, then the shared store) and then appends
   * token.refresh.reuse_detected; the revocation spans two stores, so the event follows it
   * rather than sharing one transaction with it.
   */
  async function reuse(familyId: string, client: ClientRecord, requestId: string, userId: string): Promise<never> {
    let recorded = false;
    try {
      await deps.revocations.revokeFamily(familyId, 'refresh_reuse');
      await deps.audit.record({
        organizationId: client.organizationId,
        workspaceId: client.workspaceId,
        category: 'AUTHENTICATION',
        action: 'token.refresh.reuse_detected',
        outcome: 'DENIED',
        actorPrincipal: `client/${client.id}`,
        resourceOrn: `user/${userId}`,
        correlationKey: requestId,
        emitterService: 'identity',
        details: { familyId },
      });
      recorded = true;
    } catch (e) {
      // The refresh rows are revoked before publishing; the client's answer stays the same.
      deps.log.error(
        { err: (e as Error).message },
        'family revocation (or its audit event) after refresh-token reuse did not complete',
      );
    }
    deps.log.warn({ event: 'refresh_token_reuse' }, 'spent refresh token presented again; family revoked');
    // With its reuse event appended, the refusal is not recorded a second time as token.grant.denied.
    throw recorded ? markAudited(invalid()) : invalid();
  }
}
