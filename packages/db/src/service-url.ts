/**
 * A service's own connection (ADR 008): `<SERVICE>_DATABASE_URL` when set, else DATABASE_URL with
 * the user replaced by the service's role and no password. That default fits trust or peer
 * authentication (local PostgreSQL, the tests); production sets each service's URL with its own
 * password. On the embedded PGlite every connection is the same session user, whatever the URL.
 */
export function serviceDatabaseUrl(databaseUrl: string, role: string, explicit?: string): string {
  if (explicit) return explicit;
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}
