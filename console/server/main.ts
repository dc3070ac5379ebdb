/**
 * The console's own process: serves the built single-page app on CONSOLE_PORT (default 3000).
 * `npm start` supervises it like the services; compose.yaml and deploy/k8s run it as a container.
 */
import { createServer } from 'node:http';
import { createConsoleHandler } from './app.ts';
import { loadConfig } from './config.ts';
import { loadStaticFiles } from './static-files.ts';

const cfg = loadConfig();
const files = loadStaticFiles(cfg.distDir);
const server = createServer(createConsoleHandler(cfg, files));
// Bounded: nothing here reads a body, and slow or idle clients are cut off.
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
server.keepAliveTimeout = 5_000;
server.maxHeadersCount = 100;
server.on('clientError', (_e, socket) => socket.destroy());
server.listen(cfg.port, cfg.host, () =>
  process.stdout.write(
    `${JSON.stringify({ level: 'info', service: 'console', msg: `console on http://${cfg.host}:${cfg.port}`, files: files.size })}\n`,
  ),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
