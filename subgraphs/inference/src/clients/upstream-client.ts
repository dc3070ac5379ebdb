/**
 * Calls to a provider's OpenAI-compatible API: the request (its credential: the configured key
 * read once by the name of its variable, or a private endpoint's own authorization and
 * transport), the status check and the JSON body. The bytes travel over provider-client.ts.
 */
import type { ResolvedProvider } from '../services/model-catalogue.ts';
import type { Target } from '../services/router.ts';
import { UpstreamError } from '../services/inference-errors.ts';
import { privateRouteOf } from '../services/private-endpoints.ts';
import type { UpstreamResponse, UpstreamTransport } from './provider-client.ts';

const MAX_ERROR_BODY = 64 * 1024;

export class UpstreamClient {
  private readonly keys = new Map<string, string | null>();

  constructor(
    providers: ResolvedProvider[],
    secret: (envName: string) => string | undefined,
    private readonly transport: UpstreamTransport,
  ) {
    for (const p of providers) this.keys.set(p.id, p.apiKeyEnv ? (secret(p.apiKeyEnv) ?? null) : null);
  }

  post(
    target: Target,
    path: string,
    body: unknown,
    signal: AbortSignal,
    requestId: string,
    stream: boolean,
  ): Promise<UpstreamResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
      'x-request-id': requestId,
    };
    const own = privateRouteOf(target.provider);
    const key = own ? null : this.keys.get(target.provider.id);
    if (key) headers.authorization = `Bearer ${key}`;
    if (own?.authorization) headers.authorization = own.authorization;
    return (own?.transport ?? this.transport).post(
      `${target.provider.baseUrl}${path}`,
      headers,
      JSON.stringify(body),
      signal,
    );
  }

  /** Throws UpstreamError for a non-2xx answer, carrying the upstream's own message for a 4xx. */
  async ensureOk(res: UpstreamResponse): Promise<void> {
    if (res.status >= 200 && res.status < 300) return;
    let message: string | null = null;
    let code: string | null = null;
    try {
      const j = JSON.parse(await res.text(MAX_ERROR_BODY));
      if (typeof j?.error?.message === 'string') message = j.error.message.slice(0, 1000);
      if (typeof j?.error?.code === 'string') code = j.error.code;
    } catch {
      /* not JSON, or too long: the status says enough */
      res.cancel();
    }
    throw new UpstreamError(
      'status',
      `HTTP ${res.status}${message ? `: ${message.slice(0, 200)}` : ''}`,
      res.status,
      message,
      code,
    );
  }

  async readJson(res: UpstreamResponse): Promise<any> {
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError('bad_response', 'response body is not JSON');
    }
  }
}
