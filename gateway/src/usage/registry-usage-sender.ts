/**
 * Usage reports to the schema registry: `POST /v1/variants/:variant/usage` with an access token of
 * identity's client credentials, asking for svc:registry:usage:report only (the gateway's registry
 * client, SUPERGRAPH_REGISTRY_CLIENT_ID/SECRET).
 */
import type { UsageReport } from '@svc/core/graphql';
import { UsageSendError, type UsageSender } from './usage-reporter.ts';

export const USAGE_REPORT_SCOPE = 'svc:registry:usage:report';

export interface RegistryUsageSenderOptions {
  registryUrl: string;
  variant: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

/** Status codes after which the same report may be taken later. */
const RETRYABLE = new Set([401, 408, 429]);

export class RegistryUsageSender implements UsageSender {
  private token: { value: string; until: number } | null = null;

  constructor(private o: RegistryUsageSenderOptions) {}

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.until) return this.token.value;
    let r: Response;
    try {
      r = await fetch(this.o.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(this.o.clientId)}:${encodeURIComponent(this.o.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: USAGE_REPORT_SCOPE }),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
      });
    } catch (e) {
      throw new UsageSendError(`the usage token cannot be fetched (${(e as Error).message})`, true);
    }
    const body = (await r.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (r.status !== 200 || !body.access_token)
      throw new UsageSendError(`the usage token was refused (${body.error ?? r.status})`, true);
    const life = (body.expires_in ?? 300) * 1000;
    this.token = { value: body.access_token, until: Date.now() + Math.max(life - 60_000, life / 2) };
    return body.access_token;
  }

  async send(report: UsageReport): Promise<void> {
    const token = await this.accessToken();
    let r: Response;
    try {
      r = await fetch(
        `${this.o.registryUrl.replace(/\/$/, '')}/v1/variants/${encodeURIComponent(this.o.variant)}/usage`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(report),
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
        },
      );
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      throw new UsageSendError(`the registry cannot be reached (${err.cause?.code ?? err.message})`, true);
    }
    await r.body?.cancel().catch(() => {});
    if (r.status === 401) this.token = null;
    if (r.status >= 200 && r.status < 300) return;
    throw new UsageSendError(`the registry answered ${r.status}`, r.status >= 500 || RETRYABLE.has(r.status));
  }
}
