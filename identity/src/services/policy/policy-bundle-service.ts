/**
 * Signed policy bundles (GraphQL publishPolicyBundle, policyBundleVersions; `svc-policy-bundle-v1`).
 * A bundle is the latest version of every policy of one cascade scope — ORG (the organization's
 * own policies; publishing needs root_scope ORGANIZATION) or WORKSPACE (the caller's workspace) —
 * frozen into a manifest, encoded as deterministic CBOR (RFC 8949 §4.2.1, cborg) and signed with
 * Ed25519 by the platform's signing key (the audit trail's key file; `keyVersion` counts its keys,
 * 1 for the first). The signature covers the UTF-8 of `svc-policy-bundle-v1`, one zero byte, then
 * the encoded manifest. PLATFORM is the platform operator's layer: no tenant publishes it.
 *
 * Manifest (a CBOR map; byte strings where the GraphQL view shows hex): dsTag, bundleVersion,
 * cascadeLevel, scopeId, createdAt (RFC 3339), keyVersion, signerPub, sourceSha256 (SHA-256 of the
 * CBOR array of [policyId, version, sourceFormat, source] sorted by policy id), parentLayerSha256
 * (SHA-256 of the encoded manifest of the organization's latest ORG bundle for a WORKSPACE bundle;
 * empty when there is none, and for ORG, whose parent would be the platform layer), policies
 * ([policyId, version, SHA-256 of the source]), and abiVersion, compilerToolchain, wasmSha256 —
 * EMPTY: the platform has no policy compiler, the bundle carries IAM-JSON sources that identity
 * evaluates itself, and nothing is claimed about an artifact that does not exist.
 *
 * Versions are 1, 2, … per scope, exact under parallel publishers (the repository's scope lock).
 * Every publish appends `policy.bundle_published` in its transaction.
 */
import { createHash, sign } from 'node:crypto';
import { encode, rfc8949EncodeOptions } from 'cborg';
import { AppError, type Logger } from '@svc/core';
import type { PolicyBundleRepository, PolicyBundleRow } from '../../repositories/policy-bundle-repository.ts';
import type { AuditKeyProvider } from '../../audit/index.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import type { PolicyService } from './policy-service.ts';
import { invalidArgument } from '../admin-values.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

export const DS_TAG = 'svc-policy-bundle-v1';
export const BUNDLE_PERMISSIONS = { read: 'svc:policy:bundle:read', create: 'svc:policy:bundle:create' } as const;

const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The bytes the signature covers. */
export function signedBytes(encoded: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(DS_TAG, 'utf8'), Buffer.from([0]), encoded]);
}

export interface BundleManifestView {
  abi_version: string;
  bundle_version: number;
  cascade_level: string;
  compiler_toolchain: string;
  created_at: string;
  ds_tag: string;
  encoded_cbor_b64: string;
  key_version: number;
  parent_layer_sha256: string;
  scope_id: string;
  sig: string;
  signer_pub: string;
  source_sha256: string;
  wasm_sha256: string;
}

export function manifestView(r: PolicyBundleRow): BundleManifestView {
  return {
    abi_version: '',
    bundle_version: r.version,
    cascade_level: r.scopeLevel,
    compiler_toolchain: '',
    created_at: r.createdAt.toISOString(),
    ds_tag: DS_TAG,
    encoded_cbor_b64: Buffer.from(r.encodedCbor).toString('base64'),
    key_version: r.keyVersion,
    parent_layer_sha256: r.parentLayerSha256,
    scope_id: r.scopeId,
    sig: r.sig,
    signer_pub: r.signerPub,
    source_sha256: r.sourceSha256,
    wasm_sha256: '',
  };
}

export class PolicyBundleService {
  constructor(
    private d: {
      repo: PolicyBundleRepository;
      policies: PolicyService;
      guard: AccessGuard;
      keys: AuditKeyProvider;
      audit: GovernanceAudit;
      log: Logger;
    },
  ) {}

  /** The caller's scope at `level`; PLATFORM is not a tenant's (SVC-AUTH-1008). */
  private async scopeOf(
    caller: Caller,
    level: string,
    publishing: boolean,
  ): Promise<{ level: 'ORG' | 'WORKSPACE'; scopeId: string }> {
    if (level === 'PLATFORM')
      throw new AppError('SVC-AUTH-1008', 'the platform layer is published by the platform operator');
    if (level === 'WORKSPACE') return { level, scopeId: caller.workspaceId };
    if (level !== 'ORG') throw invalidArgument('level', 'level must be PLATFORM, ORG or WORKSPACE');
    if (publishing && !(await this.d.guard.organizationWide(caller)))
      throw new AppError('SVC-AUTH-1008', 'publishing the organization layer needs root_scope ORGANIZATION');
    return { level, scopeId: caller.orgId };
  }

  async publish(caller: Caller, level: string) {
    await this.d.guard.require(caller, BUNDLE_PERMISSIONS.create);
    const scope = await this.scopeOf(caller, level, true);
    const policies = (
      await this.d.policies.latestOfScope(caller.orgId, scope.level === 'WORKSPACE' ? caller.workspaceId : null)
    ).sort((a, b) => (a.policy_id < b.policy_id ? -1 : a.policy_id > b.policy_id ? 1 : 0));
    const sourceSha256 = hex(
      sha256(
        encode(
          policies.map((p) => [p.policy_id, p.version, p.source_format, p.source]),
          rfc8949EncodeOptions,
        ),
      ),
    );
    const { row, fromVersion } = await this.d.repo.publish(
      scope.level,
      scope.scopeId,
      async (version, createdAt, tx) => {
        const key = this.d.keys.signingKey();
        const all = this.d.keys.allKeys();
        const keyVersion = all.length - all.findIndex((k) => k.keyId === key.keyId);
        const parent = scope.level === 'WORKSPACE' ? await this.d.repo.latestIn(tx, 'ORG', caller.orgId) : null;
        const parentLayerSha256 = parent ? hex(sha256(parent.encodedCbor)) : '';
        const encoded = encode(
          {
            dsTag: DS_TAG,
            bundleVersion: version,
            cascadeLevel: scope.level,
            scopeId: scope.scopeId,
            createdAt: createdAt.toISOString(),
            keyVersion,
            signerPub: Buffer.from(key.publicKeyHex, 'hex'),
            sourceSha256: Buffer.from(sourceSha256, 'hex'),
            parentLayerSha256: Buffer.from(parentLayerSha256, 'hex'),
            policies: policies.map((p) => [p.policy_id, p.version, sha256(p.source)]),
            abiVersion: '',
            compilerToolchain: '',
            wasmSha256: new Uint8Array(0),
          },
          rfc8949EncodeOptions,
        );
        return {
          scopeLevel: scope.level,
          scopeId: scope.scopeId,
          organizationId: caller.orgId,
          encodedCbor: Buffer.from(encoded),
          sig: hex(sign(null, signedBytes(encoded), key.privateKey)),
          signerPub: key.publicKeyHex,
          keyVersion,
          sourceSha256,
          parentLayerSha256,
          publishedBy: caller.userId,
        };
      },
      (version) =>
        this.d.audit.hook({
          action: 'policy.bundle_published',
          organizationId: caller.orgId,
          workspaceId: caller.workspaceId,
          actorPrincipal: userPrincipal(caller.userId),
          resourceOrn: `policy-bundle/${scope.level}/${scope.scopeId}`,
          details: { version, policies: policies.length, sourceSha256 },
        }),
    );
    this.d.log.info(
      {
        event: 'policy.bundle_published',
        level: scope.level,
        scopeId: scope.scopeId,
        version: row.version,
        by: caller.userId,
      },
      'policy bundle published',
    );
    return {
      from_version: fromVersion,
      to_version: row.version,
      published_at: row.createdAt.toISOString(),
      level: scope.level,
      scope_id: scope.scopeId,
    };
  }

  async versions(caller: Caller, level: string) {
    await this.d.guard.require(caller, BUNDLE_PERMISSIONS.read);
    const scope = await this.scopeOf(caller, level, false);
    const rows = await this.d.repo.list(scope.level, scope.scopeId);
    return { active_version: rows[0]?.version ?? 0, versions: rows.map(manifestView) };
  }
}
