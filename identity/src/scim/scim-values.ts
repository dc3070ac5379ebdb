/**
 * Reading attribute values out of untrusted SCIM JSON. Attribute names are case-insensitive
 * (RFC 7643 §2.1), so lookups ignore case; every string that reaches the database is checked here
 * first, because PostgreSQL rejects NUL in text and JSONB and a lone surrogate would be stored as
 * U+FFFD: either would turn bad input into a 500 or a silently altered value.
 */
import { ScimError } from '@svc/core';
import { SCIM_LIMITS } from './scim-constants.ts';

export type JsonObject = Record<string, unknown>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value of an attribute whose name matches `name` ignoring case (own properties only). */
export function attr(obj: JsonObject, name: string): unknown {
  if (Object.hasOwn(obj, name)) return obj[name];
  const lower = name.toLowerCase();
  for (const k of Object.keys(obj)) if (k.toLowerCase() === lower) return obj[k];
  return undefined;
}

// C0 and C1 controls (NUL included): never meaningful in names, user names or addresses.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as it is: no control characters, no lone surrogates. */
export function storable(s: string): boolean {
  return !CONTROL.test(s) && !LONE_SURROGATE.test(s);
}

/** A trimmed single-line string of at most `max` characters, or invalidValue naming `field`. */
export function text(v: unknown, field: string, max: number = SCIM_LIMITS.maxStringChars): string {
  if (typeof v !== 'string') throw new ScimError(400, 'invalidValue', `${field} must be a string`);
  const s = v.trim();
  if (s.length > max) throw new ScimError(400, 'invalidValue', `${field} is longer than ${max} characters`);
  if (!storable(s)) throw new ScimError(400, 'invalidValue', `${field} contains characters that are not allowed`);
  return s;
}

/** Like text(), but absent, null and blank all mean "not given". */
export function optionalText(v: unknown, field: string, max?: number): string | undefined {
  if (v === undefined || v === null) return undefined;
  const s = text(v, field, max);
  return s === '' ? undefined : s;
}

/**
 * A SCIM boolean. Microsoft Entra sends `"True"`/`"False"` strings for `active`, so the two words
 * are accepted in any case; anything else is invalidValue.
 */
export function bool(v: unknown, field: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  throw new ScimError(400, 'invalidValue', `${field} must be true or false`);
}

/** userName as stored and compared: trimmed and lower-cased (spec "SCIM User"). */
export function normaliseUserName(v: string): string {
  return v.trim().toLowerCase();
}
