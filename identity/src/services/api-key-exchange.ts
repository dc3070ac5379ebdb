/**
 * ExchangeApiKey, the edge's hot path (spec "API-key exchange"): a presented API key (or
 * virtual-key alias) becomes an ES256 access token with `session_type=api_key` for the key's
 * bound identity, valid 5 minutes and never past the key's own expiry.
 *
 * One code path for every failure: the HMAC of the presented string is always computed; a
 * well-formed key then costs exactly one indexed lookup by that HMAC unless a usable record is
 * cached. Unknown, revoked and expired keys are never cached, so all three take the same path
 * (HMAC, cache miss, one lookup) and end in the same SVC-AUTH-1004. Malformed input (prefix,
 * class, length, alphabet, whitespace) is SVC-AUTH-1004 too, without a lookup: the format is
 * public, so rejecting it early reveals nothing.
 *
 * The token's permissions are the key's scopes met with the owner's current role permissions in
 * the key's workspace (roles come from PermissionService's cache), so a demoted or removed owner's
 * keys lose what the roles lost; an owner who is suspended or has no role there cannot exchange.
 */
import { AppError, type Logger, boundedCache } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import type { ApiKeyRepository } from '../repositories/api-key-repository.ts';
import type { VirtualKeyRepository } from '../repositories/virtual-key-repository.ts';
import type { PermissionService } from './permission-service.ts';
import type { TokenService } from './token-service.ts';
import { API_KEY_RE, VIRTUAL_KEY_RE, apiKeyMac, keyTokenFamily, virtualKeyMac } from './api-key-format.ts';
import { intersectScopes } from './scope-narrowing.ts';
import type { VerifiedKey, VerifiedKeyCache } from './verified-key-cache.ts';

/** Longest string looked at; anything longer is malformed without hashing it. */
const MAX_PRESENTED_LENGTH = 256;
/** What a virtual key's token may do, before meeting the owner's roles. */
export const VIRTUAL_KEY_SCOPES = ['svc:llm:model:invoke', 'svc:llm:model:list', 'svc:llm:model:read'] as const;

export interface ExchangeResult {
  access_token: string;
  expires_in: number;
  key_id: string;
  key_class: string;
  expires_at: number;
}

const invalid = () => new AppError('SVC-AUTH-1004');

/** Writes a key's last_used_at at most once per interval, off the exchange's path. */
export class LastUsedRecorder {
  private written = boundedCache<string, number>(100_000);
  constructor(
    private write: (id: string, at: Date) => Promise<void>,
    private intervalMs: number,
    private log: Logger,
  ) {}

  touch(id: string, now: number): void {
    const last = this.written.get(id);
    if (last !== undefined && now - last < this.intervalMs) return;
    this.written.set(id, now);
    this.write(id, new Date(now)).catch((e) =>
      this.log.warn({ err: (e as Error).message }, 'last_used_at not recorded'),
    );
  }
}

export class ApiKeyExchange {
  constructor(
    private deps: {
      enabled: boolean;
      keys: KeyManager;
      apiKeys: ApiKeyRepository;
      virtualKeys: VirtualKeyRepository;
      cache: VerifiedKeyCache;
      permissions: PermissionService;
      tokens: TokenService;
      ttlSeconds: number;
      lastUsed: LastUsedRecorder;
      clock?: () => number;
    },
  ) {}

  async exchange(presented: string): Promise<ExchangeResult> {
    const d = this.deps;
    if (!d.enabled) throw new AppError('SVC-SERVER-9050');
    if (typeof presented !== 'string' || presented.length > MAX_PRESENTED_LENGTH) throw invalid();
    const isVirtual = presented.includes('.');
    const mac = d.keys.hmac(isVirtual ? virtualKeyMac(presented) : apiKeyMac(presented));
    if (mac === null) throw new AppError('SVC-SERVER-9050');
    if (!(isVirtual ? VIRTUAL_KEY_RE : API_KEY_RE).test(presented)) throw invalid();
    const now = d.clock?.() ?? Date.now();
    let key = d.cache.get(mac, now);
    if (!key) {
      const started = d.cache.begin();
      const loaded = isVirtual ? await this.loadVirtual(mac) : await this.loadApiKey(mac);
      if (!loaded || !usable(loaded, now)) throw invalid();
      key = loaded;
      d.cache.put(mac, key, started, now);
    }
    const access = await d.permissions.access(key.ownerUserId, key.workspaceId);
    if (!access.exists || !access.active || access.roles.length === 0 || access.organizationId !== key.organizationId)
      throw invalid();
    let permissions: string[];
    if (key.memo && key.memo.access === access) permissions = key.memo.permissions;
    else {
      permissions = intersectScopes(key.scopes, access.permissions);
      key.memo = { access, permissions };
    }
    const ttl =
      key.expiresAtMs === null ? d.ttlSeconds : Math.min(d.ttlSeconds, Math.floor((key.expiresAtMs - now) / 1000));
    if (ttl < 1) throw invalid();
    const at = d.tokens.issueAccessToken(
      {
        sub: key.ownerUserId,
        orgId: key.organizationId,
        workspaceId: key.workspaceId,
        roles: access.roles,
        permissions,
        sessionType: 'api_key',
        familyId: keyTokenFamily(key.id),
        ttlSeconds: ttl,
      },
      now,
    );
    d.lastUsed.touch(key.id, now);
    return {
      access_token: at.token,
      expires_in: at.expiresIn,
      key_id: key.id,
      key_class: key.keyClass,
      expires_at: key.expiresAtMs === null ? 0 : Math.floor(key.expiresAtMs / 1000),
    };
  }

  private async loadApiKey(mac: string): Promise<VerifiedKey | null> {
    const r = await this.deps.apiKeys.byVerifier(mac);
    if (!r || r.status !== 'ACTIVE') return null;
    return {
      id: r.id,
      kind: 'api_key',
      organizationId: r.organizationId,
      workspaceId: r.workspaceId,
      ownerUserId: r.ownerUserId,
      keyClass: r.keyClass,
      scopes: r.scopes,
      expiresAtMs: r.expiresAt?.getTime() ?? null,
    };
  }

  private async loadVirtual(mac: string): Promise<VerifiedKey | null> {
    const r = await this.deps.virtualKeys.byVerifier(mac);
    if (!r || r.status !== 'ACTIVE') return null;
    return {
      id: r.id,
      kind: 'virtual_key',
      organizationId: r.organizationId,
      workspaceId: r.workspaceId,
      ownerUserId: r.ownerUserId,
      keyClass: r.keyClass,
      scopes: VIRTUAL_KEY_SCOPES,
      expiresAtMs: r.notAfter.getTime(),
    };
  }
}

function usable(k: VerifiedKey, now: number): boolean {
  return k.expiresAtMs === null || k.expiresAtMs > now;
}
