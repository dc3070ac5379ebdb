/**
 * The pure part of the OCAR trust configuration (Document 1, "OCAR trust configuration"): what a
 * well-formed configuration is, its content id, and whether a change strengthens it (applied by
 * one admin) or weakens it (pending until a distinct second admin promotes it).
 *
 * A configuration is a co-sign threshold and the pinned receivers (Ed25519 public keys). Our rules
 * (the specification names the transitions only):
 * - at most MAX_RECEIVERS receivers; receiver ids unique (SVC-OCAR-7721) and public keys unique
 *   (one key pinned twice would count one co-signer twice toward the threshold: SVC-OCAR-7721);
 * - threshold between 1 and the number of receivers, or 0 with no receivers ("none")
 *   (SVC-OCAR-7722);
 * - a change is WEAKENING when it lowers the threshold or drops any pinned (receiverId, key) pair
 *   (a changed key is a removal plus an addition); anything else (the first set, a raised
 *   threshold, an added receiver) is applied at once.
 */
import { createHash } from 'node:crypto';
import { AppError } from '@svc/core';

export const MAX_RECEIVERS = 100;
/** The subgraph's opaque-id grammar (packages/subgraph-kit validate.ts), 1 to 128 characters. */
const RECEIVER_ID = /^[A-Za-z0-9][A-Za-z0-9._:~-]{0,127}$/;
const PUBLIC_KEY_HEX = /^[0-9a-f]{64}$/;

export interface PinnedReceiver {
  receiverId: string;
  publicKeyHex: string;
}
export interface TrustConfigContent {
  threshold: number;
  receivers: PinnedReceiver[];
}

/** The empty configuration a clear proposes. */
export const CLEARED: TrustConfigContent = { threshold: 0, receivers: [] };

/** Validates and normalizes (keys lower-cased, receivers sorted by id); typed SVC-OCAR-772x otherwise. */
export function normalizeConfig(input: { threshold: unknown; receivers: unknown }): TrustConfigContent {
  if (!Array.isArray(input.receivers) || input.receivers.length > MAX_RECEIVERS) {
    throw new AppError('SVC-OCAR-7721', `at most ${MAX_RECEIVERS} receivers`, { argument: 'input.receivers' });
  }
  const ids = new Set<string>(),
    keys = new Set<string>();
  const receivers = input.receivers.map((r: { receiverId?: unknown; publicKeyHex?: unknown }, i) => {
    const receiverId = typeof r?.receiverId === 'string' ? r.receiverId : '';
    const publicKeyHex = typeof r?.publicKeyHex === 'string' ? r.publicKeyHex.toLowerCase() : '';
    if (!RECEIVER_ID.test(receiverId))
      throw new AppError('SVC-OCAR-7721', 'receiverId must be an identifier of 1 to 128 characters', {
        argument: `input.receivers[${i}].receiverId`,
      });
    if (!PUBLIC_KEY_HEX.test(publicKeyHex))
      throw new AppError('SVC-OCAR-7721', 'publicKeyHex must be 64 hex characters (Ed25519)', {
        argument: `input.receivers[${i}].publicKeyHex`,
      });
    if (ids.has(receiverId))
      throw new AppError('SVC-OCAR-7721', 'receiver ids must be unique', {
        argument: `input.receivers[${i}].receiverId`,
      });
    if (keys.has(publicKeyHex))
      throw new AppError('SVC-OCAR-7721', 'a public key may be pinned once', {
        argument: `input.receivers[${i}].publicKeyHex`,
      });
    ids.add(receiverId);
    keys.add(publicKeyHex);
    return { receiverId, publicKeyHex };
  });
  const threshold = input.threshold;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 0 ||
    threshold > receivers.length ||
    (threshold === 0 && receivers.length > 0)
  ) {
    throw new AppError('SVC-OCAR-7722', 'threshold must be between 1 and the number of receivers (0 only with none)', {
      argument: 'input.threshold',
    });
  }
  receivers.sort((a, b) => (a.receiverId < b.receiverId ? -1 : a.receiverId > b.receiverId ? 1 : 0));
  return { threshold, receivers };
}

/**
 * Content id (hex SHA-256) of a normalized configuration: the UTF-8 of
 * `svc-ocar-trust-config-v1\n` followed by the JSON `{"threshold":n,"receivers":[{"receiverId":…,"publicKeyHex":…},…]}`
 * with receivers sorted by id and keys lower-case. Clients compute it to bind a step-up to a change.
 */
export function configCid(c: TrustConfigContent): string {
  const body = JSON.stringify({
    threshold: c.threshold,
    receivers: c.receivers.map((r) => ({ receiverId: r.receiverId, publicKeyHex: r.publicKeyHex })),
  });
  return createHash('sha256').update(`svc-ocar-trust-config-v1\n${body}`).digest('hex');
}

/** Whether going from `current` to `next` lowers the threshold or drops a pinned receiver. */
export function isWeakening(current: TrustConfigContent, next: TrustConfigContent): boolean {
  if (next.threshold < current.threshold) return true;
  const kept = new Set(next.receivers.map((r) => `${r.receiverId}\n${r.publicKeyHex}`));
  return current.receivers.some((r) => !kept.has(`${r.receiverId}\n${r.publicKeyHex}`));
}

/**
 * The step-up operation bindings, re-derived from each mutation's own input so a step-up minted
 * for another change is refused. `expectedVersion` absent (the first set) is `none`.
 */
export const setBinding = (expectedVersion: string | null, cid: string) =>
  `setOcarTrustConfig:${expectedVersion ?? 'none'}:${cid}`;
export const promoteBinding = (expectedVersion: string) => `promoteOcarTrustConfig:${expectedVersion}`;
export const clearBinding = (expectedVersion: string) => `clearOcarTrustConfig:${expectedVersion}`;
