/**
 * The credential chain for a protected request: exactly one credential → (API key: exchange
 * through identity for a short-lived JWT, cached by a hash of the key, never the plaintext) →
 * local JWT validation. Returns the validated claims or throws a typed AppError.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import { extractCredential } from './credential.ts';
import type { JwtValidator, AccessClaims } from './jwt-validator.ts';
import type { DeferredRevocation, RevocationChecker } from './revocation.ts';

/**
 * `token` is the validated access JWT (for API keys: the minted one), forwarded only to identity.
 * `pendingRevocation` is set when the caller asked to defer the revocation check and the store
 * can take it (see DeferredRevocation): the caller then owes that check.
 */
export interface Authenticated { claims: AccessClaims; apiKey: { id: string; keyClass: string } | null; token: string; pendingRevocation: DeferredRevocation | null }

/** Minted JWTs are reused until this long before their expiry. */
const EXCHANGE_REUSE_MARGIN_MS = 30_000;

interface Exchanged { token: string; expiresAtMs: number; keyId: string; keyClass: string }

export class Authenticator {
  private exchanged = new Map<string, Exchanged>();
  private inflight = new Map<string, Promise<Exchanged>>();
  /** Exchange calls made and answered from cache, for the hit-rate figure. */
  readonly stats = { exchanges: 0, cacheHits: 0 };

  constructor(private validator: JwtValidator, private identity: IdentityApi, private revocation: RevocationChecker) {}

  /** Steps 1–3 of the chain: one credential, API-key exchange, JWT validation, revocation. */
  async authenticate(req: IncomingMessage, routeKey: string, opts: { deferRevocation?: boolean } = {}): Promise<Authenticated> {
    const cred = extractCredential(req, routeKey);
    if (!cred) throw new AppError('SVC-AUTH-1000');
    let token: string;
    let apiKey: Authenticated['apiKey'] = null;
    if (cred.kind === 'jwt') token = cred.token;
    else {
      const ex = await this.exchange(cred.key);
      token = ex.token;
      apiKey = { id: ex.keyId, keyClass: ex.keyClass };
    }
    const claims = await this.validator.validate(token);
    if (opts.deferRevocation && this.revocation.defer) return { claims, apiKey, token, pendingRevocation: this.revocation.defer(claims.jti, claims.fid) };
    await this.revocation.assertNotRevoked(claims.jti, claims.fid);
    return { claims, apiKey, token, pendingRevocation: null };
  }

  private async exchange(key: string): Promise<Exchanged> {
    // Cached by a hash of the key, never the plaintext, until shortly before the JWT expires.
    const id = createHash('sha256').update(key).digest('base64url');
    const hit = this.exchanged.get(id);
    if (hit && hit.expiresAtMs - EXCHANGE_REUSE_MARGIN_MS > Date.now()) {
      this.stats.cacheHits++;
      return hit;
    }
    let p = this.inflight.get(id);
    if (!p) {
      this.stats.exchanges++;
      p = this.identity
        .exchangeApiKey({ api_key: key })
        .then((r) => {
          const ex = { token: r.access_token, expiresAtMs: Date.now() + r.expires_in * 1000, keyId: r.key_id, keyClass: r.key_class };
          if (this.exchanged.size > 100_000) this.exchanged.clear();
          this.exchanged.set(id, ex);
          return ex;
        })
        .finally(() => this.inflight.delete(id));
      this.inflight.set(id, p);
    }
    return p;
  }
}
