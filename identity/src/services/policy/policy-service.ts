/**
 * IAM-JSON access policies: authoring (versioned saves), listing, and the compiled statements
 * CheckPermission evaluates. An organization's policies are compiled once and cached for
 * POLICY_CACHE_TTL_MS; a save drops the cache here and, through POLICY_CHANGED_CHANNEL, on every
 * other identity replica. Writing needs svc:policy:policy:write in the caller's workspace; an
 * ORG-level policy also needs root_scope ORGANIZATION. Reading and previewing need svc:policy:policy:read.
 */
import { AppError, prefixedId, type Logger, type SharedStore, boundedCache } from '@svc/core';
import type { PolicyRepository } from '../../repositories/policy-repository.ts';
import { isUniqueViolation } from '../../repositories/api-key-repository.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import { invalidArgument, iso } from '../admin-values.ts';
import { compilePolicySource, type CompiledStatement } from './iam-json.ts';
import { lintPolicySource, type LintFinding } from './lint.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

/** Shared-store channel: JSON `{ "orgId"?: string }`; none = every organization. */
export const POLICY_CHANGED_CHANNEL = 'identity:policies-changed';

export const POLICY_PERMISSIONS = { read: 'svc:policy:policy:read', write: 'svc:policy:policy:write' } as const;

type PolicyRow = Awaited<ReturnType<PolicyRepository['ofOrganization']>>[number];

interface OrgPolicies {
  /** Latest version of each policy. */
  latest: PolicyRow[];
  org: CompiledStatement[];
  byWorkspace: Map<string, CompiledStatement[]>;
}

export interface PolicyView {
  policy_id: string;
  version: number;
  author_principal: string;
  created_at: string;
  level: string;
  scope_id: string;
  source: string;
  source_format: string;
}

export class PolicyService {
  private cache = boundedCache<string, { at: number; value: Promise<OrgPolicies> }>(10_000);

  constructor(
    private deps: {
      repo: PolicyRepository;
      guard: AccessGuard;
      audit: GovernanceAudit;
      store: SharedStore;
      log: Logger;
      ttlMs: number;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  private load(orgId: string): Promise<OrgPolicies> {
    const now = this.now();
    const hit = this.cache.get(orgId);
    if (hit && now - hit.at < this.deps.ttlMs) return hit.value;
    const value = (async () => {
      const rows = await this.deps.repo.ofOrganization(orgId);
      const latest: PolicyRow[] = [];
      for (const r of rows) if (latest.at(-1)?.id !== r.id) latest.push(r); // rows are (id asc, version desc)
      const org: CompiledStatement[] = [];
      const byWorkspace = new Map<string, CompiledStatement[]>();
      for (const p of latest) {
        let compiled: CompiledStatement[];
        try {
          compiled = compilePolicySource(p.source, p.sourceFormat, `${p.id}@v${p.version}`);
        } catch (e) {
          // Stored sources were validated on save; one that no longer compiles denies nothing silently.
          this.deps.log.error(
            { policyId: p.id, version: p.version, err: (e as Error).message },
            'stored policy does not compile; skipped',
          );
          continue;
        }
        if (p.workspaceId) byWorkspace.set(p.workspaceId, [...(byWorkspace.get(p.workspaceId) ?? []), ...compiled]);
        else org.push(...compiled);
      }
      return { latest, org, byWorkspace };
    })();
    if (this.deps.ttlMs > 0) {
      this.cache.set(orgId, { at: now, value });
      value.catch(() => this.cache.get(orgId)?.value === value && this.cache.delete(orgId));
    }
    return value;
  }

  /** The statements in force for a workspace: its organization's and its own. */
  async statementsFor(orgId: string, workspaceId: string): Promise<CompiledStatement[]> {
    const p = await this.load(orgId);
    const ws = p.byWorkspace.get(workspaceId);
    return ws ? (p.org.length ? [...p.org, ...ws] : ws) : p.org;
  }

  invalidate(orgId?: string) {
    if (orgId) this.cache.delete(orgId);
    else this.cache.clear();
  }

  onMessage(message: string) {
    try {
      const m = JSON.parse(message) as { orgId?: unknown };
      this.invalidate(typeof m.orgId === 'string' ? m.orgId : undefined);
    } catch {
      this.invalidate();
    }
  }

  async save(
    caller: Caller,
    input: { policyId?: string; level: string; source: string; sourceFormat: string },
  ): Promise<PolicyView> {
    if (input.level !== 'ORG' && input.level !== 'WORKSPACE')
      throw invalidArgument('level', 'level must be ORG or WORKSPACE');
    await this.deps.guard.require(caller, POLICY_PERMISSIONS.write);
    if (input.level === 'ORG' && !(await this.deps.guard.organizationWide(caller)))
      throw new AppError('SVC-AUTH-1008', 'organization-level policies need root_scope ORGANIZATION');
    const workspaceId = input.level === 'WORKSPACE' ? caller.workspaceId : null;
    let id = input.policyId || '';
    let version = 1;
    if (id) {
      const prev = await this.deps.repo.latest(id);
      if (!prev || prev.organizationId !== caller.orgId) throw new AppError('SVC-VALID-4041', 'policy not found');
      if (prev.workspaceId && prev.workspaceId !== caller.workspaceId) throw new AppError('SVC-AUTH-1005');
      if (prev.level !== input.level)
        throw invalidArgument('level', 'a policy keeps its level; create a new policy instead');
      version = prev.version + 1;
    } else id = prefixedId('pol');
    compilePolicySource(input.source ?? '', input.sourceFormat, `${id}@v${version}`);
    let row;
    try {
      row = await this.deps.repo.create(
        {
          id,
          version,
          organizationId: caller.orgId,
          workspaceId,
          level: input.level,
          source: input.source,
          sourceFormat: input.sourceFormat,
          authorPrincipal: `orn:svc:iam:${caller.orgId}:user/${caller.userId}`,
        },
        this.deps.audit.hook({
          action: version === 1 ? 'policy.created' : 'policy.updated',
          organizationId: caller.orgId,
          workspaceId: caller.workspaceId,
          actorPrincipal: userPrincipal(caller.userId),
          resourceOrn: `policy/${id}`,
          details: { version, level: input.level, sourceFormat: input.sourceFormat },
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e))
        throw invalidArgument('policy_id', 'the policy was changed concurrently; read it again');
      throw e;
    }
    this.invalidate(caller.orgId);
    try {
      await this.deps.store.publish(POLICY_CHANGED_CHANNEL, JSON.stringify({ orgId: caller.orgId }));
    } catch (e) {
      this.deps.log.error(
        { err: (e as Error).message },
        'policy change not published; other replicas pick it up on cache expiry',
      );
    }
    this.deps.log.info(
      { event: 'policy.saved', policyId: id, version, level: input.level, by: caller.userId },
      'policy saved',
    );
    return view(row);
  }

  /**
   * One version of a policy (the latest when `version` is 0) the caller may see: its
   * organization's, and another workspace's only with root_scope ORGANIZATION; null otherwise.
   */
  async get(caller: Caller, policyId: string, version: number): Promise<PolicyView | null> {
    await this.deps.guard.require(caller, POLICY_PERMISSIONS.read);
    const row = version > 0 ? await this.deps.repo.version(policyId, version) : await this.deps.repo.latest(policyId);
    if (!row || row.organizationId !== caller.orgId) return null;
    if (row.workspaceId && row.workspaceId !== caller.workspaceId && !(await this.deps.guard.organizationWide(caller)))
      return null;
    return view(row);
  }

  /** Static findings for a source (lint.ts); reading permission, nothing stored. */
  async lint(caller: Caller, source: string, sourceFormat: string): Promise<LintFinding[]> {
    await this.deps.guard.require(caller, POLICY_PERMISSIONS.read);
    return lintPolicySource(source ?? '', sourceFormat);
  }

  /** The latest version of each policy of one scope: the organization's own (workspaceId null) or a workspace's. */
  async latestOfScope(orgId: string, workspaceId: string | null): Promise<PolicyView[]> {
    return (await this.load(orgId)).latest.filter((p) => p.workspaceId === workspaceId).map(view);
  }

  async list(caller: Caller): Promise<PolicyView[]> {
    await this.deps.guard.require(caller, POLICY_PERMISSIONS.read);
    const wide = await this.deps.guard.organizationWide(caller);
    return (await this.load(caller.orgId)).latest
      .filter((p) => !p.workspaceId || wide || p.workspaceId === caller.workspaceId)
      .map(view);
  }
}

function view(p: PolicyRow): PolicyView {
  return {
    policy_id: p.id,
    version: p.version,
    author_principal: p.authorPrincipal,
    created_at: iso(p.createdAt),
    level: p.level,
    scope_id: p.workspaceId ?? p.organizationId,
    source: p.source,
    source_format: p.sourceFormat,
  };
}
