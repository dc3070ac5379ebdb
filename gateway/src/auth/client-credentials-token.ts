/**
 * The gateway's own access token for the schema registry: identity's client-credentials grant for
 * one scope (SUPERGRAPH_REGISTRY_CLIENT_ID/SECRET), reused until a minute before it expires, or
 * half its life when that is shorter. Each registry caller (supergraph pull, trusted documents,
 * usage reports) holds one for the one scope it needs.
 */
import { requestClientCredentials } from '@svc/core';

export interface ClientCredentialsOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs?: number;
}

export class ClientCredentialsToken {
  private token: { value: string; until: number } | null = null;

  constructor(private o: ClientCredentialsOptions) {}

  /** A current token; throws when identity cannot be reached or refuses (with its error code). */
  async get(): Promise<string> {
    if (this.token && Date.now() < this.token.until) return this.token.value;
    const body = await requestClientCredentials({ ...this.o, timeoutMs: this.o.timeoutMs ?? 5000 });
    if (body.status !== 200 || !body.access_token)
      throw new Error(`the registry token was refused (${body.error ?? body.status})`);
    const life = (body.expires_in ?? 300) * 1000;
    this.token = { value: body.access_token, until: Date.now() + Math.max(life - 60_000, life / 2) };
    return body.access_token;
  }

  /** Forgets the token (the registry answered 401): the next call asks identity again. */
  reset(): void {
    this.token = null;
  }
}
