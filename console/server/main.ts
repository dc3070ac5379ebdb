/**
 * The console's own process: serves the built single-page app on CONSOLE_PORT (default 3000).
 * compose.yaml and deploy/k8s run it as a container; `npm start` hosts the same server in its
 * supervisor (server.ts).
 */
import { loadConfig } from './config.ts';
import { startConsoleServer } from './server.ts';

const cfg = loadConfig();
const server = await startConsoleServer(cfg);
process.stdout.write(
  `${JSON.stringify({ level: 'info', service: 'console', msg: `console on http://${cfg.host}:${server.port}`, files: server.files })}\n`,
);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
