/**
 * A service's own connection (ADR 013): `<SERVICE>_DATABASE_URL` when set, else DATABASE_URL with
 * the user replaced by the service's role and no password, else none. That default fits trust or
 * peer authentication (local PostgreSQL, the tests); a deployment sets each service's URL with
 * its own password and gives no service the owner's DATABASE_URL. On the embedded PGlite every
 * connection runs as the one session user, whatever the URL says.
 */
export function serviceDatabaseUrl(
  role: string,
  explicit: string | undefined,
  databaseUrl: string | undefined,
): string | undefined {
  if (explicit) return explicit;
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}
