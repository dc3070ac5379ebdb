/**
 * The embedded default database: PGlite (PostgreSQL compiled to WASM) served over the Postgres
 * wire protocol by pglite-socket, so every process connects with an ordinary DATABASE_URL.
 * pglite-socket 0.2 multiplexes client connections over PGlite's single session and keeps a
 * transaction on the connection that opened it.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  /** Folder for the data files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  host?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  const db = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await db.waitReady;
  const host = opts.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db, port: opts.port, host, maxConnections: opts.maxConnections ?? 100 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(':').pop());
  return {
    url: `postgresql://postgres:postgres@${host}:${port}/postgres?sslmode=disable`,
    port,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
