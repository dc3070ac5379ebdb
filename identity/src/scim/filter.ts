/**
 * The one filter form the spec supports: `userName eq "<value>"` (attribute and operator in any
 * case, the attribute optionally URN-qualified). The whole expression must match one anchored
 * pattern, so anything after the value (`or 1 eq 1`, `and …`, a second clause) leaves the
 * pattern unmatched and is invalidFilter: a filter is never widened to the full list. The value
 * is a JSON string literal (RFC 7644 §3.4.2.2 compValue), decoded with JSON.parse; escaped quotes
 * therefore stay inside the value, which is then only ever a bound parameter of an equality
 * lookup, never part of query text.
 */
import { ScimError } from '@svc/core';
import { SCIM_LIMITS } from './scim-constants.ts';
import { normaliseUserName, storable } from './scim-values.ts';

// A JSON string: unescaped characters other than quote, backslash and controls, or an escape.
// Case-sensitive on purpose: `\B` is not a JSON escape.
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"`;
const ATTR_OP_VALUE = new RegExp(String.raw`^\s*([A-Za-z0-9:._-]+)\s+([A-Za-z]+)\s+(${JSON_STRING})\s*$`);
const USER_NAME = new Set(['username', 'urn:ietf:params:scim:schemas:core:2.0:user:username']);

const invalid = (detail: string) => new ScimError(400, 'invalidFilter', detail);

/** The normalised userName a filter selects, or invalidFilter. */
export function parseUserNameFilter(filter: string): string {
  if (filter.length > SCIM_LIMITS.maxFilterChars) throw invalid('the filter is too long');
  const m = ATTR_OP_VALUE.exec(filter);
  if (!m || !USER_NAME.has(m[1].toLowerCase()) || m[2].toLowerCase() !== 'eq')
    throw invalid('only the filter userName eq "<value>" is supported');
  let value: string;
  try {
    value = JSON.parse(m[3]) as string;
  } catch {
    throw invalid('the filter value is not a valid string literal');
  }
  // Escapes can still spell a NUL or a lone surrogate, which the database cannot compare.
  if (!storable(value)) throw invalid('the filter value contains characters that are not allowed');
  return normaliseUserName(value);
}
