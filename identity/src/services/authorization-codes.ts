/**
 * The authorization request (RFC 6749 §4.1.1 with RFC 7636 PKCE, S256 only) and its single-use
 * codes. The user is authenticated by their own first-party session: the user-session access
 * token they got from the password grant, presented as a bearer on the authorization request, for
 * the client's workspace (roles never carry across workspaces). No code is issued unless that
 * succeeds. Consent is implied for the client's registered scopes: clients are registered by their
 * workspace's administrators, and the granted scope is the request narrowed to the user's roles.
 */
import { OAuthError } from '@svc/core';
import type { AuthorizationCodeRepository } from '../repositories/authorization-code-repository.ts';
import type { ClientAuthenticator, ClientRecord } from './client-authenticator.ts';
import type { PermissionService } from './permission-service.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { isValidCodeChallenge } from './pkce.ts';
import { intersectScopes, requestedWithin } from './scope-narrowing.ts';
import { SessionIssuer } from './session-issuer.ts';
import { checkNonce, splitOidcScope } from './oidc.ts';

/** An error the user agent sees directly: the client or redirect URI cannot be trusted with it. */
export class UntrustedRedirectError extends OAuthError {}

export interface ValidatedAuthorizationRequest {
  client: ClientRecord;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  scope: string[];
  /** OpenID Connect: the request's OIDC scopes (empty for plain OAuth) and nonce. */
  oidcScope: string[];
  nonce: string | undefined;
}

export class AuthorizationCodeService {
  constructor(
    private clients: ClientAuthenticator,
    private codes: AuthorizationCodeRepository,
    private permissions: PermissionService,
    private ttlSeconds: number,
  ) {}

  /** Client and redirect URI first: until both check out, errors must not be redirected. */
  async trustedRedirect(q: Map<string, string>): Promise<{ client: ClientRecord; redirectUri: string }> {
    const clientId = q.get('client_id');
    if (!clientId) throw new UntrustedRedirectError('invalid_request', 'client_id is required');
    const client = await this.clients.load(clientId);
    if (!client || client.status !== 'ACTIVE') throw new UntrustedRedirectError('invalid_request', 'unknown client');
    const redirectUri = q.get('redirect_uri');
    // Exact string match against the registration (no prefix or pattern matching).
    if (!redirectUri || !client.redirectUris.includes(redirectUri))
      throw new UntrustedRedirectError('invalid_request', 'redirect_uri does not match a registered redirect URI');
    return { client, redirectUri };
  }

  /** The rest of the request; these errors go back to the client's redirect URI. */
  validate(q: Map<string, string>, t: { client: ClientRecord; redirectUri: string }): ValidatedAuthorizationRequest {
    if (q.get('response_type') !== 'code')
      throw new OAuthError('unsupported_response_type', 'response_type must be code');
    if (!t.client.grantTypes.includes('authorization_code'))
      throw new OAuthError('unauthorized_client', 'client may not use authorization_code');
    const method = q.get('code_challenge_method');
    if (method !== 'S256')
      throw new OAuthError(
        'invalid_request',
        method === undefined
          ? 'PKCE with code_challenge_method=S256 is required'
          : 'code_challenge_method must be S256',
      );
    const codeChallenge = q.get('code_challenge');
    if (!isValidCodeChallenge(codeChallenge))
      throw new OAuthError('invalid_request', 'code_challenge must be 43 base64url characters');
    const { oidc, api, apiNone } = splitOidcScope(q.get('scope'));
    const scope = apiNone ? [] : requestedWithin(api, t.client.scopes, "the client's grant");
    const nonce = checkNonce(q.get('nonce'));
    return {
      client: t.client,
      redirectUri: t.redirectUri,
      state: q.get('state'),
      codeChallenge,
      scope,
      oidcScope: oidc,
      nonce,
    };
  }

  /** Issues a code for an authenticated user session; returns the plaintext code. */
  async issue(
    r: ValidatedAuthorizationRequest,
    session: { sub: string; authTime: Date | null },
    now = Date.now(),
  ): Promise<string> {
    const access = await this.permissions.access(session.sub, r.client.workspaceId);
    if (!access.active || access.roles.length === 0)
      throw new OAuthError('access_denied', 'the user has no access to this workspace');
    const granted = intersectScopes(r.scope, access.permissions);
    // A sign-in-only OpenID request asks for no API scope; any other request must get one.
    if (granted.length === 0 && (r.scope.length > 0 || r.oidcScope.length === 0))
      throw new OAuthError('access_denied', 'none of the requested scopes is granted to the user');
    const code = newOpaqueToken();
    await this.codes.create({
      codeHash: hashOpaqueToken(code),
      clientId: r.client.id,
      userId: session.sub,
      workspaceId: r.client.workspaceId,
      redirectUri: r.redirectUri,
      codeChallenge: r.codeChallenge,
      scope: granted.join(' '),
      familyId: SessionIssuer.newFamilyId(),
      expiresAt: new Date(now + this.ttlSeconds * 1000),
      ...(r.oidcScope.length
        ? { oidcScope: r.oidcScope.join(' '), nonce: r.nonce ?? null, authTime: session.authTime }
        : {}),
    });
    return code;
  }
}
