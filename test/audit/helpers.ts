/**
 * Helpers of the audit-trail tests: OAuth calls to an identity's HTTP listener as a tenant's
 * client, the tenant's events, and a database trigger that makes the append of chosen actions
 * fail for one organization (to prove a change and its event commit or roll back together).
 */
import { randomBytes } from 'node:crypto';
import type { TestTenant } from '../helpers/tenant.ts';
import type { PrismaClient } from '../../identity/src/db.ts';

/** POST /oauth/<endpoint> (form-encoded) with the tenant's client credentials in the body; `requestId` is the server's. */
export async function oauthForm(
  httpUrl: string,
  t: TestTenant,
  form: Record<string, string>,
  endpoint: 'token' | 'revoke' = 'token',
) {
  const r = await fetch(`${httpUrl}/oauth/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, client_id: t.clientId, client_secret: t.clientSecret }),
  });
  const text = await r.text();
  return {
    status: r.status,
    requestId: r.headers.get('x-request-id') ?? '',
    body: (text ? JSON.parse(text) : {}) as Record<string, string>,
  };
}

/** The organization's audit events matching `where`, in chain order. */
export const orgEvents = (prisma: PrismaClient, orgId: string, where: Record<string, unknown> = {}) =>
  prisma.auditEvent.findMany({
    where: { organizationId: orgId, ...where },
    orderBy: [{ chainKey: 'asc' }, { seq: 'asc' }],
  });

/**
 * The organization's events matching `where` once the ones appended in the background (after an
 * answer, never awaited) have landed: polls until `n` match, then waits a moment more so that any
 * extra event in flight would be counted too.
 */
export async function settledOrgEvents(
  prisma: PrismaClient,
  orgId: string,
  where: Record<string, unknown>,
  n: number,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while ((await orgEvents(prisma, orgId, where)).length < n && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  return orgEvents(prisma, orgId, where);
}

/**
 * Until the returned function is called, appending any of `actions` for `orgId` (null: any
 * organization, e.g. one a sign-up is about to create) fails inside the database (a BEFORE INSERT
 * trigger raising), so the transaction of the change it records rolls back.
 */
export async function refuseAppends(
  prisma: { $executeRawUnsafe(query: string): PromiseLike<unknown> },
  orgId: string | null,
  actions: string[],
  table = 'audit.audit_events',
): Promise<() => Promise<void>> {
  const name = `test_refuse_audit_${randomBytes(6).toString('hex')}`;
  const list = actions.map((a) => `'${a.replace(/'/g, "''")}'`).join(',');
  const org = orgId === null ? 'TRUE' : `NEW.organization_id = '${orgId.replace(/'/g, "''")}'`;
  await prisma.$executeRawUnsafe(`CREATE FUNCTION audit.${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${org} AND NEW.action IN (${list}) THEN RAISE EXCEPTION 'append refused by the test'; END IF;
      RETURN NEW;
    END $$`);
  await prisma.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION audit.${name}()`,
  );
  return async () => {
    await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
    await prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS audit.${name}()`);
  };
}
