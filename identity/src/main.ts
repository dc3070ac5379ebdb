import { runService } from '@svc/core';
import { loadIdentityConfig } from './config.ts';
import { startIdentity } from './app.ts';

await runService({ name: 'identity', start: async (log) => startIdentity(loadIdentityConfig(), log) });
