/**
 * Each service owns its data (ADR 008): after the migrations, a service's role reads and writes
 * every model of its own client and is refused another owner's tables; svc_inference and
 * svc_gateway have nothing beyond the transitional grants. Needs a real PostgreSQL (PGlite's
 * socket server runs every connection as one user, so roles are not enforced there).
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

/** The models an owner's schema file defines (a client may also carry transitional borrowings). */
function ownModels(file: string): string[] {
  return [...readFileSync(join(REPO_ROOT, 'prisma', file), 'utf8').matchAll(/^model (\w+) \{/gm)].map((m) => m[1][0].toLowerCase() + m[1].slice(1));
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
    await Promise.all([migrate({ url: db.url, dir: MIGRATIONS_DIR }), migrate({ url: other.url, dir: MIGRATIONS_DIR })]);
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
      await billing.budget.create({ data: { id: 'b1', organizationId: 'o1', scopeType: 'ORGANIZATION', scopeId: 'o1', mode: 'SOFT', ceilingCents: 100n, alertThresholdPcts: [], createdBy: 'u' } });
      expect(await billing.budget.count()).toBe(1);
      await agents.eventSubscription.create({ data: { id: 's1', orgId: 'o1', workspaceId: 'w1', destinationUrl: 'https://x.example/h', eventTypes: [], transport: 'WEBHOOK', enabled: true, createdBy: 'u', updatedAt: new Date() } });
      expect(await agents.eventSubscription.count()).toBe(1);
    } finally {
      await Promise.all([identity.$disconnect(), billing.$disconnect(), agents.$disconnect()]);
    }
  });

  it('a role is refused another owner\'s tables', async () => {
    await expect(as('svc_billing', 'SELECT * FROM identity.users')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', 'SELECT * FROM billing.invoices')).rejects.toThrow(/permission denied/);
    await expect(as('svc_agents', 'SELECT * FROM billing.budgets')).rejects.toThrow(/permission denied/);
    await expect(as('svc_billing', 'SELECT * FROM events.event_subscriptions')).rejects.toThrow(/permission denied/);
    await expect(as('svc_identity', "INSERT INTO billing.budgets (id) VALUES ('x')")).rejects.toThrow(/permission denied/);
  });

  it('inference and the gateway own nothing: beyond the transitional grants they are refused', async () => {
    await expect(as('svc_inference', 'SELECT * FROM identity.users')).rejects.toThrow(/permission denied/);
    await expect(as('svc_inference', 'SELECT * FROM billing.invoices')).rejects.toThrow(/permission denied/);
    await expect(as('svc_inference', 'DELETE FROM billing.budgets')).rejects.toThrow(/permission denied/);
    await expect(as('svc_gateway', 'SELECT * FROM audit.activity_records')).rejects.toThrow(/permission denied/);
    await expect(as('svc_gateway', 'SELECT * FROM audit.audit_events')).rejects.toThrow(/permission denied/);
    // The transitional grants (20261128300000_transitional_cross_owner_grants) are exactly that narrow.
    await expect(as('svc_inference', 'SELECT count(*) FROM billing.budgets')).resolves.toHaveLength(1);
    await expect(as('svc_agents', 'SELECT count(*) FROM audit.audit_events')).resolves.toHaveLength(1);
  });

  it('svc_agents owns pg-boss\'s schema', async () => {
    const [row] = await as<{ owner: string }>('svc_agents', "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = 'pgboss'");
    expect(row.owner).toBe('svc_agents');
  });
});
