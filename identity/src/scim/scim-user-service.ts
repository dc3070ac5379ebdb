/**
 * SCIM user provisioning (spec "States and transitions: SCIM-provisioned user"). Knows nothing
 * of HTTP: callers pass the verified token's tenancy and identity, parsed input, and the entity
 * tags of If-Match. Every change writes one audit row in the same transaction as the change;
 * a request that changes nothing writes nothing and keeps the version.
 *
 * Deliberate departure from RFC 7644 §3.6: DELETE is the spec's soft delete. The user becomes
 * suspended and stays readable (active false), because the spec lets a suspended user be
 * reactivated with PATCH active true; RFC 7644 would have every later request answer 404.
 */
import { ScimError, prefixedId, uuidv7, type Logger } from '@svc/core';
import { PROVISIONED_ROLE, USER_STATUS } from './scim-constants.ts';
import {
  type ScimUserRepository,
  StaleVersion,
  UserNameTaken,
  type AuditEntry,
  type Tenancy,
  type UserState,
} from './scim-user-repository.ts';
import { isActive, storedEmails, type ScimUserRecord } from './user-resource.ts';
import type { ScimEmail, ScimUserInput } from './user-input.ts';
import type { PatchableState } from './patch.ts';

/** Who is asking, from the verified access token, plus the request id for the audit trail. */
export interface ScimCaller extends Tenancy {
  userId: string;
  clientId: string | null;
  tokenId: string;
  requestId: string;
}

/** The If-Match header as entity tags (`*` matches any version); undefined when absent. */
export type IfMatch = string[] | undefined;

export interface ScimUserServiceOptions {
  /** Called after a user's status changed, so cached permissions drop it (this and other replicas). */
  onAccessChanged: (userId: string) => Promise<void> | void;
  log: Logger;
}

/** Attempts of a read-modify-write without If-Match before answering 409. */
const MAX_ATTEMPTS = 3;

const notFound = (id: string) => new ScimError(404, undefined, `User ${id} not found`);
const taken = () => new ScimError(409, 'uniqueness', 'userName is already in use in this workspace');
const preconditionFailed = () => new ScimError(412, undefined, 'the resource version does not match If-Match');

function matches(ifMatch: IfMatch, version: number): boolean {
  if (!ifMatch) return true;
  return ifMatch.some((tag) => tag === '*' || tag.replace(/^W\//, '') === `"${version}"`);
}

type Desired = UserState & { scimEmails: ScimEmail[] };

const current = (u: ScimUserRecord): Desired => ({
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  status: u.status,
  externalId: u.externalId,
  scimEmails: storedEmails(u),
});

/** Attributes that differ, as the audit's `{ from, to }` pairs (userName for the email column). */
function diff(before: Desired, after: Desired): AuditEntry['changes'] {
  const changes: AuditEntry['changes'] = {};
  for (const k of Object.keys(after) as (keyof Desired)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      changes[k === 'email' ? 'userName' : k] = { from: before[k], to: after[k] };
  }
  return changes;
}

export class ScimUserService {
  constructor(
    private repo: ScimUserRepository,
    private opts: ScimUserServiceOptions,
  ) {}

  /** none → active (or suspended with active false); WORKSPACE_VIEWER; no local password. */
  async create(caller: ScimCaller, input: ScimUserInput): Promise<ScimUserRecord> {
    const status = input.active === false ? USER_STATUS.suspended : USER_STATUS.active;
    const id = prefixedId('usr');
    const row = {
      id,
      email: input.userName,
      givenName: input.givenName,
      familyName: input.familyName,
      status,
      externalId: input.externalId,
      scimEmails: input.emails,
      provisionedBy: `scim:${caller.clientId ?? caller.userId}`,
      role: PROVISIONED_ROLE,
    };
    const created: Desired = {
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      status,
      externalId: row.externalId,
      scimEmails: row.scimEmails,
    };
    const audit = this.audit(
      caller,
      'scim.user.create',
      Object.fromEntries(
        Object.entries(created).map(([k, v]) => [k === 'email' ? 'userName' : k, { from: null, to: v }]),
      ),
    );
    try {
      return await this.repo.create(row, caller, audit);
    } catch (e) {
      if (e instanceof UserNameTaken) throw taken();
      throw e;
    }
  }

  async get(caller: ScimCaller, id: string): Promise<ScimUserRecord> {
    const u = await this.repo.byId(id, caller);
    if (!u) throw notFound(id);
    return u;
  }

  /** startIndex is 1-based; `userName` (already normalised) restricts to that one user. */
  async list(
    caller: ScimCaller,
    q: { startIndex: number; count: number; userName?: string },
  ): Promise<{ total: number; users: ScimUserRecord[] }> {
    if (q.userName !== undefined) {
      const u = await this.repo.byUserName(q.userName, caller);
      const all = u ? [u] : [];
      return { total: all.length, users: all.slice(q.startIndex - 1, q.startIndex - 1 + q.count) };
    }
    return this.repo.page(caller, q.startIndex - 1, q.count);
  }

  /**
   * PUT: replaces the consumed attributes. `active` left out keeps the current status: an
   * omission must not silently reactivate a suspended account (RFC 7644 §3.5.1 lets a provider
   * treat an omitted attribute as not asserted). Okta deactivates with PUT active false.
   */
  replace(caller: ScimCaller, id: string, input: ScimUserInput, ifMatch: IfMatch): Promise<ScimUserRecord> {
    return this.change(caller, id, 'scim.user.replace', ifMatch, (u) => ({
      email: input.userName,
      givenName: input.givenName,
      familyName: input.familyName,
      status: input.active === undefined ? u.status : input.active ? USER_STATUS.active : USER_STATUS.suspended,
      externalId: input.externalId,
      scimEmails: input.emails,
    }));
  }

  /** PATCH: `apply` folds every operation over the current state (pure; throws on a bad one). */
  patch(
    caller: ScimCaller,
    id: string,
    apply: (s: PatchableState) => PatchableState,
    ifMatch: IfMatch,
  ): Promise<ScimUserRecord> {
    return this.change(caller, id, 'scim.user.patch', ifMatch, (u) => {
      const next = apply({ givenName: u.givenName, familyName: u.familyName, active: isActive(u) });
      // A status other than ACTIVE/SUSPENDED (set outside SCIM) is kept unless `active` itself changes.
      const status = next.active === isActive(u) ? u.status : next.active ? USER_STATUS.active : USER_STATUS.suspended;
      return { ...current(u), givenName: next.givenName, familyName: next.familyName, status };
    });
  }

  /** DELETE: soft delete, i.e. suspend; record and audit trail are kept. */
  async remove(caller: ScimCaller, id: string, ifMatch: IfMatch): Promise<void> {
    await this.change(caller, id, 'scim.user.delete', ifMatch, (u) => ({
      ...current(u),
      status: USER_STATUS.suspended,
    }));
  }

  private async change(
    caller: ScimCaller,
    id: string,
    action: string,
    ifMatch: IfMatch,
    compute: (u: ScimUserRecord) => Desired,
  ): Promise<ScimUserRecord> {
    for (let attempt = 1; ; attempt++) {
      const u = await this.repo.byId(id, caller);
      if (!u) throw notFound(id);
      if (!matches(ifMatch, u.scimVersion)) throw preconditionFailed();
      const next = compute(u);
      const changes = diff(current(u), next);
      if (Object.keys(changes).length === 0) return u;
      try {
        const updated = await this.repo.update(id, caller, u.scimVersion, next, this.audit(caller, action, changes));
        if (changes.status) await this.accessChanged(id);
        return updated;
      } catch (e) {
        if (e instanceof UserNameTaken) throw taken();
        if (!(e instanceof StaleVersion)) throw e;
        // Changed by someone else between read and write: with If-Match the client's version is
        // now stale for sure; without it, re-read and re-apply a bounded number of times.
        if (ifMatch && !ifMatch.includes('*')) throw preconditionFailed();
        if (attempt >= MAX_ATTEMPTS)
          throw new ScimError(409, undefined, 'the user is being changed concurrently; retry');
      }
    }
  }

  private audit(caller: ScimCaller, action: string, changes: AuditEntry['changes']): AuditEntry {
    return {
      id: uuidv7(),
      action,
      actorUserId: caller.userId,
      actorClientId: caller.clientId,
      tokenId: caller.tokenId,
      requestId: caller.requestId,
      changes,
      occurredAt: new Date(),
    };
  }

  private async accessChanged(userId: string): Promise<void> {
    try {
      await this.opts.onAccessChanged(userId);
    } catch (e) {
      // The change is committed; cached permissions then expire on their own TTL.
      this.opts.log.warn({ err: (e as Error).message, userId }, 'access-changed notification failed');
    }
  }
}
