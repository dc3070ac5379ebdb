import { runService } from '@svc/core';
import { loadRegistryConfig } from './config.ts';
import { startRegistry } from './app.ts';

await runService({ name: 'registry', start: (log) => startRegistry(loadRegistryConfig(), log) });
