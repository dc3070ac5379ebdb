/**
 * Entry point shared by the nine subgraphs: config, logger, schema from the subgraph's own
 * schema.graphql, server, signals. A subgraph's main.ts only supplies its resolvers and backends.
 */
import {
  createLogger,
  createReadiness,
  createServiceMetrics,
  runService,
  type Readiness,
  type ServiceEntry,
  type ServiceMetrics,
  type SubgraphName,
  type Logger,
} from '@svc/core';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { subgraphBaseConfig } from './config.ts';
import {
  buildSchemaFromFile,
  startSubgraphServer,
  type RunningSubgraph,
  type SubgraphServerOptions,
} from './server.ts';
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
  setup(deps: {
    log: Logger;
    readiness: Readiness;
    env: NodeJS.ProcessEnv;
    cursors: CursorCodec;
    metrics: ServiceMetrics;
  }): SubgraphSetup | Promise<SubgraphSetup>;
}

/** What a subgraph's setup gives the server: its resolvers and, when it has them, its extra transports. */
export interface SubgraphSetup
  extends Pick<SubgraphServerOptions, 'onStop' | 'context' | 'routes' | 'websocket' | 'requestTimeoutMs'> {
  resolvers: unknown;
  /** Another listener of the subgraph (an internal gRPC API): the start fails, and the subgraph stops, when it rejects. */
  listening?: Promise<unknown>;
}

export async function startSubgraph(
  def: SubgraphDefinition,
  env: NodeJS.ProcessEnv = process.env,
  logger?: Logger,
): Promise<RunningSubgraph> {
  const cfg = subgraphBaseConfig(def.name, env);
  const log = logger ?? createLogger(`subgraph-${def.name}`, { level: cfg.logLevel });
  const readiness = createReadiness(log);
  const cursors = cursorCodecFromEnv(env);
  if (!cursors.durable)
    log.warn(
      'CURSOR_SIGNING_KEY is unset: page cursors are signed with a per-process random key and stop working after a restart or on another replica',
    );
  const metrics = createServiceMetrics(`subgraph-${def.name}`);
  const { resolvers, listening, ...transports } = await def.setup({ log, readiness, env, cursors, metrics });
  let running: RunningSubgraph;
  try {
    const schema = buildSchemaFromFile(def.sdlPath, resolvers as GraphQLResolverMap<SubgraphContext>);
    running = await startSubgraphServer({
      ...transports,
      name: def.name,
      schema,
      host: cfg.host,
      port: cfg.port,
      log,
      readiness,
      maxBodyBytes: cfg.graphqlMaxBodyBytes,
      metrics,
    });
  } catch (e) {
    // Not listening (the port in use): what setup opened is released.
    await listening?.catch(() => {});
    await transports.onStop?.();
    throw e;
  }
  if (!listening) return running;
  try {
    await listening;
  } catch (e) {
    await running.stop();
    throw e;
  }
  return running;
}

/** A subgraph as one service of a process: alone (runSubgraph) or beside the others (SUBGRAPHS_MODE=single). */
export function subgraphService(def: SubgraphDefinition, env: NodeJS.ProcessEnv = process.env): ServiceEntry {
  return { name: `subgraph-${def.name}`, start: (log) => startSubgraph(def, env, log) };
}

export function runSubgraph(def: SubgraphDefinition) {
  return runService(subgraphService(def));
}
