/**
 * Private endpoints of a workspace: a tenant's own inference endpoint, registered by one person
 * and approved by another (four-eyes), preflighted live through the egress guard, and retired.
 * The tenant always comes from the caller (SVC-* headers); another workspace's id is not found.
 *
 * The base URL of an OPENAI_COMPATIBLE endpoint passes the egress guard at registration (URL
 * rules and every resolved address) and again at every preflight (egressRequest: pinned dial,
 * no redirects, bounded time and size, SPKI pin when `caCertFingerprint` is set). A MANAGED_MODEL
 * endpoint is addressed by name: there is no live path for it yet, so its preflight answers
 * `PENDING_LIVE_PROBE` and stores nothing.
 *
 * An ACTIVE endpoint is an inference provider for its workspace's listed models: the inference
 * subgraph reads this table per call (subgraphs/inference/src/services/private-endpoints.ts) and
 * resolves `authSecretRef` through the secret store (packages/core/src/secrets). A preflight of a
 * BEARER_TOKEN endpoint sends the same credential (resolved the same way; a reference that does
 * not resolve refuses the preflight with SVC-ENDPOINT-4312 and stores nothing); MTLS and
 * AWS_SIGV4 preflights are sent without one (no such credential path yet).
 */
import {
  AppError,
  checkDestinationUrl,
  egressRequest,
  EgressFailure,
  EgressRejectedError,
  isAddressLiteral,
  isLocalhostName,
  prefixedId,
  resolveChecked,
  type EgressPolicy,
  type HostResolver,
  type SecretStore,
} from '@svc/core';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { agentsAuditEvent, writeAuditEvent, type AgentsAuditAction, type AuditDetails } from '../events/audit-event.ts';
import type { AuditStep } from '../repositories/subscription-repository.ts';
import type { PrivateEndpointRepository, PrivateEndpointRow } from '../repositories/private-endpoint-repository.ts';

export const ENDPOINT_KINDS = ['SELF_HOSTED', 'CLOUD_MANAGED'] as const;
export const ENDPOINT_PROTOCOLS = ['OPENAI_COMPATIBLE', 'MANAGED_MODEL'] as const;
export const ENDPOINT_AUTH_KINDS = ['NONE', 'BEARER_TOKEN', 'MTLS', 'AWS_SIGV4'] as const;
export const MAX_MODEL_IDS = 100;

export type PreflightResult =
  | 'OK'
  | 'SSRF_REJECT'
  | 'TLS_FAIL'
  | 'CA_MISMATCH'
  | 'UNREACHABLE'
  | 'CAPABILITY_MISMATCH'
  | 'PENDING_LIVE_PROBE';

export interface ReachabilityReport {
  reachable: boolean;
  result: PreflightResult;
  /** 0 when no dial completed. */
  handshakeMs: number;
  /** SPKI SHA-256 (hex) of the top-most certificate the endpoint presented (the CA side of its chain). */
  observedCaFingerprint: string | null;
  observedModelIds: string[];
}

export interface RegisterPrivateEndpointInput {
  displayName: string;
  baseUrl: string;
  kind: string;
  protocol: string;
  authKind: string;
  authSecretRef?: string | null;
  caCertFingerprint?: string | null;
  modelIds: string[];
  networkBindingRef: string;
  residencyRegion: string;
}

export interface PrivateEndpointServiceDeps {
  endpoints: PrivateEndpointRepository;
  egress: EgressPolicy;
  resolver?: HostResolver;
  /** Whole preflight exchange (default 5 s). */
  preflightTimeoutMs?: number;
  /** Largest model list accepted (default 1 MiB). */
  preflightMaxBytes?: number;
  /** Resolves a BEARER_TOKEN endpoint's credential for its preflight; absent: such a preflight fails closed (SVC-ENDPOINT-4312). */
  credentials?: SecretStore;
}

const invalid = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });
const notFound = () => new AppError('SVC-VALID-4041', 'No such private endpoint.');

const NAME = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,254}$/;
const REF = /^[A-Za-z0-9][A-Za-z0-9._:/@+=-]{0,255}$/;
const REGION = /^[a-z][a-z0-9-]{0,31}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/**
 * A managed-model endpoint name that is really an address, refused before anything is stored: it
 * has no live path today, and a name must never become one. A URL (`scheme://`, or a scheme URL
 * parsers read as one, `https:host`), or a `/`- or `:`-separated part (a `:port` suffix dropped)
 * that is an IP address in any spelling or a localhost name. ARNs (`arn:aws:…`) stay names.
 */
export function addressInName(name: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name) || /^(https?|wss?|ftp|file):/i.test(name)) return true;
  return name
    .split('/')
    .some((part) =>
      [part, part.replace(/:\d+$/, ''), ...part.split(':')].some((p) => isAddressLiteral(p) || isLocalhostName(p)),
    );
}

function oneOf<T extends string>(v: string, allowed: readonly T[], argument: string): T {
  if (!(allowed as readonly string[]).includes(v))
    throw invalid(argument, `${argument} must be one of ${allowed.join(', ')}.`);
  return v as T;
}

/** The model list URL: `<baseUrl>/models` when the base already names `/v1`, else `<baseUrl>/v1/models`. */
export function modelsUrl(baseUrl: string): string {
  const u = new URL(baseUrl);
  const path = u.pathname.replace(/\/+$/, '');
  u.pathname = /\/v1$/.test(path) ? `${path}/models` : `${path}/v1/models`;
  u.search = '';
  u.hash = '';
  return u.toString();
}

function modelIdsOf(body: Buffer): string[] | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { data?: unknown };
    if (!Array.isArray(parsed.data)) return null;
    return parsed.data.flatMap((m) =>
      m && typeof (m as { id?: unknown }).id === 'string' ? [(m as { id: string }).id] : [],
    );
  } catch {
    return null;
  }
}

export class PrivateEndpointService {
  constructor(private readonly d: PrivateEndpointServiceDeps) {}

  /** Registry changes are audited: the event goes to agents' audit outbox in the change's transaction. */
  private audited(
    caller: CallerIdentity,
    action: AgentsAuditAction,
    endpointId: string,
    details?: AuditDetails,
  ): AuditStep {
    return (tx) => writeAuditEvent(tx, agentsAuditEvent(caller, action, `private_endpoint/${endpointId}`, details));
  }

  /** The egress guard at registration: URL rules, then every address the name resolves to. */
  private async checkedBaseUrl(url: string): Promise<string> {
    try {
      await resolveChecked(checkDestinationUrl(url, this.d.egress), this.d.egress, this.d.resolver);
    } catch (e) {
      if (e instanceof EgressRejectedError)
        throw new AppError('SVC-EGRESS-4300', undefined, { argument: 'baseUrl', reason: e.reason });
      throw e;
    }
    return url;
  }

  list(caller: CallerIdentity): Promise<PrivateEndpointRow[]> {
    return this.d.endpoints.list(caller.workspaceId);
  }

  get(caller: CallerIdentity, id: string): Promise<PrivateEndpointRow | null> {
    return this.d.endpoints.find(caller.workspaceId, id);
  }

  async register(caller: CallerIdentity, input: RegisterPrivateEndpointInput): Promise<PrivateEndpointRow> {
    const displayName = (input.displayName ?? '').trim();
    if (displayName.length === 0 || displayName.length > 200)
      throw invalid('displayName', 'displayName must be 1 to 200 characters.');
    const kind = oneOf(input.kind, ENDPOINT_KINDS, 'kind');
    const protocol = oneOf(input.protocol, ENDPOINT_PROTOCOLS, 'protocol');
    const authKind = oneOf(input.authKind, ENDPOINT_AUTH_KINDS, 'authKind');
    const authSecretRef = input.authSecretRef ?? null;
    if (authKind === 'NONE' && authSecretRef !== null)
      throw invalid('authSecretRef', 'authSecretRef must be absent when authKind is NONE.');
    if (authKind !== 'NONE' && (authSecretRef === null || !REF.test(authSecretRef)))
      throw invalid('authSecretRef', 'authSecretRef must name the credential in the secret store.');
    const caCertFingerprint =
      input.caCertFingerprint == null ? null : input.caCertFingerprint.toLowerCase().replace(/:/g, '');
    if (caCertFingerprint !== null && !HEX64.test(caCertFingerprint))
      throw invalid('caCertFingerprint', 'caCertFingerprint must be a hex SHA-256 (64 digits).');
    const modelIds = [...new Set(input.modelIds ?? [])];
    if (modelIds.length === 0 || modelIds.length > MAX_MODEL_IDS)
      throw invalid('modelIds', `Name between 1 and ${MAX_MODEL_IDS} model ids.`);
    for (const m of modelIds)
      if (m.length === 0 || m.length > 200 || /[\u0000-\u001f]/.test(m))
        throw invalid('modelIds', 'A model id must be 1 to 200 printable characters.');
    if (!REF.test(input.networkBindingRef ?? ''))
      throw invalid('networkBindingRef', 'networkBindingRef is not a valid reference.');
    if (!REGION.test(input.residencyRegion ?? ''))
      throw invalid('residencyRegion', 'residencyRegion is not a valid region name.');
    let baseUrl: string;
    if (protocol === 'MANAGED_MODEL') {
      if (addressInName(input.baseUrl ?? ''))
        throw new AppError('SVC-EGRESS-4300', undefined, { argument: 'baseUrl', reason: 'address-as-name' });
      if (!NAME.test(input.baseUrl ?? ''))
        throw invalid('baseUrl', 'A managed-model endpoint is named by an endpoint name (letters, digits, `._:/-`).');
      baseUrl = input.baseUrl;
    } else {
      baseUrl = await this.checkedBaseUrl(input.baseUrl ?? '');
    }
    const id = prefixedId('pe');
    return this.d.endpoints.create(
      {
        id,
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        displayName,
        baseUrl,
        kind,
        protocol,
        authKind,
        authSecretRef,
        caCertFingerprint,
        modelIds,
        networkBindingRef: input.networkBindingRef,
        residencyRegion: input.residencyRegion,
        status: 'PENDING_APPROVAL',
        createdBy: caller.userId,
      },
      this.audited(caller, 'events.private_endpoint.registered', id),
    );
  }

  /** Four-eyes: only from PENDING_APPROVAL, and never by its maker (SVC-ENDPOINT-4310). */
  async approve(caller: CallerIdentity, id: string): Promise<PrivateEndpointRow> {
    const row = await this.d.endpoints.transition(
      caller.workspaceId,
      id,
      ['PENDING_APPROVAL'],
      { status: 'ACTIVE', approvedBy: caller.userId },
      { createdBy: { not: caller.userId } },
      this.audited(caller, 'events.private_endpoint.approved', id),
    );
    if (row) return row;
    const current = await this.d.endpoints.find(caller.workspaceId, id);
    if (!current) throw notFound();
    if (current.status !== 'PENDING_APPROVAL')
      throw new AppError(
        'SVC-ENDPOINT-4311',
        `The private endpoint is ${current.status}; only a PENDING_APPROVAL endpoint can be approved.`,
      );
    throw new AppError('SVC-ENDPOINT-4310');
  }

  /** Any state to RETIRED with retiredAt; retiring a retired endpoint answers it unchanged (idempotent). */
  async retire(caller: CallerIdentity, id: string): Promise<PrivateEndpointRow> {
    const row = await this.d.endpoints.transition(
      caller.workspaceId,
      id,
      ['PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED'],
      { status: 'RETIRED', retiredAt: new Date() },
      {},
      this.audited(caller, 'events.private_endpoint.retired', id),
    );
    if (row) return row;
    const current = await this.d.endpoints.find(caller.workspaceId, id);
    if (!current) throw notFound();
    return current;
  }

  /** A live check through the egress guard; the result (not PENDING_LIVE_PROBE) is stored on the endpoint. */
  async preflight(caller: CallerIdentity, id: string): Promise<ReachabilityReport> {
    const ep = await this.d.endpoints.find(caller.workspaceId, id);
    if (!ep) throw notFound();
    if (ep.status === 'RETIRED')
      throw new AppError('SVC-ENDPOINT-4311', 'A retired private endpoint cannot be preflighted.');
    if (ep.protocol === 'MANAGED_MODEL') {
      return {
        reachable: false,
        result: 'PENDING_LIVE_PROBE',
        handshakeMs: 0,
        observedCaFingerprint: null,
        observedModelIds: [],
      };
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (ep.authKind === 'BEARER_TOKEN')
      headers.authorization = `Bearer ${await this.credential(caller.workspaceId, id)}`;
    const report = await this.probe(ep, headers);
    await this.d.endpoints.recordPreflight(
      caller.workspaceId,
      id,
      report.result,
      new Date(),
      this.audited(caller, 'events.private_endpoint.preflighted', id, { result: report.result }),
    );
    return report;
  }

  /** The endpoint's secret from the secret store, in the caller's workspace's namespace (never logged nor stored). */
  private async credential(workspaceId: string, id: string): Promise<string> {
    const ref = await this.d.endpoints.secretRef(workspaceId, id);
    if (!ref || !this.d.credentials)
      throw new AppError('SVC-ENDPOINT-4312', undefined, {
        reason: ref ? 'secret-store-not-configured' : 'no-reference',
      });
    return this.d.credentials.resolve(ref, workspaceId);
  }

  private async probe(ep: PrivateEndpointRow, headers: Record<string, string>): Promise<ReachabilityReport> {
    const none = (result: PreflightResult, reachable = false): ReachabilityReport => ({
      reachable,
      result,
      handshakeMs: 0,
      observedCaFingerprint: null,
      observedModelIds: [],
    });
    let url: string;
    try {
      url = modelsUrl(ep.baseUrl);
    } catch {
      return none('SSRF_REJECT');
    }
    try {
      const res = await egressRequest({
        url,
        method: 'GET',
        headers,
        policy: this.d.egress,
        resolver: this.d.resolver,
        timeoutMs: this.d.preflightTimeoutMs ?? 5000,
        maxResponseBytes: this.d.preflightMaxBytes ?? 1024 * 1024,
        ...(ep.caCertFingerprint ? { pinnedSpkiSha256: ep.caCertFingerprint } : {}),
      });
      const observed = res.status >= 200 && res.status < 300 ? modelIdsOf(res.body) : null;
      const observedModelIds = observed ?? [];
      const ok = observed !== null && ep.modelIds.every((m) => observed.includes(m));
      return {
        reachable: true,
        result: ok ? 'OK' : 'CAPABILITY_MISMATCH',
        handshakeMs: res.handshakeMs,
        observedCaFingerprint: res.peerSpkiSha256.at(-1) ?? null,
        observedModelIds,
      };
    } catch (e) {
      if (e instanceof EgressRejectedError) return none('SSRF_REJECT');
      if (e instanceof EgressFailure) {
        if (e.kind === 'pin-mismatch') return none('CA_MISMATCH', true);
        if (e.kind === 'tls') return none('TLS_FAIL', true);
        // A model list too large or malformed to read: the endpoint answered, but not as one that serves these models.
        if (e.kind === 'too-large' || e.kind === 'protocol') return none('CAPABILITY_MISMATCH', true);
        return none('UNREACHABLE');
      }
      throw e;
    }
  }
}
