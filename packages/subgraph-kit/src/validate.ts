/**
 * Argument checks every resolver runs before it touches a backend, so a malformed argument gets
 * its validation code (and the argument's name in `extensions.argument`) rather than whatever the
 * backend, or its absence (NOT-WIRED), would say. Each check throws an AppError or returns the
 * normalized value:
 *   SVC-VALID-4000  generic (negative or out-of-range number, bad base64, bad enum-like string)
 *   SVC-VALID-4003  cursor (see cursor.ts)
 *   SVC-VALID-4004  a String-typed time argument that is not RFC 3339
 *   SVC-VALID-4005  an identifier of the wrong shape (hex, prefix, length, characters)
 */
import { AppError, SPEC_LIMITS, type SvcCode } from '@svc/core';

const invalid = (code: SvcCode, argument: string, message: string) => new AppError(code, message, { argument });

// ------------------------------------------------------------------------------------------------
// Page sizes

export interface PageLimitOptions {
  /** Used when the argument is absent or 0. Default 50. */
  default?: number;
  /** Larger values are clamped to this. Default 200. */
  max?: number;
}

/** Page size of the gated-decision list: clamped to 1..200, and 0 (or absent) means 50 (spec Limits). */
export function gatedDecisionLimit(v: number | null | undefined): number {
  if (v === null || v === undefined || v === 0) return SPEC_LIMITS.gatedDecisionPageDefault;
  return Math.min(SPEC_LIMITS.gatedDecisionPageMax, Math.max(SPEC_LIMITS.gatedDecisionPageMin, v));
}

/**
 * Page size of any other list: absent or 0 gives the default, above `max` is clamped (the same
 * rule the specification fixes for the gated-decision list), a negative value is refused.
 */
export function pageLimit(v: number | null | undefined, argument = 'limit', opts: PageLimitOptions = {}): number {
  const def = opts.default ?? SPEC_LIMITS.gatedDecisionPageDefault;
  const max = opts.max ?? SPEC_LIMITS.gatedDecisionPageMax;
  if (v === null || v === undefined || v === 0) return def;
  if (!Number.isInteger(v) || v < 0) throw invalid('SVC-VALID-4000', argument, `${argument} must not be negative.`);
  return Math.min(v, max);
}

/** A non-negative integer argument (counts, thresholds), optionally bounded above. */
export function nonNegativeInt(v: number, argument: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(v) || v < 0 || v > max)
    throw invalid('SVC-VALID-4000', argument, `${argument} must be an integer from 0 to ${max}.`);
  return v;
}

/** An unsigned 64-bit integer carried as a decimal string (sequence numbers, versions, counts). */
export function uint64String(v: string, argument: string): string {
  if (!/^(0|[1-9]\d{0,19})$/.test(v) || BigInt(v) >= 2n ** 64n)
    throw invalid('SVC-VALID-4000', argument, `${argument} must be an unsigned 64-bit decimal integer.`);
  return v;
}

// ------------------------------------------------------------------------------------------------
// Time

/** RFC 3339 date-time with a time zone; the same grammar the DateTime scalar accepts. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** A String-typed timestamp argument; returns it unchanged when it is RFC 3339. */
export function rfc3339(v: string, argument: string): string {
  if (!RFC3339.test(v) || Number.isNaN(Date.parse(v)))
    throw invalid('SVC-VALID-4004', argument, `${argument} must be an RFC 3339 timestamp.`);
  return v;
}

/** Unix seconds as a decimal string (the ingestion coverage window). Not RFC 3339 by design, so 4000. */
export function unixSecondsString(v: string, argument: string): string {
  if (!/^(0|[1-9]\d{0,11})$/.test(v))
    throw invalid('SVC-VALID-4000', argument, `${argument} must be Unix seconds as a decimal string.`);
  return v;
}

const instant = (v: Date | string): number => (v instanceof Date ? v.getTime() : Date.parse(v));

/** A window whose bounds are both optional; when both are present the start must not be after the end. */
export function timeWindow(
  since: Date | string | null | undefined,
  until: Date | string | null | undefined,
  names: [string, string] = ['since', 'until'],
): void {
  if (since == null || until == null) return;
  if (instant(since) > instant(until))
    throw invalid('SVC-VALID-4000', names[0], `${names[0]} must not be after ${names[1]}.`);
}

// ------------------------------------------------------------------------------------------------
// Identifiers

/** Longest identifier any argument accepts; anything longer is refused before it reaches a backend. */
export const MAX_ID_LENGTH = 128;

/** Opaque ids minted by a backend or by identity: printable, no spaces or separators a log could split on. */
const OPAQUE_ID = /^[A-Za-z0-9][A-Za-z0-9._:~-]*$/;

/**
 * An opaque identifier: 1..`maxLength` characters of `[A-Za-z0-9._:~-]`, and with `prefix` set it
 * must start with `<prefix>_` (the platform's own prefixed ids, e.g. `pe_…`, `sub_…`).
 */
export function opaqueId(v: string, argument: string, opts: { prefix?: string; maxLength?: number } = {}): string {
  const max = opts.maxLength ?? MAX_ID_LENGTH;
  if (v.length === 0 || v.length > max || !OPAQUE_ID.test(v))
    throw invalid('SVC-VALID-4005', argument, `${argument} is not a valid identifier.`);
  if (opts.prefix && !(v.startsWith(`${opts.prefix}_`) && v.length > opts.prefix.length + 1)) {
    throw invalid('SVC-VALID-4005', argument, `${argument} must start with "${opts.prefix}_".`);
  }
  return v;
}

/**
 * A lowercase-hex identifier (the specification's "hex": lowercase hexadecimal). `bytes` fixes the
 * length (16 for a UUIDv7 id, 32 for a SHA-256 content id); without it any whole number of bytes
 * up to 64 is accepted.
 */
export function hexId(v: string, argument: string, opts: { bytes?: number } = {}): string {
  const ok =
    opts.bytes !== undefined
      ? v.length === opts.bytes * 2 && /^[0-9a-f]+$/.test(v)
      : v.length > 0 && v.length % 2 === 0 && v.length <= 128 && /^[0-9a-f]+$/.test(v);
  if (!ok)
    throw invalid(
      'SVC-VALID-4005',
      argument,
      opts.bytes !== undefined
        ? `${argument} must be ${opts.bytes * 2} lowercase hex characters.`
        : `${argument} must be lowercase hex.`,
    );
  return v;
}

/** Key material or a digest given as lowercase hex of exactly `bytes` bytes (a value, not an id: 4000). */
export function hexBytes(v: string, argument: string, bytes: number): string {
  if (v.length !== bytes * 2 || !/^[0-9a-f]+$/.test(v))
    throw invalid('SVC-VALID-4000', argument, `${argument} must be ${bytes * 2} lowercase hex characters.`);
  return v;
}

/** A decentralized identifier (`did:<method>:<id>`, W3C DID core syntax), bounded in length. */
export function did(v: string, argument: string): string {
  if (v.length > 512 || !/^did:[a-z0-9]+:[A-Za-z0-9._:%-]*[A-Za-z0-9._%-]$/.test(v))
    throw invalid('SVC-VALID-4005', argument, `${argument} must be a DID (did:<method>:<id>).`);
  return v;
}

/** A prompt-template slug: the specification's characters `a-z0-9._-`. */
export function slug(v: string, argument = 'slug'): string {
  if (v.length === 0 || v.length > MAX_ID_LENGTH || !/^[a-z0-9._-]+$/.test(v))
    throw invalid('SVC-VALID-4005', argument, `${argument} may only contain a-z, 0-9, ".", "_" and "-".`);
  return v;
}

// ------------------------------------------------------------------------------------------------
// Other shapes

/** Semantic version 2.0.0. */
export function semver(v: string, argument = 'semver'): string {
  const re =
    /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
  if (v.length > 256 || !re.test(v))
    throw invalid('SVC-VALID-4000', argument, `${argument} must be a semantic version.`);
  return v;
}

/** Standard (padded) base64, non-empty: the specification's `…B64` arguments. */
export function base64(v: string, argument: string): string {
  if (v.length === 0 || v.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(v))
    throw invalid('SVC-VALID-4000', argument, `${argument} must be standard base64.`);
  return v;
}

/** A required free-text argument: non-empty after trimming and at most `max` characters. */
export function text(v: string, argument: string, max = 4096): string {
  if (v.trim().length === 0 || v.length > max)
    throw invalid('SVC-VALID-4000', argument, `${argument} must be 1 to ${max} characters.`);
  return v;
}

/** An optional free-text argument (may be empty): at most `max` characters. */
export function maxLength(v: string, argument: string, max: number): string {
  if (v.length > max) throw invalid('SVC-VALID-4000', argument, `${argument} must be at most ${max} characters.`);
  return v;
}

/** One of a fixed set of strings (String-typed arguments whose values the specification enumerates). */
export function oneOf<T extends string>(
  v: string,
  argument: string,
  allowed: readonly T[] | ((v: string) => boolean),
): T {
  const ok = typeof allowed === 'function' ? allowed(v) : (allowed as readonly string[]).includes(v);
  if (!ok) throw invalid('SVC-VALID-4000', argument, `${argument} has an unsupported value.`);
  return v as T;
}

/** A list argument with at least `min` and at most `max` items, each checked by `each`. */
export function list<T>(
  v: readonly T[],
  argument: string,
  each: (item: T, argument: string) => T,
  bounds: { min?: number; max?: number } = {},
): T[] {
  const min = bounds.min ?? 0,
    max = bounds.max ?? 100;
  if (v.length < min || v.length > max)
    throw invalid('SVC-VALID-4000', argument, `${argument} must have ${min} to ${max} items.`);
  return v.map((item, i) => each(item, `${argument}[${i}]`));
}

/** Applies `check` when the value is present (not null or undefined). */
export function optional<T, R>(v: T | null | undefined, check: (v: T) => R): R | null | undefined {
  return v === null || v === undefined ? (v as null | undefined) : check(v);
}
