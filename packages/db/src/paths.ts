import { fileURLToPath } from 'node:url';
import { join, dirname } from 'node:path';

/** Repository root and the migrations folder, resolved from this file so any cwd works. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MIGRATIONS_DIR = join(REPO_ROOT, 'prisma', 'migrations');
