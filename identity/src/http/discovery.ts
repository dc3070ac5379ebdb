/**
 * RFC 8414 metadata (also served as OpenID discovery) and the JWKS. Every URL is on the {auth_url}
 * origin, where the gateway proxies these paths to identity.
 */
import type { KeyManager } from '../keys/key-manager.ts';
import { CLAIMS_SUPPORTED, OIDC_SCOPES } from '../services/oidc.ts';

export const JWKS_PATH = '/.well-known/jwks.json';

export function jwks(keys: KeyManager) {
  return { keys: keys.publishedKeys().map((k) => k.publicJwk) };
}

export function discoveryDocument(opts: { issuer: string; authorizationCode: boolean; deviceCode: boolean }) {
  const grants = ['client_credentials', 'refresh_token', 'urn:ietf:params:oauth:grant-type:token-exchange'];
  if (opts.authorizationCode) grants.push('authorization_code');
  if (opts.deviceCode) grants.push('urn:ietf:params:oauth:grant-type:device_code');
  return {
    issuer: opts.issuer,
    token_endpoint: `${opts.issuer}/oauth/token`,
    jwks_uri: `${opts.issuer}${JWKS_PATH}`,
    revocation_endpoint: `${opts.issuer}/oauth/revoke`,
    introspection_endpoint: `${opts.issuer}/oauth/introspect`,
    // OpenID Connect is the authorization-code flow's: without it no id_token is ever issued, so
    // nothing of OIDC is advertised.
    ...(opts.authorizationCode
      ? {
          authorization_endpoint: `${opts.issuer}/oauth/authorize`,
          response_types_supported: ['code'],
          response_modes_supported: ['query'],
          code_challenge_methods_supported: ['S256'],
          authorization_response_iss_parameter_supported: true,
          userinfo_endpoint: `${opts.issuer}/oauth/userinfo`,
          id_token_signing_alg_values_supported: ['ES256'],
          subject_types_supported: ['public'],
          claims_supported: CLAIMS_SUPPORTED,
          claims_parameter_supported: false,
          request_parameter_supported: false,
          request_uri_parameter_supported: false,
        }
      : { response_types_supported: [] }),
    ...(opts.deviceCode ? { device_authorization_endpoint: `${opts.issuer}/oauth/device_authorization` } : {}),
    grant_types_supported: grants,
    // `none`: a client registered as public (no secret) names itself by client_id, accepted only by
    // the grants made for it (authorization_code with PKCE on every request, device_code) and by
    // revocation of its own tokens; never by client_credentials, password or refresh_token.
    token_endpoint_auth_methods_supported: [
      'client_secret_basic',
      'client_secret_post',
      ...(opts.authorizationCode || opts.deviceCode ? ['none'] : []),
    ],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    token_endpoint_auth_signing_alg_values_supported: ['ES256'],
    scopes_supported: [
      ...(opts.authorizationCode ? OIDC_SCOPES : []),
      'svc:iam:user:read',
      'svc:iam:workspace:read',
      'svc:iam:workspace:create',
      'svc:llm:model:invoke',
      'svc:billing:invoice:read',
      'svc:iam:scim:read',
      'svc:iam:scim:write',
      'svc:iam:scim:delete',
      'svc:iam:scim:*',
      'svc:policy:bundle:read',
    ],
  };
}
