/**
 * A client's trusted documents as the registry accepts them, in either of the two shapes the
 * tooling writes:
 * - Apollo's persisted query manifest (`@apollo/generate-persisted-query-manifest`, Rover):
 *   `{"format":"apollo-persisted-query-manifest","version":1,"operations":[{id,name,type,body}]}`;
 * - graphql-codegen's client preset (`persistedDocuments: true`): `persisted-documents.json`, an
 *   object of `"sha256:<hex>"` (or bare `<hex>`) → body.
 * Both become a list of operations with a bare lower-case hex id. Shape and bounds are checked
 * here, before anything is parsed as GraphQL; a value outside them is a typed 400 naming it.
 */
import { createHash } from 'node:crypto';
import { AppError, isStorableText } from '@svc/core';

export const MANIFEST_FORMAT = 'apollo-persisted-query-manifest';
/** A client name as Apollo's tooling and the `apollographql-client-name` header carry it. */
export const CLIENT_NAME_RE = /^[A-Za-z0-9_.:@/-]{1,100}$/;
export const CLIENT_VERSION_RE = /^[A-Za-z0-9_.+:@/-]{1,64}$/;
const HEX64 = /^[0-9a-f]{64}$/;

export interface ManifestOperation {
  id: string;
  /** As the manifest names it (null in the client preset's shape: taken from the body). */
  name: string | null;
  type: 'query' | 'mutation' | 'subscription' | null;
  body: string;
}

export interface ManifestLimits {
  maxOperations: number;
  maxDocumentBytes: number;
}

/** A problem with one operation of a manifest, named by its id (and name when known). */
export interface OperationProblem {
  id: string;
  name: string | null;
  message: string;
}

const bad = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

export function clientName(v: unknown): string {
  if (typeof v !== 'string' || !CLIENT_NAME_RE.test(v))
    throw bad('client', 'client must be 1-100 of [A-Za-z0-9_.:@/-] (the apollographql-client-name of the frontend)');
  return v;
}

export function clientVersion(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !CLIENT_VERSION_RE.test(v))
    throw bad('clientVersion', 'clientVersion must be 1-64 of [A-Za-z0-9_.+:@/-]');
  return v;
}

/** A document id as a client may write it (`sha256:<hex>` or `<hex>`), as bare lower-case hex; null when it is neither. */
export function documentId(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 71) return null;
  const hex = (v.startsWith('sha256:') ? v.slice(7) : v).toLowerCase();
  return HEX64.test(hex) ? hex : null;
}

/**
 * The operations of `manifest` with their bounds checked; ids that do not match their body (the
 * SHA-256 of the body as sent) are returned as problems rather than thrown, so a refusal can name
 * every bad operation at once.
 */
export function readManifest(
  manifest: unknown,
  limits: ManifestLimits,
): { operations: ManifestOperation[]; problems: OperationProblem[] } {
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest))
    throw bad('manifest', 'manifest must be a JSON object: a persisted query manifest');
  const m = manifest as Record<string, unknown>;
  let raw: { id: unknown; name: unknown; type: unknown; body: unknown }[];
  if ('format' in m || 'operations' in m) {
    if (m.format !== MANIFEST_FORMAT) throw bad('manifest.format', `manifest.format must be "${MANIFEST_FORMAT}"`);
    if (m.version !== 1) throw bad('manifest.version', 'manifest.version must be 1');
    if (!Array.isArray(m.operations)) throw bad('manifest.operations', 'manifest.operations must be an array');
    raw = m.operations.map((o, i) => {
      if (o === null || typeof o !== 'object' || Array.isArray(o))
        throw bad('manifest.operations', `manifest.operations[${i}] must be an object`);
      const op = o as Record<string, unknown>;
      return { id: op.id, name: op.name, type: op.type, body: op.body };
    });
  } else {
    // graphql-codegen's client preset: { "sha256:<hex>": body }
    raw = Object.entries(m).map(([id, body]) => ({ id, name: undefined, type: undefined, body }));
  }
  if (raw.length === 0) throw bad('manifest.operations', 'the manifest has no operations');
  if (raw.length > limits.maxOperations)
    throw bad('manifest.operations', `a manifest may hold at most ${limits.maxOperations} operations`);

  const operations: ManifestOperation[] = [];
  const problems: OperationProblem[] = [];
  const seen = new Set<string>();
  for (const [i, r] of raw.entries()) {
    const id = documentId(r.id);
    if (!id) throw bad('manifest.operations', `operation ${i}: id must be a SHA-256 hex digest (optionally "sha256:")`);
    if (r.name !== undefined && r.name !== null && (typeof r.name !== 'string' || r.name.length > 256))
      throw bad('manifest.operations', `operation ${id}: name must be a string of at most 256 characters`);
    if (r.type !== undefined && r.type !== 'query' && r.type !== 'mutation' && r.type !== 'subscription')
      throw bad('manifest.operations', `operation ${id}: type must be query, mutation or subscription`);
    if (typeof r.body !== 'string' || r.body.trim() === '')
      throw bad('manifest.operations', `operation ${id}: body must be a non-empty string`);
    if (Buffer.byteLength(r.body, 'utf8') > limits.maxDocumentBytes)
      throw new AppError('SVC-VALID-4001', `operation ${id}: body is larger than ${limits.maxDocumentBytes} bytes`, {
        argument: 'manifest.operations',
      });
    if (!isStorableText(r.body))
      throw new AppError('SVC-VALID-4007', `operation ${id}: body contains text that cannot be stored`, {
        argument: 'manifest.operations',
      });
    if (seen.has(id)) throw bad('manifest.operations', `operation ${id} appears twice`);
    seen.add(id);
    const name = typeof r.name === 'string' ? r.name : null;
    if (sha256Hex(r.body) !== id) {
      problems.push({ id, name, message: 'id is not the SHA-256 of body' });
      continue;
    }
    operations.push({ id, name, type: (r.type as ManifestOperation['type']) ?? null, body: r.body });
  }
  return { operations, problems };
}
