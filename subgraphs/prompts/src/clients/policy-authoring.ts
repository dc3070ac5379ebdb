/**
 * Policy authoring (issue 14), served by identity over identity.v1 (SavePolicy, ListPolicies,
 * GetPolicy, LintPolicy, PreviewPolicyDecision): identity owns the access policies, compiles and
 * evaluates them, re-checks the caller's permission and audits every save. This module maps the
 * GraphQL shapes to those RPCs and back; the caller is always the one the gateway validated.
 */
import type { IdentityApi, ProtoCaller } from '@svc/grpc';
import type { Policy__Output as ProtoPolicy } from '@svc/grpc/generated/identity/v1/Policy.ts';
import type { CallerIdentity } from '@svc/subgraph-kit';

const protoCaller = (c: CallerIdentity): ProtoCaller => ({
  user_id: c.userId,
  org_id: c.orgId,
  workspace_id: c.workspaceId,
  token_id: c.tokenId ?? '',
});

export interface PolicyNode {
  policyId: string;
  version: number;
  authorPrincipal: string;
  createdAt: string;
  scope: { level: 'ORG' | 'WORKSPACE'; scopeId: string };
  source: string;
  sourceFormat: 'IAM_JSON' | 'REGO';
}

function toPolicy(p: ProtoPolicy): PolicyNode {
  return {
    policyId: p.policy_id,
    version: p.version,
    authorPrincipal: p.author_principal,
    createdAt: p.created_at,
    scope: { level: p.level as PolicyNode['scope']['level'], scopeId: p.scope_id },
    source: p.source,
    sourceFormat: p.source_format as PolicyNode['sourceFormat'],
  };
}

export class PolicyAuthoring {
  constructor(private identity: IdentityApi) {}

  /** The latest version of every policy the caller may see, in identity's order (policy id). */
  async list(caller: CallerIdentity): Promise<PolicyNode[]> {
    return (await this.identity.listPolicies({ caller: protoCaller(caller) })).policies.map(toPolicy);
  }

  async get(caller: CallerIdentity, policyId: string, version: number | null): Promise<PolicyNode | null> {
    const r = await this.identity.getPolicy({
      caller: protoCaller(caller),
      policy_id: policyId,
      version: version ?? 0,
    });
    return r.found && r.policy ? toPolicy(r.policy) : null;
  }

  async save(
    caller: CallerIdentity,
    input: { policyId?: string | null; level: string; source: string; sourceFormat: string },
  ): Promise<PolicyNode> {
    return toPolicy(
      await this.identity.savePolicy({
        caller: protoCaller(caller),
        policy_id: input.policyId ?? '',
        level: input.level,
        source: input.source,
        source_format: input.sourceFormat,
      }),
    );
  }

  async lint(caller: CallerIdentity, source: string, sourceFormat: string) {
    const r = await this.identity.lintPolicy({ caller: protoCaller(caller), source, source_format: sourceFormat });
    return r.findings.map((f) => ({
      code: f.code,
      message: f.message,
      severity: f.severity as 'INFO' | 'WARNING' | 'ERROR',
      sourceSpan: f.source_span,
    }));
  }

  async publishBundle(caller: CallerIdentity, level: string) {
    const r = await this.identity.publishPolicyBundle({ caller: protoCaller(caller), level });
    return {
      fromVersion: r.from_version,
      toVersion: r.to_version,
      publishedAt: r.published_at,
      scope: { level: r.level as 'ORG' | 'WORKSPACE', scopeId: r.scope_id },
    };
  }

  async bundleVersions(caller: CallerIdentity, level: string) {
    const r = await this.identity.listPolicyBundles({ caller: protoCaller(caller), level });
    return {
      activeVersion: r.active_version,
      versions: r.versions.map((m) => ({
        abiVersion: m.abi_version,
        bundleVersion: m.bundle_version,
        cascadeLevel: m.cascade_level as 'ORG' | 'WORKSPACE',
        compilerToolchain: m.compiler_toolchain,
        createdAt: m.created_at,
        dsTag: m.ds_tag,
        encodedCborB64: m.encoded_cbor_b64,
        keyVersion: m.key_version,
        parentLayerSha256: m.parent_layer_sha256,
        scopeId: m.scope_id,
        sig: m.sig,
        signerPub: m.signer_pub,
        sourceSha256: m.source_sha256,
        wasmSha256: m.wasm_sha256,
      })),
    };
  }

  /** The caller's saved policies decide; `context` is not evaluated (IAM-JSON statements carry no conditions). */
  async preview(caller: CallerIdentity, action: string, resource: string) {
    return this.identity.previewPolicyDecision({ caller: protoCaller(caller), action, resource });
  }
}
