import { loadConfig, logLevel, port, str, DEFAULT_PORTS, type SubgraphName } from '@svc/core';

/** Config shared by every subgraph: `<NAME>_PORT` (default from the topology) and HOST. */
export function subgraphBaseConfig(name: SubgraphName, env: NodeJS.ProcessEnv = process.env) {
  const upper = name.toUpperCase();
  const c = loadConfig({ [`${upper}_PORT`]: port(DEFAULT_PORTS.subgraphs[name]), HOST: str('127.0.0.1'), LOG_LEVEL: logLevel() }, env);
  return { port: c[`${upper}_PORT`] as number, host: c.HOST as string, logLevel: c.LOG_LEVEL as string };
}
