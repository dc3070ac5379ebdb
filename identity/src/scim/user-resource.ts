/**
 * Stored user → SCIM User resource (RFC 7643 §4.1) with `meta`. The version is the user's
 * `scim_version`, bumped by every change, rendered as a weak ETag: the representation is not
 * byte-for-byte stable (timestamps, attribute order), only its meaning is.
 */
import { URN, USER_STATUS } from './scim-constants.ts';
import type { ScimEmail } from './user-input.ts';

export interface ScimUserRecord {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  status: string;
  externalId: string | null;
  scimEmails: unknown;
  scimVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export const etagOf = (version: number) => `W/"${version}"`;

/**
 * The stored emails[] in a canonical key order (JSONB reorders keys, and comparisons with new
 * input must not see a change where there is none); null (a user SCIM never wrote) is none.
 */
export function storedEmails(u: Pick<ScimUserRecord, 'scimEmails'>): ScimEmail[] {
  if (!Array.isArray(u.scimEmails)) return [];
  return (u.scimEmails as ScimEmail[]).map((e) => ({
    value: e.value,
    ...(e.type !== undefined ? { type: e.type } : {}),
    ...(e.primary !== undefined ? { primary: e.primary } : {}),
  }));
}

export const isActive = (u: Pick<ScimUserRecord, 'status'>) => u.status === USER_STATUS.active;

/** `location` is absolute on the gateway's {base_url}, which is where clients reach SCIM. */
export function toScimUser(u: ScimUserRecord, usersLocation: string) {
  const emails = storedEmails(u);
  return {
    schemas: [URN.user],
    id: u.id,
    ...(u.externalId ? { externalId: u.externalId } : {}),
    userName: u.email,
    name: { givenName: u.givenName, familyName: u.familyName },
    active: isActive(u),
    ...(emails.length ? { emails } : {}),
    meta: {
      resourceType: 'User',
      created: u.createdAt.toISOString(),
      lastModified: u.updatedAt.toISOString(),
      location: `${usersLocation}/${encodeURIComponent(u.id)}`,
      version: etagOf(u.scimVersion),
    },
  };
}
