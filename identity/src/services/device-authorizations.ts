/**
 * Device authorization (RFC 8628). A device starts a request and shows the user a short user
 * code; the user approves it on a second device with their own first-party session (the same
 * bearer user session as the authorization endpoint, for the client's workspace); the device
 * polls the token endpoint until then. User codes are 8 letters from a 20-consonant alphabet
 * (RFC 8628 §6.1: no vowels, no look-alikes; about 34 bits), shown as XXXX-XXXX, accepted in any
 * case with or without the dash, valid only while the request is pending and unexpired.
 */
import { randomInt } from 'node:crypto';
import { OAuthError, type SharedStore } from '@svc/core';
import type { DeviceAuthorizationRepository } from '../repositories/device-authorization-repository.ts';
import type { ClientRecord } from './client-authenticator.ts';
import type { AccessClaims } from './access-token-verifier.ts';
import type { PermissionService } from './permission-service.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { intersectScopes, requestedWithin } from './scope-narrowing.ts';
import { SessionIssuer } from './session-issuer.ts';

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;

export const normalizeUserCode = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');
const displayUserCode = (c: string) => `${c.slice(0, 4)}-${c.slice(4)}`;

function newUserCode(): string {
  let s = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) s += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return s;
}

export interface DeviceAuthorizationOptions {
  ttlSeconds: number;
  intervalSeconds: number;
  verificationUri: string;
}

export class DeviceAuthorizationService {
  constructor(
    private repo: DeviceAuthorizationRepository,
    private permissions: PermissionService,
    private store: SharedStore,
    private opts: DeviceAuthorizationOptions,
  ) {}

  /** RFC 8628 §3.1–3.2: the device's request; `client` is already identified and allowed the grant. */
  async start(client: ClientRecord, scopeParam: string | undefined, now = Date.now()) {
    const scope = requestedWithin(scopeParam, client.scopes, "the client's grant");
    const deviceCode = newOpaqueToken();
    const expiresAt = new Date(now + this.opts.ttlSeconds * 1000);
    for (let attempt = 0; ; attempt++) {
      const userCode = newUserCode();
      const created = await this.repo.create({
        deviceCodeHash: hashOpaqueToken(deviceCode),
        userCode,
        clientId: client.id,
        scope: scope.join(' '),
        familyId: SessionIssuer.newFamilyId(),
        expiresAt,
      });
      if (created) {
        const shown = displayUserCode(userCode);
        return {
          device_code: deviceCode,
          user_code: shown,
          verification_uri: this.opts.verificationUri,
          verification_uri_complete: `${this.opts.verificationUri}?user_code=${shown}`,
          expires_in: this.opts.ttlSeconds,
          interval: this.opts.intervalSeconds,
        };
      }
      if (attempt >= 4) throw new Error('could not allocate a unique user code');
    }
  }

  /** The user's decision on a pending request, authenticated by their session. */
  async decide(
    userCodeParam: string,
    approve: boolean,
    session: AccessClaims,
    client: (id: string) => Promise<ClientRecord | null>,
    now = Date.now(),
  ) {
    const userCode = normalizeUserCode(userCodeParam);
    const row = userCode.length === USER_CODE_LENGTH ? await this.repo.byUserCode(userCode) : null;
    const c = row ? await client(row.clientId) : null;
    if (!row || !c || row.status !== 'PENDING' || row.expiresAt.getTime() <= now)
      throw new OAuthError('invalid_request', 'unknown or expired user code');
    if (session.workspace_id !== c.workspaceId)
      throw new OAuthError('access_denied', 'sign in to the workspace of the requesting client');
    let grantedScope: string | null = null;
    if (approve) {
      const access = await this.permissions.access(session.sub, c.workspaceId);
      const granted = access.active ? intersectScopes(row.scope.split(' ').filter(Boolean), access.permissions) : [];
      if (granted.length === 0)
        throw new OAuthError('access_denied', 'none of the requested scopes is granted to the user');
      grantedScope = granted.join(' ');
    }
    const ok = await this.repo.decide(userCode, new Date(now), {
      status: approve ? 'APPROVED' : 'DENIED',
      userId: session.sub,
      workspaceId: c.workspaceId,
      grantedScope,
    });
    if (!ok) throw new OAuthError('invalid_request', 'unknown or expired user code');
    return {
      status: approve ? 'approved' : 'denied',
      client_id: c.id,
      ...(grantedScope ? { scope: grantedScope } : {}),
    };
  }

  /**
   * Polling rate (RFC 8628 §3.5): at most one poll per interval per device code, counted in the
   * shared store so every replica enforces it. True when this poll came too soon.
   */
  async pollingTooFast(deviceCodeHash: string): Promise<boolean> {
    return !(await this.store.setIfAbsent(`device-poll:${deviceCodeHash}`, '1', this.opts.intervalSeconds * 1000));
  }
}
