import { runService } from '@svc/core';
import { startInference } from './start-inference.ts';

await runService({ name: 'subgraph-inference', start: (log) => startInference({ log }) });
