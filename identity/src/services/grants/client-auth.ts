/**
 * Client checks shared by the grants. Confidential clients always authenticate (RFC 6749 §2.3);
 * public clients (browser and mobile apps using PKCE or the device flow) identify themselves by
 * client_id alone, and only where a grant allows it.
 */
import { OAuthError } from '@svc/core';
import type { ClientAuthenticator, ClientCredentials, ClientRecord } from '../client-authenticator.ts';

const failed = () => new OAuthError('invalid_client', 'client authentication failed', 'SVC-AUTH-1002');

/** An authenticated confidential client allowed to use `grantType` (or the endpoint's purpose). */
export async function requireConfidentialClient(
  clients: ClientAuthenticator,
  creds: ClientCredentials | null,
  grantType?: string,
): Promise<ClientRecord> {
  if (!creds || creds.clientSecret === null)
    throw new OAuthError('invalid_client', 'client authentication required', 'SVC-AUTH-1002');
  const client = await clients.authenticate(creds);
  if (grantType && !client.grantTypes.includes(grantType))
    throw new OAuthError('unauthorized_client', `client may not use ${grantType}`);
  return client;
}

/** A confidential client that authenticated, or an active public client named by client_id. */
export async function identifyClient(
  clients: ClientAuthenticator,
  creds: ClientCredentials | null,
  grantType?: string,
): Promise<ClientRecord> {
  if (!creds) throw new OAuthError('invalid_client', 'client identification required', 'SVC-AUTH-1002');
  let client: ClientRecord;
  if (creds.clientSecret !== null) {
    client = await clients.authenticate(creds);
  } else {
    const c = await clients.load(creds.clientId);
    // A confidential client must never be accepted on its id alone.
    if (!c || c.confidential || c.status !== 'ACTIVE') throw failed();
    client = c;
  }
  if (grantType && !client.grantTypes.includes(grantType))
    throw new OAuthError('unauthorized_client', `client may not use ${grantType}`);
  return client;
}

/** Refresh tokens go to confidential clients only (spec: no public-client refresh until sender-constrained). */
export const mayHoldRefreshTokens = (client: ClientRecord) =>
  client.confidential && client.grantTypes.includes('refresh_token');
