import { createLogger, runService } from '@svc/core';
import { loadGatewayConfig } from './config.ts';
import { startGateway } from './app.ts';

const log = createLogger('gateway');
await runService({ name: 'gateway', log, start: async () => startGateway(loadGatewayConfig(), log) });
