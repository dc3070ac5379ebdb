/**
 * The client side of the client-credentials grant (RFC 6749 §4.4): one token request with HTTP
 * Basic client authentication (RFC 6749 §2.3.1: id and secret form-encoded first). What a refusal
 * means is the caller's: the gateway's registry callers retry later, the registry CLI exits.
 */
export interface ClientCredentialsRequest {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes; the client's whole grant when absent. */
  scope?: string;
  timeoutMs: number;
}

export interface TokenEndpointAnswer {
  status: number;
  access_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/** The token endpoint's answer; a body that is not JSON counts as empty. Network errors throw. */
export async function requestClientCredentials(req: ClientCredentialsRequest): Promise<TokenEndpointAnswer> {
  const basic = Buffer.from(`${encodeURIComponent(req.clientId)}:${encodeURIComponent(req.clientSecret)}`);
  const r = await fetch(req.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic.toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(req.scope ? { scope: req.scope } : {}) }),
    signal: AbortSignal.timeout(req.timeoutMs),
  });
  const body = (await r.json().catch(() => ({}))) as Omit<TokenEndpointAnswer, 'status'>;
  return { ...body, status: r.status };
}
