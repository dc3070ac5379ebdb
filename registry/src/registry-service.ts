/**
 * What the registry does, transport aside: check, publish, delete, roll back, name an owner, read.
 * Every change composes the variant's full subgraph set as it would be afterwards and is refused
 * (nothing stored) unless that composes and passes the gateway's checks. Publishes to one variant
 * run one at a time in this process (a queue per variant), and across replicas the commit's
 * compare-and-set makes a loser compose again on top of the winner (registry-repository.ts).
 */
import { AppError } from '@svc/core';
import { composeSet, type Problem, type SubgraphSet } from './compose/composition.ts';
import { countChanges, schemaChanges, type SchemaChange } from './compose/changes.ts';
import type { AuditEvent, NewVersion, RegistryRepository, VersionRow } from './store/registry-repository.ts';
import type { Caller } from './auth/token-verifier.ts';
import { UsageCheck, breakingRefusal } from './usage/usage-check.ts';
import type { CoordinateUse, UsageSource } from './usage/usage-source.ts';

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  changes: SchemaChange[];
  summary: { breaking: number; dangerous: number; safe: number };
  /** The usage window the breaking changes were looked up in, and how many of them block. */
  usage: { days: number; since: string; blocking: number };
}

export interface PublishResult {
  version: number;
  sha256: string;
  changes: SchemaChange[];
  unchanged: boolean;
}

const orn = (variant: string, what: string) => `orn:svc:registry:${variant}:${what}`;

function refused(problems: Problem[]): AppError {
  const code = problems.every((p) => p.kind === 'scopes') ? 'SVC-REGISTRY-SCOPES' : 'SVC-REGISTRY-COMPOSITION';
  const first = problems[0];
  return new AppError(
    code,
    `${first.coordinate ? `${first.coordinate}: ` : ''}${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
    {
      errors: problems.slice(0, 100).map((p) => ({
        kind: p.kind,
        coordinate: p.coordinate,
        subgraph: p.subgraph,
        message: p.message.slice(0, 1000),
      })),
    },
  );
}

export class RegistryService {
  private queues = new Map<string, Promise<unknown>>();
  private usage: UsageCheck;

  /**
   * `sources`: where usage comes from (recorded operations first, then e.g. trusted documents);
   * `usageDays`: the window a publish looks up usage in.
   */
  constructor(
    private repo: RegistryRepository,
    private opts: { retries: number; usageDays: number },
    sources: UsageSource[] = [],
  ) {
    this.usage = new UsageCheck(sources);
  }

  /** Runs `fn` after every earlier change to `variant` in this process has finished. */
  private serial<T>(variant: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(variant) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => {});
    this.queues.set(variant, tail);
    void tail.then(() => {
      if (this.queues.get(variant) === tail) this.queues.delete(variant);
    });
    return run;
  }

  private audit(
    caller: Caller,
    action: AuditEvent['action'],
    resource: string,
    details: AuditEvent['details'],
  ): AuditEvent {
    return {
      action,
      organizationId: caller.orgId,
      workspaceId: caller.workspaceId,
      actorPrincipal: caller.principal,
      resourceOrn: resource,
      details,
    };
  }

  /** Composes `change(current)` on the latest version and commits it, again on a lost race. */
  private async change(
    variant: string,
    build: (
      current: VersionRow | null,
    ) => { set: SubgraphSet; next: Omit<NewVersion, 'supergraphSdl' | 'sha256' | 'subgraphs'> } | null,
    /** Runs before the commit on the composed result; throws to refuse it. Returns the changes. */
    guard?: (current: VersionRow | null, supergraphSdl: string) => Promise<SchemaChange[]>,
  ): Promise<PublishResult> {
    return this.serial(variant, async () => {
      for (let attempt = 0; attempt < this.opts.retries; attempt++) {
        const current = await this.repo.current(variant);
        const plan = build(current);
        if (!plan) return { version: current!.version, sha256: current!.sha256, changes: [], unchanged: true };
        const composed = await composeSet(plan.set);
        if (!composed.ok) throw refused(composed.problems);
        const checked = guard ? await guard(current, composed.supergraphSdl) : null;
        const version = await this.repo.commit(variant, current?.version ?? 0, {
          ...plan.next,
          supergraphSdl: composed.supergraphSdl,
          sha256: composed.sha256,
          subgraphs: plan.set,
        });
        if (version !== null)
          return {
            version,
            sha256: composed.sha256,
            changes: checked ?? (await schemaChanges(current?.supergraphSdl ?? null, composed.supergraphSdl)),
            unchanged: false,
          };
      }
      throw new AppError('SVC-REGISTRY-CONFLICT');
    });
  }

  private async assertOwner(caller: Caller, variant: string, subgraph: string): Promise<void> {
    const owner = await this.repo.owner(variant, subgraph);
    if (owner !== null && owner !== caller.clientId)
      throw new AppError(
        'SVC-REGISTRY-NOT-OWNER',
        `subgraph ${subgraph} of variant ${variant} is owned by another client`,
        { subgraph },
      );
  }

  async check(
    variant: string,
    subgraph: string,
    sdl: string,
    routingUrl?: string,
    usageDays = this.opts.usageDays,
  ): Promise<CheckResult> {
    const current = await this.repo.current(variant);
    const set: SubgraphSet = { ...(current?.subgraphs ?? {}) };
    set[subgraph] = { sdl, routingUrl: routingUrl ?? set[subgraph]?.routingUrl ?? 'http://localhost/graphql' };
    const composed = await composeSet(set);
    const since = new Date(Date.now() - usageDays * 86_400_000).toISOString();
    if (!composed.ok)
      return {
        ok: false,
        problems: composed.problems,
        changes: [],
        summary: { breaking: 0, dangerous: 0, safe: 0 },
        usage: { days: usageDays, since, blocking: 0 },
      };
    const changes = await schemaChanges(current?.supergraphSdl ?? null, composed.supergraphSdl);
    const { blocking } = await this.usage.annotate(variant, changes, current?.supergraphSdl ?? null, usageDays);
    return {
      ok: blocking.length === 0,
      problems: [],
      changes,
      summary: countChanges(changes),
      usage: { days: usageDays, since, blocking: blocking.length },
    };
  }

  /** Who used `coordinate` of `variant` in the last `days` (every usage source). */
  async coordinateUsage(variant: string, coordinate: string, days: number) {
    const since = new Date(Date.now() - days * 86_400_000);
    const uses: CoordinateUse[] = (await this.usage.usesOf(variant, [coordinate], since)).get(coordinate) ?? [];
    return {
      variant,
      coordinate,
      days,
      since: since.toISOString(),
      total: uses.reduce((n, u) => n + u.count, 0),
      clients: summariseClients(uses),
      uses,
    };
  }

  async publish(
    caller: Caller,
    variant: string,
    subgraph: string,
    sdl: string,
    routingUrl: string,
  ): Promise<PublishResult> {
    await this.assertOwner(caller, variant, subgraph);
    // A breaking change that an operation used in the window refuses the publish (no override).
    const guard = async (current: VersionRow | null, supergraphSdl: string) => {
      const changes = await schemaChanges(current?.supergraphSdl ?? null, supergraphSdl);
      const days = this.opts.usageDays;
      const { blocking } = await this.usage.annotate(variant, changes, current?.supergraphSdl ?? null, days);
      if (blocking.length) throw breakingRefusal(blocking, days);
      return changes;
    };
    return this.change(
      variant,
      (current) => {
        const prior = current?.subgraphs[subgraph];
        if (prior && prior.sdl === sdl && prior.routingUrl === routingUrl) return null;
        return {
          set: { ...(current?.subgraphs ?? {}), [subgraph]: { sdl, routingUrl } },
          next: {
            action: 'publish',
            subgraph,
            actorClientId: caller.clientId,
            claim: { subgraph, clientId: caller.clientId },
            mustOwn: [subgraph],
            audit: (version) =>
              this.audit(caller, 'registry.subgraph.published', orn(variant, `subgraph/${subgraph}`), {
                variant,
                subgraph,
                version,
              }),
          },
        };
      },
      guard,
    );
  }

  async deleteSubgraph(caller: Caller, variant: string, subgraph: string): Promise<PublishResult> {
    await this.assertOwner(caller, variant, subgraph);
    return this.change(variant, (current) => {
      if (!current?.subgraphs[subgraph])
        throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no subgraph ${subgraph}`);
      const set = { ...current.subgraphs };
      delete set[subgraph];
      return {
        set,
        next: {
          action: 'delete',
          subgraph,
          actorClientId: caller.clientId,
          release: subgraph,
          mustOwn: [subgraph],
          audit: (version) =>
            this.audit(caller, 'registry.subgraph.deleted', orn(variant, `subgraph/${subgraph}`), {
              variant,
              subgraph,
              version,
            }),
        },
      };
    });
  }

  /**
   * A new version with the subgraph set of `target`. The caller must own every subgraph the
   * rollback changes, unless it is an organization admin.
   */
  async rollback(caller: Caller, variant: string, target: number): Promise<PublishResult> {
    const to = await this.repo.version(variant, target);
    if (!to) throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no version ${target}`);
    return this.change(variant, (current) => {
      const names = new Set([...Object.keys(current?.subgraphs ?? {}), ...Object.keys(to.subgraphs)]);
      const changed = [...names].filter(
        (n) => JSON.stringify(current?.subgraphs[n] ?? null) !== JSON.stringify(to.subgraphs[n] ?? null),
      );
      return {
        set: to.subgraphs,
        next: {
          action: 'rollback',
          subgraph: null,
          actorClientId: caller.clientId,
          mustOwn: caller.orgAdmin ? [] : changed,
          audit: (version) =>
            this.audit(caller, 'registry.supergraph.rolled_back', orn(variant, 'supergraph'), {
              variant,
              version,
              restored: target,
            }),
        },
      };
    });
  }

  /** Names a subgraph's owner (organization admins only). */
  async setOwner(caller: Caller, variant: string, subgraph: string, clientId: string): Promise<void> {
    if (!caller.orgAdmin) throw new AppError('SVC-AUTH-1008', 'only an organization admin may name a subgraph owner');
    await this.repo.setOwner(
      variant,
      subgraph,
      clientId,
      this.audit(caller, 'registry.subgraph.owner_set', orn(variant, `subgraph/${subgraph}`), {
        variant,
        subgraph,
        owner: clientId,
      }),
    );
  }

  async current(variant: string): Promise<VersionRow> {
    const v = await this.repo.current(variant);
    if (!v) throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no supergraph yet`);
    return v;
  }

  async version(variant: string, version: number): Promise<VersionRow> {
    const v = await this.repo.version(variant, version);
    if (!v) throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no version ${version}`);
    return v;
  }

  history(variant: string, limit: number) {
    return this.repo.history(variant, limit);
  }

  async diff(variant: string, from: number, to: number): Promise<SchemaChange[]> {
    const [a, b] = await Promise.all([this.version(variant, from), this.version(variant, to)]);
    return schemaChanges(a.supergraphSdl, b.supergraphSdl);
  }

  async subgraphs(variant: string): Promise<{ name: string; routingUrl: string; owner: string | null; sdl: string }[]> {
    const [cur, owners] = await Promise.all([this.repo.current(variant), this.repo.owners(variant)]);
    return Object.entries(cur?.subgraphs ?? {}).map(([name, s]) => ({
      name,
      routingUrl: s.routingUrl,
      owner: owners.get(name) ?? null,
      sdl: s.sdl,
    }));
  }
}

/** Uses by client name and version, largest first. */
function summariseClients(uses: CoordinateUse[]) {
  const by = new Map<
    string,
    { client: string; clientVersion: string | null; count: number; lastSeen: string | null }
  >();
  for (const u of uses) {
    const k = `${u.client}\n${u.clientVersion ?? ''}`;
    const c = by.get(k) ?? { client: u.client, clientVersion: u.clientVersion, count: 0, lastSeen: null };
    c.count += u.count;
    if (u.lastSeen && (!c.lastSeen || u.lastSeen > c.lastSeen)) c.lastSeen = u.lastSeen;
    by.set(k, c);
  }
  return [...by.values()].sort((a, b) => b.count - a.count);
}
