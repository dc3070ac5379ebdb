import { runService } from '@svc/core';
import { loadGatewayConfig } from './config.ts';
import { startGateway } from './app.ts';

await runService({ name: 'gateway', start: async (log) => startGateway(loadGatewayConfig(), log) });
