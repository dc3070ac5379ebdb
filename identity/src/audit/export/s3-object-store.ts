/**
 * The S3-compatible object store of audit exports and subject access bundles (AUDIT_OBJECT_STORE=s3),
 * on the AWS SDK v3. Only identity writes (PutObject) and reads (GetObject, for downloads), with
 * credentials from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * AWS_PROFILE, web identity, container roles).
 *
 * Integrity: every object is put with its SHA-256 as the request's `x-amz-checksum-sha256` (S3
 * rejects a body that does not match) and as user metadata `sha256`; a get recomputes it and refuses
 * an object whose bytes do not match (SVC-SERVER-9004), so a store that ignores checksums — or an
 * object replaced in the bucket without the metadata — is never served as an export.
 *
 * Failure: a PutObject is atomic (a failed put leaves no object, a reader never sees half of one).
 * A store that cannot be reached, times out or answers an error is SVC-AUDIT-STORE-UNAVAILABLE
 * (503, retryable): the caller's export or bundle is not recorded, and the process stays up.
 * Keys are checked with assertObjectKey before any request, like the local store.
 */
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError, lazyRequire } from '@svc/core';
import { assertObjectKey, isObjectKey, type ObjectStore } from './object-store.ts';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, …); unset: AWS's own for the region. */
  endpoint?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every object key (e.g. `audit-exports/`), so a bucket policy can scope a principal to it. */
  prefix: string;
  /** Connection and per-request timeout (ms); a put runs inside a DSAR transaction, so keep it well below 30 s. */
  timeoutMs: number;
  /** Tests pass static credentials; deployments leave it unset (the SDK's default chain). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const unavailable = (op: string) => new AppError('SVC-AUDIT-STORE-UNAVAILABLE', undefined, { operation: op });

/**
 * The SDK, required when the first store is made: objectStoreFromConfig imports this module only
 * when S3 is selected, but a bundle (scripts/build.ts) hoists a static import of the SDK to its
 * top, so identity would load it at every start.
 */
const sdk = lazyRequire<typeof import('@aws-sdk/client-s3')>(import.meta.url, '@aws-sdk/client-s3');

export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly opts: S3ObjectStoreOptions) {
    this.client = new (sdk().S3Client)({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // The SHA-256 is computed here and sent as a header; the SDK's own default (a CRC32 trailer
      // in aws-chunked encoding) is not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // One retry: a caller is waiting (and, for a bundle, a transaction is open).
      maxAttempts: 2,
      // throwOnRequestTimeout: without it the SDK only logs a timed-out request and keeps waiting.
      requestHandler: {
        connectionTimeout: opts.timeoutMs,
        requestTimeout: opts.timeoutMs,
        throwOnRequestTimeout: true,
      },
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const Key = this.opts.prefix + assertObjectKey(key);
    const sha256 = createHash('sha256').update(bytes).digest('base64');
    try {
      await this.client.send(
        new (sdk().PutObjectCommand)({
          Bucket: this.opts.bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/zip',
          ChecksumSHA256: sha256,
          Metadata: { sha256 },
        }),
      );
    } catch {
      throw unavailable('put');
    }
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isObjectKey(key)) return null;
    let bytes: Buffer;
    let expected: string | undefined;
    try {
      const out = await this.client.send(
        new (sdk().GetObjectCommand)({ Bucket: this.opts.bucket, Key: this.opts.prefix + key }),
      );
      expected = out.Metadata?.sha256;
      bytes = Buffer.from(await out.Body!.transformToByteArray());
    } catch (e) {
      if (e instanceof sdk().NoSuchKey || (e instanceof sdk().S3ServiceException && e.$metadata.httpStatusCode === 404))
        return null;
      throw unavailable('get');
    }
    if (expected !== createHash('sha256').update(bytes).digest('base64')) {
      throw new AppError('SVC-SERVER-9004', 'The stored export does not match its checksum.');
    }
    return bytes;
  }

  destroy(): void {
    this.client.destroy();
  }
}
