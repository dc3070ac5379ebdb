import { createLogger, runService } from '@svc/core';
import { loadIdentityConfig } from './config.ts';
import { startIdentity } from './app.ts';

const log = createLogger('identity');
await runService({ name: 'identity', log, start: async () => startIdentity(loadIdentityConfig(), log) });
