/**
 * Per-service credentials of an internal gRPC API (the scheme of docs/adr/007-service-audit-appends.md):
 * the server keeps only the SHA-256 of each calling service's secret (`name:<hex>`, comma-separated)
 * and compares the digest of what is presented in constant time. An unknown service is compared
 * against a dummy digest so that it costs the same as a wrong secret. No verifier refuses every call.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import { AppError, type SvcCode } from '@svc/core';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';

/** `name:sha256hex`, comma-separated; empty: no service may call. */
export const SERVICE_VERIFIERS_PATTERN = /^$|^[a-z][a-z0-9-]{0,31}:[0-9a-f]{64}(,[a-z][a-z0-9-]{0,31}:[0-9a-f]{64})*$/;

/** The verifier a server stores for a secret. */
export const serviceSecretVerifier = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

const MAX_SECRET_LENGTH = 256;
const DUMMY = Buffer.alloc(32);

export class ServiceVerifiers {
  private readonly verifiers = new Map<string, Buffer>();

  /** `spec` already matched SERVICE_VERIFIERS_PATTERN (config); `refusal` is the code of a bad caller. */
  constructor(spec: string, private readonly refusal: SvcCode) {
    for (const item of spec.split(',').filter(Boolean)) {
      const [name, hex] = item.split(':') as [string, string];
      this.verifiers.set(name, Buffer.from(hex, 'hex'));
    }
  }

  /** The authenticated service name, or the refusal. */
  authenticate(service: unknown, secret: unknown): string {
    const name = typeof service === 'string' ? service : '';
    const presented = typeof secret === 'string' && secret.length > 0 && secret.length <= MAX_SECRET_LENGTH ? secret : '';
    const expected = this.verifiers.get(name);
    const match = timingSafeEqual(createHash('sha256').update(presented, 'utf8').digest(), expected ?? DUMMY);
    if (!expected || !presented || !match) throw new AppError(this.refusal, 'the calling service is not authenticated');
    return name;
  }

  /** The caller of a gRPC call, from its metadata. */
  caller(metadata: grpc.Metadata): string {
    return this.authenticate(metadata.get(SERVICE_NAME_METADATA)[0], metadata.get(SERVICE_SECRET_METADATA)[0]);
  }
}
