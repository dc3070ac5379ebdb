import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import { uuidv7 } from '@svc/core';
import { databaseUrl } from '../../../test/helpers/env.ts';
import { ActivityRepository, type ActivityRecordRow } from './activity-repository.ts';
import { PrismaClient } from '../db.ts';
import { createHotPathPool } from '../repositories/hot-path-sql.ts';

let prisma: PrismaClient;
let pool: ReturnType<typeof createHotPathPool>;
beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  pool = createHotPathPool(databaseUrl(), 2);
});
afterAll(async () => {
  await prisma.$disconnect();
  await pool.end();
});

const runId = randomBytes(4).toString('hex');
let run = runId;
function record(i: number, over: Partial<ActivityRecordRow> = {}): ActivityRecordRow {
  const occurredAt = new Date(Date.UTC(2026, 10, 22, 5, 0, 0, i));
  return {
    id: uuidv7(occurredAt.getTime()),
    requestId: `req-${run}-${i}`,
    actorId: `usr_${run}`,
    orgId: `org_${run}`,
    workspaceId: `ws_${run}`,
    action: 'graphql.query',
    method: 'POST',
    path: '/graphql',
    status: 200,
    outcome: 'success',
    occurredAt,
    ...over,
  };
}

// identity writes through its node-postgres hot-path pool when it has one, else through Prisma: the same rows either way.
describe.each([
  ['Prisma', () => new ActivityRepository(prisma)],
  ['node-postgres', () => new ActivityRepository(prisma, pool)],
])('ActivityRepository (raw batch insert) through %s', (driver, repository) => {
  beforeAll(() => {
    run = `${runId}-${driver}`;
  });

  it('stores every column so the Prisma model reads back exactly what was written, nulls and odd text included', async () => {
    const rows = [
      record(1),
      record(2, {
        actorId: null,
        orgId: null,
        workspaceId: null,
        status: 401,
        outcome: 'denied',
        path: "/api/v1/x?q='; DROP TABLE x;--",
      }),
      record(3, { action: 'rest.call', method: 'GET', path: '/api/v1/ünïcødé/🙂', status: 503, outcome: 'failure' }),
    ];
    await repository().write(rows);
    const back = await prisma.activityRecord.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      orderBy: { id: 'asc' },
    });
    expect(back).toEqual([...rows].sort((a, b) => (a.id < b.id ? -1 : 1)));
  });

  it('ignores a record whose id is already stored and keeps the stored one unchanged', async () => {
    const first = record(10);
    const repo = repository();
    await repo.write([first]);
    const second = record(11);
    expect(await repo.write([{ ...first, status: 500, outcome: 'failure' }, second])).toBe(1);
    const back = await prisma.activityRecord.findMany({ where: { id: { in: [first.id, second.id] } } });
    expect(back).toHaveLength(2);
    expect(back.find((r) => r.id === first.id)).toMatchObject({ status: 200, outcome: 'success' });
  });

  it('writes a full 1,000-record batch in one statement, and an empty batch is a no-op', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => record(100 + i, { requestId: `bulk-${run}-${i}` }));
    const repo = repository();
    await repo.write([]);
    await repo.write(rows);
    expect(await prisma.activityRecord.count({ where: { requestId: { startsWith: `bulk-${run}-` } } })).toBe(1000);
  });
});
