/**
 * The canonical signed form of an audit event (`svc-attlog-v1`). Writers, the live-chain verifier
 * and the export verifier all go through `preimageOf`, and an independent implementation can
 * rebuild it from the stored columns or an export line:
 *
 *   preimage = UTF-8 of JSON.stringify([
 *     "svc-attlog-v1", id, chainKey, seq (decimal string), prevHash (hex; 64 zeros at genesis),
 *     occurredAt (ISO 8601 UTC, milliseconds), organizationId, workspaceId ("" for none),
 *     category, action, outcome, actorPrincipal, resourceOrn, isSystem (boolean),
 *     correlationKey, correlationId, emitterService, details (object, keys sorted, or null), keyId ])
 *   contentHash = hex(SHA-256(preimage)); signature = Ed25519(private key of keyId, preimage)
 *
 * A JSON array of strings, booleans and one flat object with sorted keys has exactly one
 * JSON.stringify form (no floats, no nesting), which is why details are restricted to that.
 */
import { createHash, verify, type KeyObject } from 'node:crypto';
import { ed25519SignerOf } from './ed25519-signer.ts';
import type { AuditDetails } from './audit-event-input.ts';

export const PREIMAGE_TAG = 'svc-attlog-v1';
export const GENESIS_PREV_HASH = '0'.repeat(64);

export interface ChainedEventFields {
  id: string;
  chainKey: string;
  seq: bigint;
  prevHash: string;
  occurredAt: Date;
  organizationId: string;
  workspaceId: string | null;
  category: string;
  action: string;
  outcome: string;
  actorPrincipal: string;
  resourceOrn: string;
  isSystem: boolean;
  correlationKey: string;
  correlationId: string;
  emitterService: string;
  details: AuditDetails | null;
  keyId: string;
}

function sortedDetails(d: AuditDetails | null): AuditDetails | null {
  if (d === null) return null;
  const out: AuditDetails = {};
  for (const k of Object.keys(d).sort()) out[k] = d[k];
  return out;
}

export function preimageOf(e: ChainedEventFields): Buffer {
  return Buffer.from(
    JSON.stringify([
      PREIMAGE_TAG,
      e.id,
      e.chainKey,
      e.seq.toString(),
      e.prevHash,
      e.occurredAt.toISOString(),
      e.organizationId,
      e.workspaceId ?? '',
      e.category,
      e.action,
      e.outcome,
      e.actorPrincipal,
      e.resourceOrn,
      e.isSystem,
      e.correlationKey,
      e.correlationId,
      e.emitterService,
      sortedDetails(e.details),
      e.keyId,
    ]),
    'utf8',
  );
}

export const sha256Hex = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');

export function signPreimage(preimage: Buffer, privateKey: KeyObject): string {
  return ed25519SignerOf(privateKey)(preimage).toString('hex');
}

export function signatureValid(preimage: Buffer, signatureHex: string, publicKey: KeyObject): boolean {
  if (!/^[0-9a-f]{128}$/.test(signatureHex)) return false;
  try {
    return verify(null, preimage, publicKey, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
