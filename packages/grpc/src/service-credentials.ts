/**
 * Verifies a calling service's credential (metadata `svc-service` / `svc-service-secret`, ADR 007
 * and 009): the server keeps only the SHA-256 of each service's secret (`name:<hex>,…`, validated
 * at start-up) and compares the digest of what is presented in constant time. An unknown service
 * is compared against a dummy digest so that it costs the same as a wrong secret; an empty list
 * refuses everyone.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, type SvcCode } from '@svc/core';
import type * as grpc from '@grpc/grpc-js';
import { SERVICE_NAME_METADATA, SERVICE_SECRET_METADATA } from './audit-ingest-client.ts';

/** `name:sha256hex`, comma-separated; empty: no service may call. */
export const SERVICE_VERIFIER_LIST_PATTERN =
  /^$|^[a-z][a-z0-9-]{0,31}:[0-9a-f]{64}(,[a-z][a-z0-9-]{0,31}:[0-9a-f]{64})*$/;

/** The verifier a server stores for a secret. */
export const serviceSecretDigest = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

const MAX_SECRET_LENGTH = 256;
const DUMMY = Buffer.alloc(32);

export class ServiceVerifier {
  private readonly verifiers = new Map<string, Buffer>();

  /** `spec` matches SERVICE_VERIFIER_LIST_PATTERN; `refusal` is the code of a bad credential. */
  constructor(
    spec: string,
    private readonly refusal: SvcCode,
  ) {
    for (const item of spec.split(',').filter(Boolean)) {
      const [name, hex] = item.split(':') as [string, string];
      this.verifiers.set(name, Buffer.from(hex, 'hex'));
    }
  }

  /** The authenticated service name, or the refusal. */
  authenticate(service: unknown, secret: unknown): string {
    const name = typeof service === 'string' ? service : '';
    const presented =
      typeof secret === 'string' && secret.length > 0 && secret.length <= MAX_SECRET_LENGTH ? secret : '';
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
