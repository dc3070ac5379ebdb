/**
 * A dispatcher in a process of its own (for the SIGKILL test and the two-dispatcher bench):
 * DATABASE_URL plus the EVENTS_* variables of config.ts. Prints `ready` when it polls.
 */
import { createPrismaClient } from '@svc/db';
import { loadAgentsConfig } from '../../config.ts';
import { createEventsModule } from '../events-module.ts';
import { createSecretBox, loadSecretKey } from '../../services/secret-box.ts';
import { PrismaClient } from '../../db.ts';

const cfg = loadAgentsConfig(process.env);
const prisma = createPrismaClient(PrismaClient, {
  url: cfg.DATABASE_URL!,
  poolMax: cfg.DB_POOL_MAX,
  connectTimeoutMs: 10_000,
});
const events = await createEventsModule({
  url: cfg.DATABASE_URL!,
  prisma,
  secrets: createSecretBox(loadSecretKey(cfg)!),
  settings: cfg,
});
const d = events.startDispatcher();
process.stdout.on('error', () => {}); // the parent may have gone: never die of a closed pipe
process.stdout.write('ready\n');
const report = setInterval(() => process.stdout.write(`stats ${JSON.stringify(d.stats())}\n`), 500);
process.on('SIGTERM', async () => {
  clearInterval(report);
  await events.stop();
  await prisma.$disconnect();
  process.exit(0);
});
