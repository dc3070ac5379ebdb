/**
 * The per-service credentials of AppendServiceEvents (docs/adr/007-service-audit-appends.md):
 * identity keeps only the SHA-256 of each service's secret (AUDIT_APPEND_SERVICES, validated at
 * start-up) and compares the digest of what is presented in constant time. An unknown service is
 * compared against a dummy digest so that it costs the same as a wrong secret.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@svc/core';

/** `name:sha256hex`, comma-separated; empty: no service may append. */
export const SERVICE_VERIFIERS_PATTERN = /^$|^[a-z][a-z0-9-]{0,31}:[0-9a-f]{64}(,[a-z][a-z0-9-]{0,31}:[0-9a-f]{64})*$/;

/** The verifier identity stores for a secret. */
export const serviceSecretVerifier = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

const MAX_SECRET_LENGTH = 256;
const DUMMY = Buffer.alloc(32);

export class ServiceCredentials {
  private readonly verifiers = new Map<string, Buffer>();

  /** `spec` is AUDIT_APPEND_SERVICES (already matched against SERVICE_VERIFIERS_PATTERN). */
  constructor(spec: string) {
    for (const item of spec.split(',').filter(Boolean)) {
      const [name, hex] = item.split(':') as [string, string];
      this.verifiers.set(name, Buffer.from(hex, 'hex'));
    }
  }

  /** The authenticated service name, or SVC-AUDIT-APPEND-UNAUTHENTICATED. */
  authenticate(service: unknown, secret: unknown): string {
    const name = typeof service === 'string' ? service : '';
    const presented =
      typeof secret === 'string' && secret.length > 0 && secret.length <= MAX_SECRET_LENGTH ? secret : '';
    const expected = this.verifiers.get(name);
    const digest = createHash('sha256').update(presented, 'utf8').digest();
    const match = timingSafeEqual(digest, expected ?? DUMMY);
    if (!expected || !presented || !match)
      throw new AppError('SVC-AUDIT-APPEND-UNAUTHENTICATED', 'the calling service is not authenticated');
    return name;
  }
}
