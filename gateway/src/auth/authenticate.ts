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

/** Minted JWTs are reused until this long before their expiry. */
const EXCHANGE_REUSE_MARGIN_MS = 30_000;

export class Authenticator {
  private exchanged = new Map<string, { token: string; expiresAtMs: number }>();
  private inflight = new Map<string, Promise<string>>();

  constructor(private validator: JwtValidator, private identity: IdentityApi) {}

  async authenticate(req: IncomingMessage, routeKey: string): Promise<AccessClaims> {
    const cred = extractCredential(req, routeKey);
    if (!cred) throw new AppError('SVC-AUTH-1000');
    if (cred.kind === 'jwt') return this.validator.validate(cred.token);
    const token = await this.exchange(cred.key);
    return this.validator.validate(token);
  }

  private async exchange(key: string): Promise<string> {
    const id = createHash('sha256').update(key).digest('base64url');
    const hit = this.exchanged.get(id);
    if (hit && hit.expiresAtMs - EXCHANGE_REUSE_MARGIN_MS > Date.now()) return hit.token;
    let p = this.inflight.get(id);
    if (!p) {
      p = this.identity
        .exchangeApiKey({ api_key: key })
        .then((r) => {
          if (this.exchanged.size > 100_000) this.exchanged.clear();
          this.exchanged.set(id, { token: r.access_token, expiresAtMs: Date.now() + r.expires_in * 1000 });
          return r.access_token;
        })
        .finally(() => this.inflight.delete(id));
      this.inflight.set(id, p);
    }
    return p;
  }
}
