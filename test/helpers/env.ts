import { inject } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The run's database (see global-setup.ts). */
export const databaseUrl = () => inject('databaseUrl');
/** How many test files of the run may run at once. */
export const maxWorkers = () => inject('maxWorkers');
/** REDIS_URL when the run has one, else undefined (in-process store). */
export const redisUrl = () => inject('redisUrl');
/** A fresh folder for a test's key files. */
export const tempKeysDir = () => mkdtempSync(join(tmpdir(), 'svc-keys-'));
