/**
 * Usage reports to the schema registry: `POST /v1/variants/:variant/usage` with an access token of
 * identity's client credentials, asking for svc:registry:usage:report only (the gateway's registry
 * client, SUPERGRAPH_REGISTRY_CLIENT_ID/SECRET).
 */
import type { UsageReport } from '@svc/core/graphql';
import { UsageSendError, type UsageSender } from './usage-reporter.ts';
import { ClientCredentialsToken } from '../auth/client-credentials-token.ts';

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
  private tokens: ClientCredentialsToken;

  constructor(private o: RegistryUsageSenderOptions) {
    this.tokens = new ClientCredentialsToken({ ...o, scope: USAGE_REPORT_SCOPE });
  }

  async send(report: UsageReport): Promise<void> {
    let token: string;
    try {
      token = await this.tokens.get();
    } catch (e) {
      throw new UsageSendError(`the usage token cannot be had (${(e as Error).message})`, true);
    }
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
    if (r.status === 401) this.tokens.reset();
    if (r.status >= 200 && r.status < 300) return;
    throw new UsageSendError(`the registry answered ${r.status}`, r.status >= 500 || RETRYABLE.has(r.status));
  }
}
