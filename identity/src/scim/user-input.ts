/**
 * A SCIM User body (POST, PUT) to the attributes identity consumes (spec "SCIM User (consumed
 * fields)"); every other attribute and extension schema is accepted and ignored. Validation is
 * complete before anything is stored, so a rejected body changes nothing.
 */
import { ScimError } from '@svc/core';
import { NAME_DEFAULTS, SCIM_LIMITS, URN } from './scim-constants.ts';
import { attr, bool, isObject, normaliseUserName, optionalText, text, type JsonObject } from './scim-values.ts';

export interface ScimEmail {
  value: string;
  type?: string;
  primary?: boolean;
}

export interface ScimUserInput {
  userName: string;
  givenName: string;
  familyName: string;
  /** undefined when the body does not assert `active`. */
  active: boolean | undefined;
  emails: ScimEmail[];
  externalId: string | null;
}

/** `schemas` must be a list of URNs that names `urn` (extension schemas may accompany it). */
export function requireSchema(body: JsonObject, urn: string): void {
  const schemas = attr(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.every((s) => typeof s === 'string')) {
    throw new ScimError(400, 'invalidSyntax', `schemas must be a list containing ${urn}`);
  }
  if (!schemas.some((s: string) => s.toLowerCase() === urn.toLowerCase())) {
    throw new ScimError(400, 'invalidSyntax', `schemas must contain ${urn}`);
  }
}

function emails(v: unknown): ScimEmail[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ScimError(400, 'invalidValue', 'emails must be a list');
  if (v.length > SCIM_LIMITS.maxEmails)
    throw new ScimError(400, 'invalidValue', `at most ${SCIM_LIMITS.maxEmails} emails are accepted`);
  const out = v.map((e, i): ScimEmail => {
    if (!isObject(e)) throw new ScimError(400, 'invalidValue', `emails[${i}] must be an object`);
    const value = optionalText(attr(e, 'value'), `emails[${i}].value`);
    if (!value) throw new ScimError(400, 'invalidValue', `emails[${i}].value is required`);
    const type = optionalText(attr(e, 'type'), `emails[${i}].type`, 64);
    const primary = attr(e, 'primary');
    return {
      value,
      ...(type ? { type } : {}),
      ...(primary === undefined || primary === null ? {} : { primary: bool(primary, `emails[${i}].primary`) }),
    };
  });
  // RFC 7643 §2.4: the primary attribute value "true" MUST appear no more than once.
  if (out.filter((e) => e.primary).length > 1)
    throw new ScimError(400, 'invalidValue', 'at most one email may be primary');
  return out;
}

export function parseUserInput(body: JsonObject): ScimUserInput {
  requireSchema(body, URN.user);
  const rawUserName = attr(body, 'userName');
  if (rawUserName === undefined || rawUserName === null)
    throw new ScimError(400, 'invalidValue', 'userName is required');
  const userName = normaliseUserName(text(rawUserName, 'userName'));
  if (!userName) throw new ScimError(400, 'invalidValue', 'userName must not be empty');
  const name = attr(body, 'name');
  if (name !== undefined && name !== null && !isObject(name))
    throw new ScimError(400, 'invalidValue', 'name must be an object');
  const active = attr(body, 'active');
  return {
    userName,
    givenName: (name && optionalText(attr(name, 'givenName'), 'name.givenName')) || NAME_DEFAULTS.givenName,
    familyName: (name && optionalText(attr(name, 'familyName'), 'name.familyName')) || NAME_DEFAULTS.familyName,
    active: active === undefined || active === null ? undefined : bool(active, 'active'),
    emails: emails(attr(body, 'emails')),
    externalId: optionalText(attr(body, 'externalId'), 'externalId') ?? null,
  };
}
