import { runService } from '@svc/core';
import { loadGatewayConfig } from './config.ts';
import { prepareGateway, startGateway, type PreparedSupergraph } from './app.ts';

await runService<PreparedSupergraph | undefined>({
  name: 'gateway',
  // While npm start holds it back (SVC_START_GATE): the cached supergraph, built.
  prepare: async (log) => prepareGateway(loadGatewayConfig(), log),
  start: async (log, prepared) => startGateway(loadGatewayConfig(), log, process.env, prepared),
});
