#!/usr/bin/env node
// `npx svc`: the registry CLI (registry/src/cli/main.ts), run from its TypeScript through tsx.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2), {
  out: (s) => console.log(s),
  err: (s) => console.error(s),
  env: process.env,
});
