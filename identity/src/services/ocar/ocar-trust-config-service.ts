/**
 * The OCAR trust configuration of the caller's workspace (Document 1, "States and transitions:
 * OCAR trust configuration"), served over receipts.v1.OcarConfigService for the receipts subgraph.
 *
 * - Reading needs svc:receipts:trust_config:read. Every change needs the role WORKSPACE_ADMIN,
 *   ORG_ADMIN or SUPER_ADMIN in the workspace (SVC-AUTH-1008) and a step-up of scope
 *   CONFIGURE_OCAR_TRUST_MODE whose operation binding is re-derived here from the mutation's own
 *   input (trust-config-change.ts: setBinding, promoteBinding, clearBinding), so a step-up minted
 *   for another change, or none, is SVC-OCAR-7724.
 * - set (the first), raise threshold, add receiver: applied at once. Lower threshold, remove a
 *   receiver, clear: stored as the pending change (`pending: true`, the applied one unchanged)
 *   until promoteOcarTrustConfig by another admin (the maker: SVC-OCAR-7727) with another step-up
 *   session (the maker's: SVC-OCAR-7726). Nothing pending: SVC-OCAR-7725.
 * - A change while one is pending: a strengthening one is applied and discards the pending
 *   change (it weakened the configuration it was made against); a weakening one replaces it.
 * - Every transition names the version it is based on; any other is SVC-OCAR-7723 (retryable)
 *   and changes nothing, not even the step-up. The version rises by exactly one per transition.
 * - Every transition appends its audit event in its own transaction.
 */
import { AppError, type Logger } from '@svc/core';
import type {
  OcarTrustConfigRepository,
  OcarTrustConfigRow,
  OcarTrustConfigWrite,
  OcarTransaction,
} from '../../repositories/ocar-trust-config-repository.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import type { StepUpService } from '../step-up-service.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';
import type { AuditAction } from '../../audit/index.ts';
import {
  CLEARED,
  clearBinding,
  configCid,
  isWeakening,
  normalizeConfig,
  promoteBinding,
  setBinding,
  type TrustConfigContent,
} from './trust-config-change.ts';

export const OCAR_ADMIN_ROLES = ['WORKSPACE_ADMIN', 'ORG_ADMIN', 'SUPER_ADMIN'] as const;
export const OCAR_READ_PERMISSION = 'svc:receipts:trust_config:read';
const STEP_UP_SCOPE = 'CONFIGURE_OCAR_TRUST_MODE';
const VERSION = /^(0|[1-9][0-9]{0,19})$/;

export interface TrustConfigInput {
  threshold: unknown;
  receivers: unknown;
  expectedVersion: string | null;
}

/** The GraphQL OcarTrustConfig (as the proto message): the applied configuration and whether a change is pending. */
export interface TrustConfigView {
  config_cid: string;
  pending: boolean;
  receivers: { receiver_id: string; public_key_hex: string }[];
  threshold: number;
  updated_at: string;
  updated_by: string;
  version: string;
}

export function view(r: OcarTrustConfigRow): TrustConfigView {
  return {
    config_cid: r.applied.cid,
    pending: r.pending !== null,
    receivers: r.applied.receivers.map((x) => ({ receiver_id: x.receiverId, public_key_hex: x.publicKeyHex })),
    threshold: r.applied.threshold,
    updated_at: String(Math.floor(r.updatedAt.getTime() / 1000)),
    updated_by: r.updatedBy,
    version: String(r.version),
  };
}

/** An expected version as sent: absent (null or empty) or a positive decimal. */
function expected(v: string | null | undefined, argument: string): bigint | null {
  if (v === null || v === undefined || v === '') return null;
  if (!VERSION.test(v)) throw new AppError('SVC-VALID-4000', `${argument} must be a version as answered`, { argument });
  return BigInt(v);
}

const withCid = (c: TrustConfigContent) => ({ ...c, cid: configCid(c) });

export class OcarTrustConfigService {
  constructor(
    private d: {
      repo: OcarTrustConfigRepository;
      guard: AccessGuard;
      stepUps: StepUpService;
      audit: GovernanceAudit;
      log: Logger;
    },
  ) {}

  async get(caller: Caller): Promise<TrustConfigView | null> {
    await this.d.guard.require(caller, OCAR_READ_PERMISSION);
    const r = await this.d.repo.ofWorkspace(caller.workspaceId);
    return r ? view(r) : null;
  }

  async set(caller: Caller, input: TrustConfigInput, stepUpToken: string): Promise<TrustConfigView> {
    await this.requireAdmin(caller);
    const next = withCid(normalizeConfig(input));
    const base = expected(input.expectedVersion, 'input.expectedVersion');
    const binding = setBinding(base === null ? null : String(base), next.cid);
    return this.transition(caller, base, stepUpToken, binding, async (current, spend) => {
      await spend();
      if (current && isWeakening(current.applied, next))
        return { kind: next.receivers.length === 0 ? 'cleared' : 'weakened', write: this.pend(caller, current, next) };
      return {
        kind: current ? 'strengthened' : 'set',
        write: { applied: next, pending: null, updatedBy: caller.userId },
      };
    });
  }

  async clear(caller: Caller, expectedVersion: string, stepUpToken: string): Promise<TrustConfigView> {
    await this.requireAdmin(caller);
    const base = expected(expectedVersion, 'expectedVersion');
    if (base === null)
      throw new AppError('SVC-VALID-4000', 'expectedVersion is required', { argument: 'expectedVersion' });
    return this.transition(caller, base, stepUpToken, clearBinding(String(base)), async (current, spend) => {
      await spend();
      return { kind: 'cleared', write: this.pend(caller, current!, withCid(CLEARED)) };
    });
  }

  async promote(caller: Caller, expectedVersion: string, stepUpToken: string): Promise<TrustConfigView> {
    await this.requireAdmin(caller);
    const base = expected(expectedVersion, 'expectedVersion');
    if (base === null)
      throw new AppError('SVC-VALID-4000', 'expectedVersion is required', { argument: 'expectedVersion' });
    return this.transition(caller, base, stepUpToken, promoteBinding(String(base)), async (current, spend, grantId) => {
      const p = current!.pending;
      if (!p) throw new AppError('SVC-OCAR-7725');
      if (p.makerUserId === caller.userId)
        throw new AppError('SVC-OCAR-7727', 'the approver must be an admin other than the maker');
      if (grantId !== null && p.stepUpId === grantId)
        throw new AppError('SVC-OCAR-7726', "the maker's step-up session cannot approve the change");
      await spend();
      return {
        kind: 'promoted',
        write: {
          applied: { threshold: p.threshold, receivers: p.receivers, cid: p.cid },
          pending: null,
          updatedBy: caller.userId,
        },
      };
    });
  }

  /** The change as pending, the applied configuration unchanged (the maker's grant id is filled in by `transition`). */
  private pend(
    caller: Caller,
    current: OcarTrustConfigRow,
    next: TrustConfigContent & { cid: string },
  ): OcarTrustConfigWrite {
    return {
      applied: current.applied,
      pending: { ...next, makerUserId: caller.userId, stepUpId: '' },
      updatedBy: caller.userId,
    };
  }

  private async requireAdmin(caller: Caller): Promise<void> {
    const a = await this.d.guard.access(caller);
    if (!a.exists || !a.active || !a.roles.some((r) => (OCAR_ADMIN_ROLES as readonly string[]).includes(r))) {
      throw new AppError(
        'SVC-AUTH-1008',
        'changing the trust configuration needs WORKSPACE_ADMIN, ORG_ADMIN or SUPER_ADMIN',
      );
    }
  }

  /**
   * One transition: locks the row, checks the version (SVC-OCAR-7723; none ever set: only the
   * first set, with no expected version, passes), runs `decide` (which spends the step-up through
   * `spend`, SVC-OCAR-7724 when it does not match), writes, audits.
   */
  private async transition(
    caller: Caller,
    base: bigint | null,
    stepUpToken: string,
    binding: string,
    decide: (
      current: OcarTrustConfigRow | null,
      spend: () => Promise<void>,
      grantId: string | null,
    ) => Promise<{ kind: string; write: OcarTrustConfigWrite }>,
  ): Promise<TrustConfigView> {
    const grantId = this.d.stepUps.grantIdOf(stepUpToken);
    let kind = '';
    let written: OcarTrustConfigWrite | null = null;
    const row = await this.d.repo.transition(
      caller.workspaceId,
      caller.orgId,
      async (current: OcarTrustConfigRow | null, tx: OcarTransaction) => {
        if ((current?.version ?? null) !== base)
          throw new AppError(
            'SVC-OCAR-7723',
            `the trust configuration is at version ${current ? String(current.version) : 'none'}`,
          );
        const spend = async () => {
          const ok =
            grantId !== null &&
            (await tx.spendStepUp(
              grantId,
              {
                userId: caller.userId,
                workspaceId: caller.workspaceId,
                scope: STEP_UP_SCOPE,
                operationBinding: binding,
              },
              this.d.stepUps.clockNow(),
            ));
          if (!ok) throw new AppError('SVC-OCAR-7724', `needs a ${STEP_UP_SCOPE} step-up bound to ${binding}`);
        };
        const decided = await decide(current, spend, grantId);
        kind = decided.kind;
        written = decided.write;
        // The maker's step-up session, so the approver's must be another one (SVC-OCAR-7726).
        if (decided.write.pending) decided.write.pending.stepUpId = grantId!;
        return decided.write;
      },
      (version) =>
        this.d.audit.hook({
          action: actionOf(kind),
          organizationId: caller.orgId,
          workspaceId: caller.workspaceId,
          actorPrincipal: userPrincipal(caller.userId),
          resourceOrn: `ocar-trust-config/${caller.workspaceId}`,
          details: {
            change: kind,
            version: String(version),
            configCid: written!.pending?.cid ?? written!.applied.cid,
            threshold: written!.pending?.threshold ?? written!.applied.threshold,
          },
        }),
    );
    this.d.log.info(
      {
        event: `ocar_trust_config.${kind}`,
        workspaceId: caller.workspaceId,
        version: String(row.version),
        by: caller.userId,
      },
      'OCAR trust configuration changed',
    );
    return view(row);
  }
}

function actionOf(kind: string): AuditAction {
  if (kind === 'promoted') return 'governance.ocar_trust_config.promoted';
  if (kind === 'weakened' || kind === 'cleared') return 'governance.ocar_trust_config.change_pending';
  return 'governance.ocar_trust_config.applied';
}
