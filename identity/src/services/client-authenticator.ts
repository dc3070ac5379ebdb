/**
 * Client authentication for the token endpoint (RFC 6749 §2.3.1): HTTP Basic, or a complete
 * client_id + client_secret form pair, never both, never half a pair. Secrets are 256-bit random
 * values, so the stored verifier is an HMAC under the key-management key (a slow password hash
 * adds nothing for high-entropy secrets and would cap the endpoint's rate); comparison is
 * constant-time. Client records are cached briefly in memory: the token endpoint must serve
 * thousands of grants per second without a database round trip each.
 */
import { timingSafeEqual } from 'node:crypto';
import { OAuthError, isStorableText, boundedCache } from '@svc/core';
import type { KeyManager } from '../keys/key-manager.ts';
import type { ClientRepository } from '../repositories/client-repository.ts';

export interface ClientRecord {
  id: string;
  organizationId: string;
  workspaceId: string;
  ownerUserId: string;
  secretHash: string | null;
  confidential: boolean;
  status: string;
  grantTypes: string[];
  scopes: string[];
  redirectUris: string[];
  allowRefresh: boolean;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string | null;
  method: 'basic' | 'post' | 'none';
}

const DUMMY_VERIFIER = '0'.repeat(64);

export class ClientAuthenticator {
  private cache = boundedCache<string, { at: number; client: ClientRecord | null }>(10_000);

  constructor(
    private repo: ClientRepository,
    private keys: KeyManager,
    private cacheTtlMs: number,
  ) {}

  /** Drops a cached client (status or secret changed). */
  invalidate(clientId: string) {
    this.cache.delete(clientId);
  }

  async load(clientId: string): Promise<ClientRecord | null> {
    const hit = this.cache.get(clientId);
    if (hit && Date.now() - hit.at < this.cacheTtlMs) return hit.client;
    const client = (await this.repo.byId(clientId)) as ClientRecord | null;
    if (this.cacheTtlMs > 0) {
      this.cache.set(clientId, { at: Date.now(), client });
    }
    return client;
  }

  /** Extracts credentials; ambiguity and malformed headers are invalid_request. */
  static extract(authorization: string | undefined, form: Map<string, string>): ClientCredentials | null {
    const formId = form.get('client_id');
    const formSecret = form.get('client_secret');
    if (authorization !== undefined) {
      if (formSecret !== undefined) throw new OAuthError('invalid_request', 'use one client authentication method');
      const m = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization.trim());
      if (!m) throw new OAuthError('invalid_client', 'unsupported authorization scheme', 'SVC-AUTH-1002');
      const decoded = Buffer.from(m[1], 'base64').toString('utf8');
      const i = decoded.indexOf(':');
      if (i <= 0) throw new OAuthError('invalid_request', 'malformed Basic credentials');
      // RFC 6749 §2.3.1: both parts are form-urlencoded before Basic encoding.
      let id: string, secret: string;
      try {
        id = decodeURIComponent(decoded.slice(0, i).replace(/\+/g, ' '));
        secret = decodeURIComponent(decoded.slice(i + 1).replace(/\+/g, ' '));
      } catch {
        throw new OAuthError('invalid_request', 'malformed Basic credentials');
      }
      // The Basic header bypasses the form's check: the same rule for its decoded parts.
      if (!isStorableText(id) || !isStorableText(secret))
        throw new OAuthError(
          'invalid_request',
          'Basic credentials contain text that cannot be stored',
          'SVC-VALID-4007',
        );
      if (formId !== undefined && formId !== id)
        throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials');
      return { clientId: id, clientSecret: secret, method: 'basic' };
    }
    if (formSecret !== undefined && formId === undefined)
      throw new OAuthError('invalid_request', 'client_secret without client_id');
    if (formId === undefined) return null;
    return { clientId: formId, clientSecret: formSecret ?? null, method: formSecret === undefined ? 'none' : 'post' };
  }

  /** Authenticates a confidential client; any failure is the same invalid_client. */
  async authenticate(creds: ClientCredentials): Promise<ClientRecord> {
    const client = await this.load(creds.clientId);
    const presented = this.keys.hmac(`client-secret:${creds.clientSecret ?? ''}`) ?? '';
    const stored = client?.secretHash ?? DUMMY_VERIFIER;
    const a = Buffer.from(presented, 'hex');
    const b = Buffer.from(stored, 'hex');
    const match = a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
    if (!client || creds.clientSecret === null || !match || !client.confidential || client.status !== 'ACTIVE') {
      throw new OAuthError('invalid_client', 'client authentication failed', 'SVC-AUTH-1002');
    }
    return client;
  }

  /** The verifier to store for a new secret. */
  secretVerifier(secret: string): string {
    const v = this.keys.hmac(`client-secret:${secret}`);
    if (!v) throw new Error('no HMAC key configured');
    return v;
  }
}
