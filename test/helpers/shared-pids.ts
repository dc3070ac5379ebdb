import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where each test worker lists the processes of its shared platforms (platform-harness.ts), so that
 * test/global-setup.ts's teardown can end those of a worker that was killed before it could.
 */
export const SHARED_PIDS_DIR = join(tmpdir(), 'svc-platform-shared-pids');
