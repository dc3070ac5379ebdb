import { createLogger, runService } from '@svc/core';
import { startInference } from './start-inference.ts';

const log = createLogger('subgraph-inference');
await runService({ name: 'subgraph-inference', log, start: () => startInference({ log }) });
