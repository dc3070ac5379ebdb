import { int, loadConfig, logLevel, port, str, DEFAULT_PORTS, type SubgraphName } from '@svc/core';
import { DEFAULT_SUBGRAPH_MAX_BODY_BYTES } from './server.ts';

/**
 * Config shared by every subgraph: `<NAME>_PORT` (default from the topology), HOST, LOG_LEVEL and
 * SUBGRAPH_MAX_BODY_BYTES. The gateway bounds client bodies itself; a subgraph's bound is for what
 * reaches its internal listener (query-plan fetches can outgrow the client's body).
 */
export function subgraphBaseConfig(name: SubgraphName, env: NodeJS.ProcessEnv = process.env) {
  const upper = name.toUpperCase();
  const c = loadConfig(
    {
      [`${upper}_PORT`]: port(DEFAULT_PORTS.subgraphs[name]),
      HOST: str('127.0.0.1'),
      LOG_LEVEL: logLevel(),
      SUBGRAPH_MAX_BODY_BYTES: int(DEFAULT_SUBGRAPH_MAX_BODY_BYTES, {
        min: 1024,
        max: 256 * 1024 * 1024,
        unit: 'bytes',
      }),
    },
    env,
  );
  return {
    port: c[`${upper}_PORT`] as number,
    host: c.HOST as string,
    logLevel: c.LOG_LEVEL as string,
    graphqlMaxBodyBytes: c.SUBGRAPH_MAX_BODY_BYTES as number,
  };
}
