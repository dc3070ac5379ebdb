/**
 * Virtual keys: a bearer alias `svc_<class>_<vkid>.<secret>` shown once, stored as its HMAC
 * (verification material only), bound to the issuing user, organization and workspace, limited
 * to model calls (ExchangeApiKey gives it svc:llm:model:invoke/list/read met with the owner's
 * roles) and to `notAfter`. Rotation bumps the grant serial (and, when asked, replaces the alias);
 * revocation is immediate on every replica (the exchange cache is invalidated like an API key's).
 * Lifecycle rules and SVC-SERVER-9050 are as for API keys. Issue, rotation and revocation append
 * `virtual_key.issued|rotated|revoked` in the transaction of the change (ids only: the alias and
 * its hint never reach the audit trail); a rotation or revocation that changes nothing records nothing.
 */
import { AppError, SPEC_LIMITS } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import type { VirtualKeyRepository } from '../repositories/virtual-key-repository.ts';
import type { AccessGuard } from './access-guard.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import { VKID_RE, generateVirtualKeyAlias, isApiKeyClass, newVkid, virtualKeyMac } from './api-key-format.ts';
import { API_KEY_PERMISSIONS } from './api-key-service.ts';
import type { KeyInvalidation } from './key-invalidation.ts';
import { invalidArgument, parseInstant } from './admin-values.ts';

const MODEL_RE = /^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/;

export class VirtualKeyService {
  constructor(
    private deps: {
      enabled: boolean;
      keys: KeyManager;
      repo: VirtualKeyRepository;
      guard: AccessGuard;
      invalidation: KeyInvalidation;
      maxLifetimeSeconds: number;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  private mac(alias: string): string {
    const v = this.deps.enabled ? this.deps.keys.hmac(virtualKeyMac(alias)) : null;
    if (v === null) throw new AppError('SVC-SERVER-9050');
    return v;
  }

  private activated() {
    this.mac('probe');
  }

  async issue(caller: Caller, input: { keyClass: string; notAfter: string; allowedModels: string[] }) {
    this.activated();
    await this.deps.guard.require(caller, API_KEY_PERMISSIONS.create);
    if (!isApiKeyClass(input.keyClass)) throw invalidArgument('key_class', 'key_class must be SANDBOX, TEST or LIVE');
    const now = this.now();
    const notAfter = parseInstant(input.notAfter, 'not_after');
    const max = input.keyClass === 'SANDBOX' ? SPEC_LIMITS.sandboxKeyLifetimeSeconds : this.deps.maxLifetimeSeconds;
    if (notAfter.getTime() <= now + 60_000 || notAfter.getTime() > now + max * 1000)
      throw invalidArgument('not_after', `not_after must be between a minute and ${max} seconds from now`);
    const models = [...new Set(input.allowedModels ?? [])];
    if (models.length > 100 || models.some((m) => !MODEL_RE.test(m)))
      throw invalidArgument('allowed_models', 'allowed_models must be at most 100 model ids');
    const vkid = newVkid();
    const { alias, hint } = generateVirtualKeyAlias(input.keyClass, vkid);
    await this.deps.repo.create(
      {
        id: vkid,
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        ownerUserId: caller.userId,
        keyClass: input.keyClass,
        allowedModels: models,
        verifier: this.mac(alias),
        aliasHint: hint,
        notAfter,
      },
      callerAuditEvent(caller, 'virtual_key.issued', `virtual-key/${vkid}`, {
        details: { keyClass: input.keyClass, models: models.length, notAfter: notAfter.toISOString() },
      }),
    );
    return { alias, alias_hint: hint, not_after: notAfter.toISOString(), vkid };
  }

  /** The caller's own keys (metadata: the alias exists only in the answer that issued it). */
  async list(caller: Caller) {
    this.activated();
    await this.deps.guard.require(caller, API_KEY_PERMISSIONS.list);
    const now = this.now();
    return (await this.deps.repo.listOwned(caller.workspaceId, caller.userId)).map((r) => ({
      vkid: r.id,
      key_class: r.keyClass,
      alias_hint: r.aliasHint,
      allowed_models: r.allowedModels,
      grant_serial: String(r.grantSerial),
      status: r.status === 'ACTIVE' && r.notAfter.getTime() <= now ? 'EXPIRED' : r.status,
      not_after: r.notAfter.toISOString(),
      created_at: r.createdAt.toISOString(),
      revoked_at: r.revokedAt?.toISOString() ?? '',
    }));
  }

  private async target(caller: Caller, vkid: string, permission: string) {
    const row = VKID_RE.test(vkid ?? '') ? await this.deps.repo.byId(vkid) : null;
    if (!row) throw new AppError('SVC-VALID-4041', 'virtual key not found');
    if (row.workspaceId !== caller.workspaceId) throw new AppError('SVC-AUTH-1005');
    await this.deps.guard.require(caller, row.ownerUserId === caller.userId ? permission : API_KEY_PERMISSIONS.manage);
    return row;
  }

  async rotate(caller: Caller, vkid: string, rotateAlias: boolean) {
    this.activated();
    const row = await this.target(caller, vkid, API_KEY_PERMISSIONS.rotate);
    if (row.status !== 'ACTIVE' || row.notAfter.getTime() <= this.now())
      throw invalidArgument('vkid', 'only an active virtual key can be rotated');
    const fresh = rotateAlias ? generateVirtualKeyAlias(row.keyClass as 'SANDBOX' | 'TEST' | 'LIVE', row.id) : null;
    const r = await this.deps.repo.rotate(
      row.id,
      fresh ? { verifier: this.mac(fresh.alias), aliasHint: fresh.hint } : null,
      (grantSerial) =>
        callerAuditEvent(caller, 'virtual_key.rotated', `virtual-key/${row.id}`, {
          details: { grantSerial, aliasReplaced: fresh !== null },
        }),
    );
    if (!r) throw invalidArgument('vkid', 'only an active virtual key can be rotated');
    if (fresh) await this.deps.invalidation.keyChanged(row.id);
    return { vkid: row.id, grant_serial: String(r.grantSerial), alias: fresh?.alias ?? '' };
  }

  async revoke(caller: Caller, vkid: string) {
    this.activated();
    const row = await this.target(caller, vkid, API_KEY_PERMISSIONS.revoke);
    const now = new Date(this.now());
    const fresh = await this.deps.repo.revoke(
      row.id,
      now,
      callerAuditEvent(caller, 'virtual_key.revoked', `virtual-key/${row.id}`),
    );
    // A repeated revoke revokes the minted tokens again: the first one's publish may have failed.
    if (fresh || row.status === 'REVOKED') await this.deps.invalidation.keyRevoked(row.id);
    const after = (await this.deps.repo.byId(row.id))!;
    return { vkid: row.id, revoked_at: (after.revokedAt ?? now).toISOString() };
  }
}
