/**
 * A small client of the registry's HTTP API, used by the CLI (`npx svc`) and the development seed
 * (scripts/registry-seed.ts). A token is `SVC_REGISTRY_TOKEN`, or is fetched with client
 * credentials (`SVC_CLIENT_ID`, `SVC_CLIENT_SECRET`) from `SVC_TOKEN_URL`.
 */
// The module alone, not @svc/core's index: `npm start`'s supervisor runs the registry seed in process.
import { requestClientCredentials } from '@svc/core/client-credentials';

export class RegistryHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string; errors?: unknown[] } } & Record<string, unknown>,
  ) {
    super(body?.error?.message ?? `the registry answered ${status}`);
    this.name = 'RegistryHttpError';
  }
}

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A client-credentials access token for the registry's scopes. */
export async function clientCredentialsToken(c: ClientCredentials, scope?: string): Promise<string> {
  const body = await requestClientCredentials({ ...c, scope, timeoutMs: 10_000 });
  if (body.status !== 200 || !body.access_token)
    throw new RegistryHttpError(body.status === 200 ? 401 : body.status, {
      error: {
        code: body.error,
        message: `token request refused: ${body.error_description ?? body.error ?? body.status}`,
      },
    });
  return body.access_token;
}

export class RegistryClient {
  constructor(
    private baseUrl: string,
    private token: () => Promise<string>,
  ) {}

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T; text: string; headers: Headers }> {
    const r = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await r.text();
    let json: unknown = null;
    if ((r.headers.get('content-type') ?? '').startsWith('application/json')) json = JSON.parse(text);
    if (r.status >= 400) throw new RegistryHttpError(r.status, (json ?? {}) as RegistryHttpError['body']);
    return { status: r.status, json: json as T, text, headers: r.headers };
  }

  private path(variant: string, rest = '') {
    return `/v1/variants/${encodeURIComponent(variant)}${rest}`;
  }

  async check(variant: string, subgraph: string, sdl: string, routingUrl?: string, usageDays?: number) {
    return (
      await this.call<CheckAnswer>('POST', this.path(variant, `/subgraphs/${encodeURIComponent(subgraph)}/check`), {
        sdl,
        ...(routingUrl ? { routingUrl } : {}),
        ...(usageDays === undefined ? {} : { usageDays }),
      })
    ).json;
  }

  /** Who used a schema coordinate (`Type.field`) of the variant in the last `days`. */
  async coordinateUsage(variant: string, coordinate: string, days?: number) {
    return (
      await this.call<CoordinateUsageAnswer>(
        'GET',
        this.path(
          variant,
          `/usage/coordinates/${encodeURIComponent(coordinate)}${days === undefined ? '' : `?days=${days}`}`,
        ),
      )
    ).json;
  }

  async publish(variant: string, subgraph: string, sdl: string, routingUrl: string) {
    return (
      await this.call<PublishAnswer>('POST', this.path(variant, `/subgraphs/${encodeURIComponent(subgraph)}/publish`), {
        sdl,
        routingUrl,
      })
    ).json;
  }

  async subgraph(variant: string, subgraph: string) {
    return (
      await this.call<{ name: string; sdl: string; routingUrl: string; owner: string | null }>(
        'GET',
        this.path(variant, `/subgraphs/${encodeURIComponent(subgraph)}`),
      )
    ).json;
  }

  async supergraph(
    variant: string,
    etag?: string,
  ): Promise<{ sdl: string; etag: string | null; version: number } | null> {
    const r = await this.call<never>(
      'GET',
      this.path(variant, '/supergraph'),
      undefined,
      etag ? { 'if-none-match': etag } : {},
    );
    if (r.status === 304) return null;
    return { sdl: r.text, etag: r.headers.get('etag'), version: Number(r.headers.get('x-supergraph-version')) };
  }

  async publishDocuments(variant: string, client: string, clientVersion: string | undefined, manifest: unknown) {
    return (
      await this.call<PublishDocumentsAnswer>('POST', this.path(variant, '/documents'), {
        client,
        ...(clientVersion ? { clientVersion } : {}),
        manifest,
      })
    ).json;
  }

  async rollback(variant: string, version: number) {
    return (await this.call<PublishAnswer>('POST', this.path(variant, '/rollback'), { version })).json;
  }

  async deleteSubgraph(variant: string, subgraph: string) {
    return (await this.call<PublishAnswer>('DELETE', this.path(variant, `/subgraphs/${encodeURIComponent(subgraph)}`)))
      .json;
  }
}

export interface UseAnswer {
  kind: 'operation' | 'document';
  client: string;
  clientVersion: string | null;
  name: string | null;
  hash: string;
  count: number;
  lastSeen: string | null;
}
export interface Change {
  criticality: 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING';
  type: string;
  coordinate: string | null;
  message: string;
  usage?: { coordinates: string[]; uses: UseAnswer[]; total: number; unknown: boolean };
}
export interface CoordinateUsageAnswer {
  variant: string;
  coordinate: string;
  days: number;
  since: string;
  total: number;
  clients: { client: string; clientVersion: string | null; count: number; lastSeen: string | null }[];
  uses: UseAnswer[];
}
export interface ProblemAnswer {
  kind: string;
  coordinate: string | null;
  subgraph: string | null;
  message: string;
  /** SVC-REGISTRY-BREAKING: the operations that used the coordinate. */
  operations?: UseAnswer[];
  usageUnknown?: boolean;
}
export interface CheckAnswer {
  ok: boolean;
  problems: ProblemAnswer[];
  changes: Change[];
  summary: { breaking: number; dangerous: number; safe: number };
  usage: { days: number; since: string; blocking: number };
}
export interface PublishAnswer {
  version: number;
  sha256: string;
  changes: Change[];
  unchanged: boolean;
}
export interface PublishDocumentsAnswer {
  variant: string;
  client: string;
  clientVersion: string | null;
  operations: number;
  added: number;
  total: number;
  supergraphVersion: number;
}
export interface DocumentProblemAnswer {
  operation: string | null;
  id: string;
  message: string;
}
