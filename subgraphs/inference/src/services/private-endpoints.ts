/**
 * A workspace's ACTIVE private endpoints as inference providers, per call (issue 15):
 *
 *   providersFor(caller, kind)  the caller's workspace's ACTIVE OPENAI_COMPATIBLE endpoints, each as
 *                               a provider whose id is the endpoint id (`pe_…`) and whose models
 *                               are its registered model ids, typed as the call's kind. Read fresh
 *                               on every call (repositories/private-endpoint-repository.ts), so
 *                               only the owning workspace ever sees them and a retired endpoint
 *                               is gone for the next call. The registry unreachable: SVC-SERVER-9001
 *                               (fail closed: without it no call can know whether the workspace's
 *                               own endpoint, rather than a shared provider, must serve it).
 *   authorize(targets, caller)  resolves the credential of each private target the router chose,
 *                               before any budget hold or upstream call: `NONE` sends none,
 *                               `BEARER_TOKEN` sends `Authorization: Bearer <secret>` from the
 *                               secret store (SVC-ENDPOINT-4312 when the reference does not
 *                               resolve); `MTLS` and `AWS_SIGV4` fail closed (SVC-ENDPOINT-4313).
 *
 * No price is registered with an endpoint: its models are unpriced, and budgets and usage follow
 * the unpriced rules (cost null; a HARD budget refuses with SVC-BILLING-BUDGET-UNPRICED). The
 * secret lives only in the per-call target; it is never logged nor stored.
 */
import { AppError, type EgressPolicy, type HostResolver, type SecretStore } from '@svc/core';
import type { ActivePrivateEndpoint } from '../repositories/private-endpoint-repository.ts';
import { PROVIDER_DEFAULTS, type ModelKind, type ResolvedProvider } from './model-catalogue.ts';
import type { UpstreamTransport } from '../clients/provider-client.ts';
import type { Target } from './router.ts';
import { createEgressTransport } from '../clients/egress-transport.ts';

export interface PrivateRoute {
  endpointId: string;
  authKind: string;
  authSecretRef: string | null;
  transport: UpstreamTransport;
  /** The `Authorization` header value, set by `authorize` (null: none is sent). */
  authorization: string | null;
}

/** A provider made from a private endpoint, for one call. */
export interface PrivateProvider extends ResolvedProvider {
  privateRoute: PrivateRoute;
}

export const privateRouteOf = (p: ResolvedProvider): PrivateRoute | null =>
  (p as Partial<PrivateProvider>).privateRoute ?? null;

export interface PrivateEndpointRoutingDeps {
  endpoints: { activeFor(orgId: string, workspaceId: string): Promise<ActivePrivateEndpoint[]> };
  secrets: SecretStore;
  egress: EgressPolicy;
  resolver?: HostResolver;
  /** Whole exchange with a private endpoint, streams included, ms. */
  maxExchangeMs: number;
  /** Largest answer from a private endpoint, streams included, bytes. */
  maxResponseBytes: number;
}

/** The OpenAI API base of an endpoint: its base URL when it already ends in `/v1`, else `<base>/v1` (as the preflight's model list). */
export function apiBaseOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(new URL(trimmed).pathname) ? trimmed : `${trimmed}/v1`;
}

export class PrivateEndpointRouting {
  constructor(private readonly d: PrivateEndpointRoutingDeps) {}

  async providersFor(caller: { orgId: string; workspaceId: string }, kind: ModelKind): Promise<PrivateProvider[]> {
    let rows: ActivePrivateEndpoint[];
    try {
      rows = await this.d.endpoints.activeFor(caller.orgId, caller.workspaceId);
    } catch (e) {
      throw new AppError('SVC-SERVER-9001', 'The private endpoint registry is unavailable.', {
        cause: (e as Error)?.name,
      });
    }
    return rows.flatMap((ep) => {
      let baseUrl: string;
      try {
        baseUrl = apiBaseOf(ep.baseUrl);
      } catch {
        return []; // registration checked it; a row that no longer parses is skipped, never dialled
      }
      return [
        {
          id: ep.id,
          displayName: ep.displayName,
          baseUrl,
          currency: 'USD',
          pricesAsOf: null,
          apiKeyEnv: null,
          ...PROVIDER_DEFAULTS,
          retryOnStatus: [...PROVIDER_DEFAULTS.retryOnStatus],
          models: ep.modelIds.map((id) => ({
            id,
            name: id,
            inputPerMillion: null,
            outputPerMillion: null,
            cacheReadPerMillion: null,
            type: kind,
            upstreamId: id,
            contextWindow: null,
            maxOutputTokens: null,
          })),
          privateRoute: {
            endpointId: ep.id,
            authKind: ep.authKind,
            authSecretRef: ep.authSecretRef,
            authorization: null,
            transport: createEgressTransport({
              policy: this.d.egress,
              resolver: this.d.resolver,
              pinnedSpkiSha256: ep.caCertFingerprint,
              maxExchangeMs: this.d.maxExchangeMs,
              maxResponseBytes: this.d.maxResponseBytes,
            }),
          },
        },
      ];
    });
  }

  /** The targets with each private one's credential resolved (see the file comment). */
  async authorize(targets: Target[], caller: { workspaceId: string }): Promise<Target[]> {
    return Promise.all(
      targets.map(async (t) => {
        const route = privateRouteOf(t.provider);
        if (!route) return t;
        const authorization = await this.authorization(route, caller.workspaceId);
        const provider: PrivateProvider = { ...t.provider, privateRoute: { ...route, authorization } };
        return { ...t, provider };
      }),
    );
  }

  private async authorization(route: PrivateRoute, workspaceId: string): Promise<string | null> {
    if (route.authKind === 'NONE') return null;
    if (route.authKind !== 'BEARER_TOKEN')
      throw new AppError(
        'SVC-ENDPOINT-4313',
        `Inference through a private endpoint with ${route.authKind} authentication is not supported (MTLS and AWS_SIGV4 endpoints are registered and preflighted, not served).`,
        { endpointId: route.endpointId },
      );
    if (!route.authSecretRef)
      throw new AppError('SVC-ENDPOINT-4312', undefined, { endpointId: route.endpointId, reason: 'no-reference' });
    try {
      return `Bearer ${await this.d.secrets.resolve(route.authSecretRef, workspaceId)}`;
    } catch (e) {
      if (e instanceof AppError) throw new AppError(e.code, e.message, { ...e.details, endpointId: route.endpointId });
      throw e;
    }
  }
}
