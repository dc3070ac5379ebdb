/**
 * The embedded default database: PGlite (PostgreSQL compiled to WASM) served over the Postgres
 * wire protocol by pglite-socket, so every process connects with an ordinary DATABASE_URL.
 * Every client connection shares PGlite's single session; PGliteSessionQueue gives the session to
 * one connection at a time for a whole exchange (see pglite-session-queue.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer, type PGLiteSocketServerOptions } from '@electric-sql/pglite-socket';
import { PGliteSessionQueue } from './pglite-session-queue.ts';

export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** Open connections and protocol messages waiting for the session (tests observe the queue). */
  stats(): { activeConnections: number; queuedQueries: number };
  stop(): Promise<void>;
}

/**
 * pglite-socket's server with its message queue replaced. The server hands its private
 * `queryQueue` to every connection handler it creates; the version is pinned in package.json and
 * the constructor fails loudly if that field is ever missing, rather than serve with the old queue.
 */
export class PGliteSessionServer extends PGLiteSocketServer {
  readonly sessionQueue: PGliteSessionQueue;

  constructor(options: PGLiteSocketServerOptions) {
    super(options);
    const self = this as unknown as { queryQueue?: unknown };
    if (!self.queryQueue)
      throw new Error('pglite-socket no longer has a queryQueue: PGliteSessionServer needs updating');
    this.sessionQueue = new PGliteSessionQueue(options.db);
    self.queryQueue = this.sessionQueue;
  }
}

/**
 * PGlite's own start parameters plus two settings sized for its one session. PostgreSQL's defaults
 * (128 MB of shared buffers, slots for 100 backends) are laid out in the WASM memory at every start,
 * costing start-up CPU and resident memory for nothing: one backend runs, and the data files sit
 * in the operating system's cache (or in memory) behind the buffers anyway.
 * max_connections still sizes the lock table (max_locks_per_transaction per slot), which the full
 * migration history in one database stays well within.
 */
export const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=20',
];

export async function startEmbeddedPostgres(opts: {
  /** Folder for the data files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  host?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  const db = new PGlite({ dataDir: opts.dataDir, startParams: EMBEDDED_START_PARAMS });
  await db.waitReady;
  const host = opts.host ?? '127.0.0.1';
  const server = new PGliteSessionServer({ db, port: opts.port, host, maxConnections: opts.maxConnections ?? 100 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(':').pop());
  return {
    url: `postgresql://postgres:postgres@${host}:${port}/postgres?sslmode=disable`,
    port,
    stats: () => server.getStats(),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
