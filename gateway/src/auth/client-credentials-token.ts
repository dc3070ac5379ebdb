/**
 * The gateway's own access token for the schema registry: identity's client-credentials grant for
 * one scope (SUPERGRAPH_REGISTRY_CLIENT_ID/SECRET), reused until a minute before it expires, or
 * half its life when that is shorter. Each registry caller (supergraph pull, trusted documents,
 * usage reports) holds one for the one scope it needs.
 */
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
    const r = await fetch(this.o.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(this.o.clientId)}:${encodeURIComponent(this.o.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: this.o.scope }),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
    });
    const body = (await r.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (r.status !== 200 || !body.access_token)
      throw new Error(`the registry token was refused (${body.error ?? r.status})`);
    const life = (body.expires_in ?? 300) * 1000;
    this.token = { value: body.access_token, until: Date.now() + Math.max(life - 60_000, life / 2) };
    return body.access_token;
  }

  /** Forgets the token (the registry answered 401): the next call asks identity again. */
  reset(): void {
    this.token = null;
  }
}
