/**
 * The test harness's seeding (seedShared in test/helpers/platform-harness.ts): every platform of a
 * run on the run's database holds the same development credentials, whatever other platforms start
 * meanwhile. A platform on a database of its own (ownDatabase) gets API keys of its own, and the
 * run's database keeps its keys: a re-seed there must not replace them under platforms still
 * running with the old ones (a shared platform's requests were once refused with 401 that way).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '@svc/db';
import { seedShared } from '../helpers/platform-harness.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { tempKeysDir } from '../helpers/env.ts';

let own: Awaited<ReturnType<typeof freshDatabase>> | undefined;
afterAll(async () => own?.drop());

describe('seedShared', () => {
  it("keeps the run's API keys when a platform on its own database was seeded in between", async () => {
    const before = await seedShared(tempKeysDir());
    own = await freshDatabase();
    await migrate({ url: own.url, dir: MIGRATIONS_DIR });
    const separate = await seedShared(tempKeysDir(), own.url);
    // Its own keys: the run's do not verify against its rows.
    expect(separate.apiKeys.test.key).not.toBe(before.apiKeys.test.key);
    const after = await seedShared(tempKeysDir());
    expect(after.apiKeys).toEqual(before.apiKeys);
    expect(after.oauthClient).toEqual(before.oauthClient);
  });
});
