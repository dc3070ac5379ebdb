/**
 * Each service owns its data (ADR 013): after the migrations, a data owner's role reads and writes
 * every model of its own client (and its raw-SQL tables: agents' audit outbox, made before the roles
 * migration; identity's webhook relay, made after it) and is refused another owner's tables; no
 * owner's schema grants anything to any other role. Needs a real PostgreSQL (PGlite's socket
 * server runs every connection as one user, so roles are not enforced there).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createPrismaClient, migrate, MIGRATIONS_DIR, REPO_ROOT, serviceDatabaseUrl } from '@svc/db';
import { PrismaClient as IdentityClient } from '../../identity/src/db.ts';
import { PrismaClient as BillingClient } from '../../subgraphs/billing/src/db.ts';
import { PrismaClient as AgentsClient } from '../../subgraphs/agents/src/db.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';

const real = !!process.env.DATABASE_URL;
let db: Awaited<ReturnType<typeof freshDatabase>>;

/** The database as a service's role: the default each service derives from DATABASE_URL. */
const roleUrl = (role: string): string => serviceDatabaseUrl(role, undefined, db.url)!;

async function as<T>(role: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: roleUrl(role) });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The models an owner's schema file defines. */
function ownModels(file: string): string[] {
  return [...readFileSync(join(REPO_ROOT, 'prisma', file), 'utf8').matchAll(/^model (\w+) \{/gm)].map(
    (m) => m[1][0].toLowerCase() + m[1].slice(1),
  );
}

/** Reads every model of the owner's file once through its client (a table the role may not read fails). */
async function readsEveryModel(client: object, file: string): Promise<string[]> {
  const delegates = ownModels(file);
  for (const d of delegates) await expect((client as any)[d].findFirst(), d).resolves.toBeNull();
  return delegates;
}

describe.skipIf(!real)('data ownership on PostgreSQL', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    // Twice at once: role creation is cluster-wide and must not trip over a concurrent migrator.
    const other = await freshDatabase();
    await Promise.all([
      migrate({ url: db.url, dir: MIGRATIONS_DIR }),
      migrate({ url: other.url, dir: MIGRATIONS_DIR }),
    ]);
    await other.drop();
  }, 120_000);
  afterAll(() => db?.drop());

  it('each owner reads every model of its schema file and writes its own schema', async () => {
    const identity = createPrismaClient(IdentityClient, { url: roleUrl('svc_identity'), poolMax: 1 });
    const billing = createPrismaClient(BillingClient, { url: roleUrl('svc_billing'), poolMax: 1 });
    const agents = createPrismaClient(AgentsClient, { url: roleUrl('svc_agents'), poolMax: 1 });
    try {
      expect((await readsEveryModel(identity, 'identity.prisma')).length).toBeGreaterThanOrEqual(30);
      expect(await readsEveryModel(billing, 'billing.prisma')).toContain('budget');
      expect(await readsEveryModel(agents, 'events.prisma')).toContain('privateEndpoint');
      await identity.organization.create({ data: { id: 'o1', name: 'O', slug: 'o' } });
      await identity.workspace.create({ data: { id: 'w1', organizationId: 'o1', name: 'W' } });
      expect(await identity.workspace.count()).toBe(1);
      await billing.budget.create({
        data: {
          id: 'b1',
          organizationId: 'o1',
          scopeType: 'ORGANIZATION',
          scopeId: 'o1',
          mode: 'SOFT',
          ceilingCents: 100n,
          alertThresholdPcts: [],
          createdBy: 'u',
        },
      });
      expect(await billing.budget.count()).toBe(1);
      await agents.eventSubscription.create({
        data: {
          id: 's1',
          orgId: 'o1',
          workspaceId: 'w1',
          destinationUrl: 'https://x.example/h',
          eventTypes: [],
          transport: 'WEBHOOK',
          enabled: true,
          createdBy: 'u',
          updatedAt: new Date(),
        },
      });
      expect(await agents.eventSubscription.count()).toBe(1);
    } finally {
      await Promise.all([identity.$disconnect(), billing.$disconnect(), agents.$disconnect()]);
    }
  });

  it("a role is refused another owner's tables", async () => {
    await expect(as('svc_billing', 'SELECT * FROM identity.users')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', 'SELECT * FROM billing.invoices')).rejects.toThrow(/permission denied/);
    await expect(as('svc_agents', 'SELECT * FROM billing.budgets')).rejects.toThrow(/permission denied/);
    await expect(as('svc_billing', 'SELECT * FROM events.event_subscriptions')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', "INSERT INTO billing.budgets (id) VALUES ('x')")).rejects.toThrow(
      /permission denied/,
    );
    // The schema registry owns `registry` alone, and nothing else.
    await expect(as('svc_registry', 'SELECT count(*) FROM registry.variants')).resolves.toHaveLength(1);
    await expect(as('svc_registry', 'SELECT * FROM identity.users')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', 'SELECT * FROM registry.variants')).rejects.toThrow(/permission denied/);
  });

  it("tables made before and after the roles migration are each owner's alone", async () => {
    // events.audit_outbox (20261128200000_agents_audit_outbox, before the roles): granted by ALL TABLES.
    await as(
      'svc_agents',
      "INSERT INTO events.audit_outbox (id, organization_id, workspace_id, action, actor_principal, resource_orn) VALUES ('ao1', 'o1', 'w1', 'a', 'user/u', 'x/1')",
    );
    await expect(as('svc_agents', 'SELECT id FROM events.audit_outbox')).resolves.toEqual([{ id: 'ao1' }]);
    await expect(as('svc_agents', "DELETE FROM events.audit_outbox WHERE id = 'ao1'")).resolves.toEqual([]);
    // audit.webhook_relay (20261128400000_audit_webhook_relay, after the roles): the default privileges.
    await as(
      'svc_identity',
      "INSERT INTO audit.webhook_relay (id, organization_id, workspace_id, type, occurred_at, data) VALUES ('wr1', 'o1', 'w1', 'audit.x', now(), '{}')",
    );
    await expect(as('svc_identity', 'SELECT id FROM audit.webhook_relay')).resolves.toEqual([{ id: 'wr1' }]);
    await expect(as('svc_identity', 'SELECT count(*) FROM audit.activity_records')).resolves.toHaveLength(1);
    await expect(as('svc_billing', 'SELECT * FROM audit.webhook_relay')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', 'SELECT * FROM events.audit_outbox')).rejects.toThrow(/permission denied/);
    await expect(as('svc_agents', 'SELECT * FROM audit.activity_records')).rejects.toThrow(/permission denied/);
  });

  it("no owner's schema, table or sequence grants anything to a role but its owner's", async () => {
    const owner: Record<string, string> = {
      identity: 'svc_identity',
      audit: 'svc_identity',
      billing: 'svc_billing',
      events: 'svc_agents',
      pgboss: 'svc_agents',
      registry: 'svc_registry',
    };
    const [{ me }] = await as<{ me: string }>('svc_agents', 'SELECT current_user AS me');
    expect(me).toBe('svc_agents');
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const {
        rows: [{ migrator }],
      } = await c.query<{ migrator: string }>('SELECT current_user AS migrator');
      const { rows } = await c.query<{ schema: string; grantee: string }>(
        `
        SELECT n.nspname AS schema, a.grantee::regrole::text AS grantee FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = ANY($1)
        UNION SELECT n.nspname, a.grantee::regrole::text FROM pg_class k JOIN pg_namespace n ON n.oid = k.relnamespace, aclexplode(k.relacl) a WHERE n.nspname = ANY($1)
        UNION SELECT n.nspname, a.grantee::regrole::text FROM pg_default_acl d JOIN pg_namespace n ON n.oid = d.defaclnamespace, aclexplode(d.defaclacl) a WHERE n.nspname = ANY($1)`,
        [Object.keys(owner)],
      );
      expect(rows.length).toBeGreaterThan(0);
      const strangers = rows.filter((r) => r.grantee !== owner[r.schema] && r.grantee !== migrator);
      expect(strangers).toEqual([]);
    } finally {
      await c.end();
    }
  });

  it("svc_agents owns pg-boss's schema", async () => {
    const [row] = await as<{ owner: string }>(
      'svc_agents',
      "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = 'pgboss'",
    );
    expect(row.owner).toBe('svc_agents');
  });
});
