/**
 * Entry point shared by the nine subgraphs: config, logger, schema from the subgraph's own
 * schema.graphql, server, signals. A subgraph's main.ts only supplies its resolvers and backends.
 */
import { createLogger, createReadiness, createServiceMetrics, runService, type Readiness, type ServiceEntry, type ServiceMetrics, type SubgraphName, type Logger } from '@svc/core';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { subgraphBaseConfig } from './config.ts';
import { buildSchemaFromFile, startSubgraphServer } from './server.ts';
import type { SubgraphContext } from './context.ts';
import { cursorCodecFromEnv, type CursorCodec } from './cursor.ts';

export interface SubgraphDefinition {
  name: SubgraphName;
  /** Absolute path of the subgraph's schema.graphql. */
  sdlPath: string;
  /**
   * Builds resolvers (and registers readiness checks for the backends they call). `cursors` is the
   * process's one cursor codec (CURSOR_SIGNING_KEY), shared by every list of the subgraph;
   * `metrics` the registry served on its /metrics. Async when it starts a listener of its own
   * (billing's gRPC API): a failure to start fails the subgraph's start.
   */
  setup(deps: { log: Logger; readiness: Readiness; env: NodeJS.ProcessEnv; cursors: CursorCodec; metrics: ServiceMetrics }): SubgraphSetup | Promise<SubgraphSetup>;
}

export interface SubgraphSetup {
  resolvers: unknown;
  onStop?: () => Promise<void>;
}

export async function startSubgraph(def: SubgraphDefinition, env: NodeJS.ProcessEnv = process.env, logger?: Logger) {
  const cfg = subgraphBaseConfig(def.name, env);
  const log = logger ?? createLogger(`subgraph-${def.name}`, { level: cfg.logLevel });
  const readiness = createReadiness(log);
  const cursors = cursorCodecFromEnv(env);
  if (!cursors.durable) log.warn('CURSOR_SIGNING_KEY is unset: page cursors are signed with a per-process random key and stop working after a restart or on another replica');
  const metrics = createServiceMetrics(`subgraph-${def.name}`);
  const { resolvers, onStop } = await def.setup({ log, readiness, env, cursors, metrics });
  try {
    const schema = buildSchemaFromFile(def.sdlPath, resolvers as GraphQLResolverMap<SubgraphContext>);
    return await startSubgraphServer({ name: def.name, schema, host: cfg.host, port: cfg.port, log, readiness, onStop, metrics });
  } catch (e) {
    await onStop?.();
    throw e;
  }
}

/** A subgraph as one service of a process: alone (runSubgraph) or beside the others (SUBGRAPHS_MODE=single). */
export function subgraphService(def: SubgraphDefinition, env: NodeJS.ProcessEnv = process.env): ServiceEntry {
  return { name: `subgraph-${def.name}`, start: (log) => startSubgraph(def, env, log) };
}

export function runSubgraph(def: SubgraphDefinition) {
  return runService(subgraphService(def));
}
