/**
 * API-key lifecycle (spec "API key"): create (plaintext shown once, HMAC verifier stored,
 * Idempotency-Key honoured), list (metadata only), rotate, revoke, and bulk revocation with a
 * preview, a confirmation text, an operation binding and a step-up. Every key operation answers
 * SVC-SERVER-9050 while the lifecycle is not activated (flag off or no HMAC key).
 *
 * Idempotency: the key (1 to 255 printable ASCII characters) is unique per workspace in the
 * table itself, next to the SHA-256 of the request (caller, name, class, expiry). A replay of the
 * same request returns the stored key's metadata with `idempotent_replay` and no plaintext; the
 * same key with any other request is SVC-VALID-4006; of concurrent duplicates exactly one insert
 * succeeds and the others become replays.
 */
import { createHash, randomUUID } from 'node:crypto';
import { AppError, SPEC_LIMITS, prefixedId, type Logger } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import {
  isUniqueViolation,
  type ApiKeyRepository,
  type ApiKeyRow,
  type NewApiKey,
} from '../repositories/api-key-repository.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { AccessGuard } from './access-guard.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import { apiKeyMac, generateApiKey, isApiKeyClass, type ApiKeyClass } from './api-key-format.ts';
import type { KeyInvalidation } from './key-invalidation.ts';
import type { StepUpService } from './step-up-service.ts';
import { invalidArgument, iso, parseInstant } from './admin-values.ts';

export const API_KEY_PERMISSIONS = {
  create: 'svc:iam:apikey:create',
  list: 'svc:iam:apikey:list',
  rotate: 'svc:iam:apikey:rotate',
  revoke: 'svc:iam:apikey:revoke',
  /** Other members' keys: the workspace inventory, and rotating or revoking a key one does not own. */
  manage: 'svc:iam:apikey:admin',
} as const;

export const BULK_SCOPES = ['SELF', 'WORKSPACE'] as const;
export type BulkScope = (typeof BULK_SCOPES)[number];

export interface ApiKeyView {
  id: string;
  org_id: string;
  workspace_id: string;
  user_id: string;
  name: string;
  key_class: string;
  prefix: string;
  key_hint: string;
  quota_per_day: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
  last_used_at: string;
  revoked_at: string;
  status: string;
  owner: { user_id: string; display_name: string } | null;
}

const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;
const MAX_NAME = 100;

export class ApiKeyService {
  constructor(
    private deps: {
      enabled: boolean;
      keys: KeyManager;
      repo: ApiKeyRepository;
      tenants: TenantRepository;
      guard: AccessGuard;
      invalidation: KeyInvalidation;
      stepUps: StepUpService;
      log: Logger;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  /** SVC-SERVER-9050 unless the lifecycle is on and the HMAC key is present; returns the HMAC function. */
  private activated(): (data: string) => string {
    const probe = this.deps.enabled ? this.deps.keys.hmac('api-key-lifecycle-probe') : null;
    if (probe === null) throw new AppError('SVC-SERVER-9050');
    return (data) => this.deps.keys.hmac(data)!;
  }

  async create(caller: Caller, input: { name: string; keyClass: string; expiresAt?: string; idempotencyKey?: string }) {
    const mac = this.activated();
    const access = await this.deps.guard.require(caller, API_KEY_PERMISSIONS.create);
    const name = (input.name ?? '').trim();
    if (!name || name.length > MAX_NAME) throw invalidArgument('name', `name must be 1 to ${MAX_NAME} characters`);
    if (!isApiKeyClass(input.keyClass)) throw invalidArgument('key_class', 'key_class must be SANDBOX, TEST or LIVE');
    const now = this.now();
    const expiresAt = this.expiryFor(input.keyClass, input.expiresAt, now);
    const idem = input.idempotencyKey || null;
    if (idem !== null && !IDEMPOTENCY_KEY_RE.test(idem))
      throw invalidArgument('idempotency_key', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
    const requestHash =
      idem === null
        ? null
        : sha256(
            JSON.stringify([caller.userId, name, input.keyClass, input.expiresAt ? expiresAt?.toISOString() : null]),
          );
    if (idem !== null) {
      const prior = await this.deps.repo.byIdempotencyKey(caller.workspaceId, idem);
      if (prior) return this.replay(prior, requestHash!);
    }
    const k = generateApiKey(input.keyClass);
    const row: NewApiKey = {
      id: prefixedId('key'),
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
      ownerUserId: caller.userId,
      name,
      keyClass: input.keyClass,
      prefix: k.prefix,
      hint: k.hint,
      verifier: mac(apiKeyMac(k.plaintext)),
      scopes: access.permissions,
      quotaPerDay: quotaFor(input.keyClass),
      expiresAt,
      idempotencyKey: idem,
      requestHash,
    };
    try {
      const created = await this.deps.repo.create(
        row,
        callerAuditEvent(caller, 'apikey.created', `apikey/${row.id}`, { details: { keyClass: row.keyClass } }),
      );
      this.deps.log.info(
        { event: 'api_key.created', keyId: created.id, keyClass: created.keyClass, workspaceId: created.workspaceId },
        'api key created',
      );
      return { api_key: view(created, null, now), plaintext_key: k.plaintext, idempotent_replay: false };
    } catch (e) {
      if (idem === null || !isUniqueViolation(e)) throw e;
      // A concurrent request with the same Idempotency-Key won the insert.
      const winner = await this.deps.repo.byIdempotencyKey(caller.workspaceId, idem);
      if (!winner) throw e;
      return this.replay(winner, requestHash!);
    }
  }

  private replay(prior: ApiKeyRow, requestHash: string) {
    if (prior.requestHash !== requestHash) throw new AppError('SVC-VALID-4006');
    return { api_key: view(prior, null, this.now()), plaintext_key: '', idempotent_replay: true };
  }

  private expiryFor(cls: ApiKeyClass, requested: string | undefined, now: number): Date | null {
    if (cls === 'SANDBOX') {
      if (requested)
        throw invalidArgument('expires_at', 'SANDBOX keys always live 24 hours; expires_at is not accepted');
      return new Date(now + SPEC_LIMITS.sandboxKeyLifetimeSeconds * 1000);
    }
    if (!requested) return null;
    const at = parseInstant(requested, 'expires_at');
    if (at.getTime() <= now + 60_000)
      throw invalidArgument('expires_at', 'expires_at must be at least a minute in the future');
    return at;
  }

  async list(caller: Caller, inventory: boolean): Promise<ApiKeyView[]> {
    this.activated();
    await this.deps.guard.require(caller, inventory ? API_KEY_PERMISSIONS.manage : API_KEY_PERMISSIONS.list);
    const rows = await this.deps.repo.list(caller.workspaceId, inventory ? undefined : caller.userId);
    const now = this.now();
    if (!inventory) return rows.map((r) => view(r, null, now));
    const owners = new Map(
      (await this.deps.tenants.userNames([...new Set(rows.map((r) => r.ownerUserId))])).map((u) => [u.id, u]),
    );
    return rows.map((r) => {
      const o = owners.get(r.ownerUserId);
      return view(
        r,
        {
          user_id: r.ownerUserId,
          display_name: o ? `${o.givenName} ${o.familyName}`.trim() || o.email : r.ownerUserId,
        },
        now,
      );
    });
  }

  /** The key `id` if the caller may act on it with `permission` (own key) or manage (another's). */
  private async target(caller: Caller, id: string, permission: string): Promise<ApiKeyRow> {
    const row = id ? await this.deps.repo.byId(id) : null;
    if (!row) throw new AppError('SVC-VALID-4041', 'API key not found');
    if (row.workspaceId !== caller.workspaceId) throw new AppError('SVC-AUTH-1005');
    await this.deps.guard.require(caller, row.ownerUserId === caller.userId ? permission : API_KEY_PERMISSIONS.manage);
    return row;
  }

  async revoke(caller: Caller, id: string): Promise<ApiKeyView> {
    this.activated();
    const row = await this.target(caller, id, API_KEY_PERMISSIONS.revoke);
    const now = this.now();
    const fresh = await this.deps.repo.revoke(
      row.id,
      new Date(now),
      callerAuditEvent(caller, 'apikey.revoked', `apikey/${row.id}`),
    );
    // A repeated revoke revokes the minted tokens again: the first one's publish may have failed.
    if (fresh || row.status === 'REVOKED') await this.deps.invalidation.keyRevoked(row.id);
    if (fresh) {
      this.deps.log.info({ event: 'api_key.revoked', keyId: row.id, workspaceId: row.workspaceId }, 'api key revoked');
    }
    return view((await this.deps.repo.byId(row.id))!, null, now);
  }

  /** A new plaintext for the same binding, name, class, scopes and lifetime; the old key is revoked. */
  async rotate(caller: Caller, id: string) {
    const mac = this.activated();
    const old = await this.target(caller, id, API_KEY_PERMISSIONS.rotate);
    const now = this.now();
    if (old.status !== 'ACTIVE' || (old.expiresAt && old.expiresAt.getTime() <= now))
      throw invalidArgument('id', 'only an active key can be rotated');
    const cls = old.keyClass as ApiKeyClass;
    const k = generateApiKey(cls);
    const newId = prefixedId('key');
    const created = await this.deps.repo.rotate(
      old.id,
      {
        id: newId,
        organizationId: old.organizationId,
        workspaceId: old.workspaceId,
        ownerUserId: old.ownerUserId,
        name: old.name,
        keyClass: cls,
        prefix: k.prefix,
        hint: k.hint,
        verifier: mac(apiKeyMac(k.plaintext)),
        scopes: old.scopes,
        quotaPerDay: old.quotaPerDay,
        // Rotation replaces the secret, not the lifetime: a SANDBOX key keeps its 24-hour end.
        expiresAt: old.expiresAt,
        idempotencyKey: null,
        requestHash: null,
        rotatedFromId: old.id,
      },
      new Date(now),
      callerAuditEvent(caller, 'apikey.rotated', `apikey/${old.id}`, { details: { newKeyId: newId } }),
    );
    if (!created) throw invalidArgument('id', 'only an active key can be rotated');
    await this.deps.invalidation.keyRevoked(old.id);
    this.deps.log.info(
      { event: 'api_key.rotated', keyId: old.id, newKeyId: created.id, workspaceId: old.workspaceId },
      'api key rotated',
    );
    return { api_key: view(created, null, now), plaintext_key: k.plaintext, idempotent_replay: false };
  }

  // ---- bulk revocation ----

  private bulkPermission(scope: BulkScope) {
    return scope === 'WORKSPACE' ? API_KEY_PERMISSIONS.manage : API_KEY_PERMISSIONS.revoke;
  }

  private parseScope(scope: string): BulkScope {
    if (!(BULK_SCOPES as readonly string[]).includes(scope))
      throw invalidArgument('scope', 'scope must be SELF or WORKSPACE');
    return scope as BulkScope;
  }

  /**
   * What a bulk revocation would revoke now. The binding is an HMAC over the caller, the scope and
   * the exact key set, so a preview goes stale as soon as the set changes.
   */
  async preview(caller: Caller, scopeArg: string) {
    const mac = this.activated();
    const scope = this.parseScope(scopeArg);
    await this.deps.guard.require(caller, this.bulkPermission(scope));
    const ids = (
      await this.deps.repo.activeKeys(
        caller.workspaceId,
        scope === 'SELF' ? caller.userId : undefined,
        new Date(this.now()),
      )
    ).map((k) => k.id);
    const binding = `bro_${mac(`api-key-bulk-revocation:${caller.workspaceId}:${caller.userId}:${scope}:${ids.join(',')}`).slice(0, 32)}`;
    return {
      affected_count: ids.length,
      confirmation_text: confirmationText(scope, ids.length),
      operation_binding: binding,
      scope,
      ids,
    };
  }

  async bulkRevoke(
    caller: Caller,
    input: { scope: string; confirmationText: string; operationBinding: string; stepUpToken: string },
  ) {
    this.activated();
    const scope = this.parseScope(input.scope);
    await this.deps.guard.require(caller, this.bulkPermission(scope));
    const done = input.operationBinding
      ? await this.deps.repo.bulkRevocation(caller.workspaceId, input.operationBinding)
      : null;
    if (done) {
      if (done.userId !== caller.userId || done.scope !== scope)
        throw new AppError('SVC-VALID-4006', 'this operation binding belongs to another bulk revocation');
      return { affected_count: done.affectedCount, idempotent_replay: true, operation_id: done.id };
    }
    const p = await this.preview(caller, scope);
    if (input.operationBinding !== p.operation_binding)
      throw invalidArgument('operation_binding', 'operation_binding does not match the current preview; preview again');
    if (input.confirmationText !== p.confirmation_text)
      throw invalidArgument('confirmation_text', 'confirmation_text does not match the preview');
    await this.deps.stepUps.consume(caller, input.stepUpToken, 'BULK_REVOKE_API_KEYS', p.operation_binding);
    const now = this.now();
    let op;
    try {
      op = await this.deps.repo.executeBulkRevocation(
        {
          id: `op_${randomUUID()}`,
          workspaceId: caller.workspaceId,
          userId: caller.userId,
          scope,
          operationBinding: p.operation_binding,
        },
        p.ids,
        new Date(now),
        (count) =>
          callerAuditEvent(caller, 'apikey.revoked', `workspace/${caller.workspaceId}`, {
            details: { bulk: true, scope, count },
          }),
      );
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const winner = await this.deps.repo.bulkRevocation(caller.workspaceId, p.operation_binding);
      if (!winner) throw e;
      return { affected_count: winner.affectedCount, idempotent_replay: true, operation_id: winner.id };
    }
    for (const id of p.ids) await this.deps.invalidation.keyRevoked(id);
    this.deps.log.info(
      {
        event: 'api_key.bulk_revoked',
        operationId: op.id,
        count: op.affectedCount,
        scope,
        workspaceId: caller.workspaceId,
      },
      'api keys revoked in bulk',
    );
    return { affected_count: op.affectedCount, idempotent_replay: false, operation_id: op.id };
  }
}

export function confirmationText(scope: BulkScope, n: number): string {
  return `REVOKE ${n} ${scope === 'SELF' ? 'OF MY' : 'WORKSPACE'} API KEYS`;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function quotaFor(cls: ApiKeyClass): number {
  return cls === 'SANDBOX' ? SPEC_LIMITS.sandboxRequestsPerWindow : 0;
}

function view(r: ApiKeyRow, owner: ApiKeyView['owner'], now: number): ApiKeyView {
  const expired = r.status === 'ACTIVE' && r.expiresAt !== null && r.expiresAt.getTime() <= now;
  return {
    id: r.id,
    org_id: r.organizationId,
    workspace_id: r.workspaceId,
    user_id: r.ownerUserId,
    name: r.name,
    key_class: r.keyClass,
    prefix: r.prefix,
    key_hint: r.hint,
    quota_per_day: r.quotaPerDay,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    expires_at: iso(r.expiresAt),
    last_used_at: iso(r.lastUsedAt),
    revoked_at: iso(r.revokedAt),
    status: expired ? 'EXPIRED' : r.status,
    owner,
  };
}
