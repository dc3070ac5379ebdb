/**
 * PATCH (RFC 7644 §3.5.2) restricted to the spec's settable paths: `active`, `name.givenName`,
 * `name.familyName`, plus a path-less add/replace whose value is an object of those attributes
 * (Okta and Entra send `{"op":"replace","value":{"active":false}}`). Operation names are
 * case-insensitive because Entra sends `Replace`/`Add`.
 *
 * applyPatch is pure: it folds every operation over a copy of the current state and throws on the
 * first bad one, so a request whose second operation fails has applied nothing; the service then
 * writes the result in one transaction. Atomicity therefore does not depend on rolling back.
 */
import { ScimError } from '@svc/core';
import { NAME_DEFAULTS, SCIM_LIMITS, URN } from './scim-constants.ts';
import { requireSchema } from './user-input.ts';
import { attr, bool, isObject, optionalText, type JsonObject } from './scim-values.ts';

export interface PatchableState {
  givenName: string;
  familyName: string;
  active: boolean;
}

type Path = 'active' | 'givenName' | 'familyName';
type Op = 'add' | 'replace' | 'remove';

const PATHS: Record<string, Path> = {
  active: 'active',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
};
const USER_URN_PREFIX = `${URN.user.toLowerCase()}:`;

/** A settable path, or invalidPath (filter expressions such as `emails[type eq "work"]` included). */
function resolvePath(raw: string): Path {
  let p = raw.trim().toLowerCase();
  if (p.startsWith(USER_URN_PREFIX)) p = p.slice(USER_URN_PREFIX.length);
  if (/[[\]]/.test(p) || /\s/.test(p))
    throw new ScimError(400, 'invalidPath', `filter-expression paths are not supported: ${raw}`);
  const path = Object.hasOwn(PATHS, p) ? PATHS[p] : undefined;
  if (!path)
    throw new ScimError(
      400,
      'invalidPath',
      `${raw} cannot be patched; settable paths are active, name.givenName and name.familyName`,
    );
  return path;
}

function setValue(state: PatchableState, path: Path, value: unknown, where: string): void {
  if (path === 'active') {
    state.active = bool(value, where);
    return;
  }
  // A blank name part means "not given", as on create: it falls back to the default.
  state[path] = optionalText(value, where) ?? NAME_DEFAULTS[path];
}

/** The pairs a path-less value object sets: top-level keys, `name.*` dotted keys and `name{}`. */
function pathlessPairs(value: unknown, index: number): [Path, unknown, string][] {
  if (!isObject(value))
    throw new ScimError(400, 'invalidValue', `Operations[${index}].value must be an object when path is omitted`);
  const pairs: [Path, unknown, string][] = [];
  for (const [key, v] of Object.entries(value)) {
    if (key.toLowerCase() === 'name' || key.toLowerCase() === `${USER_URN_PREFIX}name`) {
      if (!isObject(v)) throw new ScimError(400, 'invalidValue', `Operations[${index}].value.name must be an object`);
      for (const [sub, sv] of Object.entries(v))
        pairs.push([resolvePath(`name.${sub}`), sv, `Operations[${index}].value.name.${sub}`]);
    } else {
      pairs.push([resolvePath(key), v, `Operations[${index}].value.${key}`]);
    }
  }
  return pairs;
}

function operation(raw: unknown, index: number): { op: Op; path?: Path; value: unknown } {
  if (!isObject(raw)) throw new ScimError(400, 'invalidSyntax', `Operations[${index}] must be an object`);
  const opRaw = attr(raw, 'op');
  const op = typeof opRaw === 'string' ? opRaw.trim().toLowerCase() : '';
  if (op !== 'add' && op !== 'replace' && op !== 'remove')
    throw new ScimError(400, 'invalidSyntax', `Operations[${index}].op must be add, replace or remove`);
  const pathRaw = attr(raw, 'path');
  if (pathRaw !== undefined && pathRaw !== null && typeof pathRaw !== 'string')
    throw new ScimError(400, 'invalidPath', `Operations[${index}].path must be a string`);
  const path = typeof pathRaw === 'string' && pathRaw.trim() !== '' ? resolvePath(pathRaw) : undefined;
  return { op, path, value: attr(raw, 'value') };
}

/** The state after every operation of a PatchOp body, or the first operation's error. */
export function applyPatch(body: JsonObject, current: PatchableState): PatchableState {
  requireSchema(body, URN.patchOp);
  const ops = attr(body, 'Operations');
  if (!Array.isArray(ops) || ops.length === 0)
    throw new ScimError(400, 'invalidValue', 'Operations must be a non-empty list');
  if (ops.length > SCIM_LIMITS.maxPatchOperations)
    throw new ScimError(400, 'invalidValue', `at most ${SCIM_LIMITS.maxPatchOperations} operations per request`);
  const next = { ...current };
  ops.forEach((raw, i) => {
    const { op, path, value } = operation(raw, i);
    if (op === 'remove') {
      // RFC 7644 §3.5.2.2: remove without a path has no target.
      if (!path) throw new ScimError(400, 'noTarget', `Operations[${i}]: remove needs a path`);
      // Removing `active` would leave the account state undefined; the IdP must say true or false.
      if (path === 'active')
        throw new ScimError(
          400,
          'invalidValue',
          `Operations[${i}]: active cannot be removed; replace it with true or false`,
        );
      next[path] = NAME_DEFAULTS[path];
      return;
    }
    if (value === undefined) throw new ScimError(400, 'invalidValue', `Operations[${i}]: ${op} needs a value`);
    if (path) return setValue(next, path, value, `Operations[${i}].value`);
    for (const [p, v, where] of pathlessPairs(value, i)) setValue(next, p, v, where);
  });
  return next;
}
