/**
 * The built-in development model provider as its own process: `npm start` runs it on loopback
 * when INFERENCE_PROVIDERS is unset outside production (scripts/platform.ts) and points the
 * inference subgraph at it as an ordinary provider. See README.md here.
 */
import { runService } from '@svc/core';
import { startDevProvider } from './server.ts';

await runService({ name: 'dev-provider', start: (log) => startDevProvider({ log }) });
