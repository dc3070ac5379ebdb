/**
 * A service with a `prepare`, run by prepare.test.ts in a child process: it prints `prepared`
 * when its prepare runs and `started <value>` with what its start received. PREPARE_FAILS=1 makes
 * the prepare throw.
 */
import { runService } from './service.ts';

await runService<string>({
  name: 'prepare-fixture',
  prepare: async () => {
    if (process.env.PREPARE_FAILS === '1') throw new Error('the cache is unreadable');
    process.stdout.write('prepared\n');
    return 'built-before-the-start';
  },
  start: async (_log, prepared) => {
    process.stdout.write(`started ${prepared ?? 'without-preparation'}\n`);
    return { stop: async () => {} };
  },
});
