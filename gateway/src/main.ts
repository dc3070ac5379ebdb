import { runService } from '@svc/core';
import { loadGatewayConfig, type GatewayConfig } from './config.ts';
import { prepareGateway, startGateway, type PreparedSupergraph } from './app.ts';

// Read once; a bad variable throws again in start, which reports it.
let cfg: GatewayConfig | undefined;
const config = () => (cfg ??= loadGatewayConfig());

await runService<PreparedSupergraph | undefined>({
  name: 'gateway',
  // While npm start holds it back (SVC_START_GATE): the cached supergraph, built.
  prepare: async (log) => prepareGateway(config(), log),
  start: async (log, prepared) => startGateway(config(), log, process.env, prepared),
});
