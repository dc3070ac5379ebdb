// Runs `prisma generate` without any download. Prisma 7's client needs no native engine,
// but the CLI still looks for a schema-engine binary whose download host is unreachable
// here; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file satisfies that lookup
// (generate never executes it). Run from postinstall so a clean `npm ci` yields a client.
import { spawnSync } from 'node:child_process';
import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const placeholder = join(root, 'node_modules', '.cache', 'prisma-schema-engine-placeholder');
if (!existsSync(placeholder)) {
  mkdirSync(dirname(placeholder), { recursive: true });
  writeFileSync(placeholder, '#!/bin/sh\necho "schema engine unavailable offline" >&2\nexit 1\n', { mode: 0o755 });
}
const res = spawnSync(process.execPath, [join(root, 'node_modules', 'prisma', 'build', 'index.js'), 'generate'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
// The schema registry's own client, from its own schema (registry/prisma/schema.prisma).
if (res.status === 0) {
  const registry = spawnSync(process.execPath, [join(root, 'node_modules', 'prisma', 'build', 'index.js'), 'generate', '--schema', 'registry/prisma/schema.prisma'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
  });
  if (registry.status !== 0) process.exit(registry.status ?? 1);
}
process.exit(res.status ?? 1);
