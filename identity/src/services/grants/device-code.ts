/**
 * device_code grant (RFC 8628 §3.4–3.5): the device polls with its device code. Pending requests
 * answer authorization_pending (or slow_down when polled faster than the interval), denied ones
 * access_denied, expired ones expired_token. An approved request is consumed atomically, so of
 * concurrent polls exactly one gets the tokens; a consumed code presented again is a replay and
 * revokes what it issued, as for authorization codes.
 */
import { OAuthError, type Logger } from '@svc/core';
import type { DeviceAuthorizationRepository } from '../../repositories/device-authorization-repository.ts';
import type { ClientAuthenticator } from '../client-authenticator.ts';
import { DEVICE_CODE_GRANT, type DeviceAuthorizationService } from '../device-authorizations.ts';
import type { PermissionService } from '../permission-service.ts';
import type { RevocationService } from '../revocation-service.ts';
import type { SessionIssuer } from '../session-issuer.ts';
import { hashOpaqueToken, isOpaqueToken } from '../opaque-token.ts';
import { grantable, intersectScopes, splitScope } from '../scope-narrowing.ts';
import { identifyClient, mayHoldRefreshTokens } from './client-auth.ts';
import { replayRevocationEvent, requireParam, type TokenRequest } from './grant.ts';

const invalidCode = () => new OAuthError('invalid_grant', 'device code is invalid or already used');

export function deviceCodeGrant(deps: {
  clients: ClientAuthenticator;
  repo: DeviceAuthorizationRepository;
  devices: DeviceAuthorizationService;
  permissions: PermissionService;
  sessions: SessionIssuer;
  revocations: RevocationService;
  refreshTtlSeconds: number;
  log: Logger;
}) {
  return async (req: TokenRequest) => {
    const client = await identifyClient(deps.clients, req.credentials, DEVICE_CODE_GRANT);
    const code = requireParam(req.form, 'device_code');
    if (!isOpaqueToken(code)) throw invalidCode();
    const hash = hashOpaqueToken(code);
    const row = await deps.repo.byDeviceCodeHash(hash);
    if (!row || row.clientId !== client.id) throw invalidCode();
    const now = Date.now();
    if (row.status === 'CONSUMED') {
      try {
        await deps.revocations.revokeFamily(
          row.familyId,
          'code_replay',
          now,
          replayRevocationEvent(client, row, DEVICE_CODE_GRANT, req.requestId),
        );
      } catch (e) {
        deps.log.error({ err: (e as Error).message }, 'family revocation after device-code replay did not complete');
      }
      throw invalidCode();
    }
    if (row.expiresAt.getTime() <= now) throw new OAuthError('expired_token', 'the device code has expired');
    if (row.status === 'DENIED') throw new OAuthError('access_denied', 'the user denied the request');
    if (row.status === 'PENDING') {
      if (await deps.devices.pollingTooFast(hash))
        throw new OAuthError('slow_down', 'polling faster than the interval');
      throw new OAuthError('authorization_pending', 'the user has not yet approved the request');
    }
    if (!row.userId || !row.workspaceId || !row.grantedScope) throw invalidCode();
    if (!(await deps.repo.consume(hash, client.id, new Date(now)))) throw invalidCode();

    const access = await deps.permissions.access(row.userId, row.workspaceId);
    if (!access.active || access.roles.length === 0 || !access.organizationId) throw invalidCode();
    const granted = splitScope(row.grantedScope);
    return {
      ...(await deps.sessions.issue(
        {
          requestId: req.requestId,
          clientId: client.id,
          userId: row.userId,
          orgId: access.organizationId,
          workspaceId: row.workspaceId,
          roles: access.roles,
          permissions: intersectScopes(granted, grantable(access.permissions, client)),
          grantedScope: granted,
          familyId: row.familyId,
          refreshExpiresAt:
            mayHoldRefreshTokens(client) && client.allowRefresh
              ? new Date(now + deps.refreshTtlSeconds * 1000)
              : undefined,
        },
        now,
      )),
    };
  };
}
