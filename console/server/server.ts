/**
 * The console's HTTP server on its configured port: the built single-page app and /config.json.
 * Its own process runs it (main.ts: compose.yaml, deploy/k8s); `npm start` hosts it in its
 * supervisor, which saves a Node process on a developer's machine.
 */
import { createServer } from 'node:http';
import { listen } from '../../packages/core/src/http/listen.ts';
import { createConsoleHandler } from './app.ts';
import type { ConsoleServerConfig } from './config.ts';
import { loadStaticFiles } from './static-files.ts';

export interface ConsoleServer {
  port: number;
  files: number;
  stop(): Promise<void>;
}

export async function startConsoleServer(cfg: ConsoleServerConfig): Promise<ConsoleServer> {
  const files = loadStaticFiles(cfg.distDir);
  const server = createServer(createConsoleHandler(cfg, files));
  // Bounded: nothing here reads a body, and slow or idle clients are cut off.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 100;
  server.on('clientError', (_e, socket) => socket.destroy());
  const port = await listen(server, cfg.port, cfg.host);
  return {
    port,
    files: files.size,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
