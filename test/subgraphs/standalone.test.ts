/**
 * Each subgraph runs on its own: its package has a start script (`npm start -w
 * @svc/subgraph-<name>`), and startSubgraph with nothing but an ephemeral port brings up a server
 * whose /healthz and /readyz answer and whose `_service { sdl }` is its own schema.graphql.
 * (inference has its own server and start-up, subgraphs/inference/src/start-inference.ts, and is
 * covered by its own tests.)
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { startSubgraph, type SubgraphDefinition } from '@svc/subgraph-kit';
import { postGraphql, startFakeIdentity, type FakeIdentity } from '@svc/subgraph-kit/testing';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { complianceSubgraph } from '../../subgraphs/compliance/src/subgraph.ts';
import { receiptsSubgraph } from '../../subgraphs/receipts/src/subgraph.ts';
import { memorySubgraph } from '../../subgraphs/memory/src/subgraph.ts';
import { agentsSubgraph } from '../../subgraphs/agents/src/subgraph.ts';
import { promptsSubgraph } from '../../subgraphs/prompts/src/subgraph.ts';

const { parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const ROOT = join(import.meta.dirname, '..', '..');
const DEFS: Record<string, SubgraphDefinition> = {
  billing: billingSubgraph,
  iam: iamSubgraph,
  audit: auditSubgraph,
  compliance: complianceSubgraph,
  receipts: receiptsSubgraph,
  memory: memorySubgraph,
  agents: agentsSubgraph,
  prompts: promptsSubgraph,
};
const definedTypes = (sdl: string) =>
  parse(sdl)
    .definitions.flatMap((d) => ('name' in d && d.name && d.kind.endsWith('TypeDefinition') ? [d.name.value] : []))
    .sort();

let identity: FakeIdentity;
beforeAll(async () => {
  identity = await startFakeIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

describe.each(Object.keys(DEFS))('subgraph %s on its own', (name) => {
  it('has a start script in its package', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'subgraphs', name, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@svc/subgraph-${name}`);
    expect(pkg.scripts?.start).toBe('tsx src/main.ts');
    expect(existsSync(join(ROOT, 'subgraphs', name, 'src', 'main.ts'))).toBe(true);
    expect(existsSync(join(ROOT, 'subgraphs', name, pkg.exports['.']))).toBe(true);
  });

  it('starts alone and answers /healthz, /readyz and _service { sdl }', async () => {
    // iam's readiness is identity's: point it at a stand-in rather than the default port, which a
    // running platform may own.
    const env: NodeJS.ProcessEnv = {
      [`${name.toUpperCase()}_PORT`]: '0',
      LOG_LEVEL: 'silent',
      ...(name === 'iam' ? { IDENTITY_GRPC_TARGET: identity.target } : {}),
    };
    const sg = await startSubgraph(DEFS[name], env);
    try {
      expect(sg.port).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${sg.port}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', service: name });
      const ready = await fetch(`http://127.0.0.1:${sg.port}/readyz`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).ready).toBe(true);
      const r = await postGraphql(sg.port, '{ _service { sdl } }', {}, null);
      expect(r.errors).toBeUndefined();
      const sdl = (r.data!._service as { sdl: string }).sdl;
      // Its own types, plus the federation definitions @apollo/subgraph adds (link__Import, …).
      expect(definedTypes(sdl)).toEqual(
        expect.arrayContaining(definedTypes(readFileSync(join(ROOT, 'subgraphs', name, 'schema.graphql'), 'utf8'))),
      );
      expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.7"');
    } finally {
      await sg.stop();
    }
  });
});

it('iam reports not ready while identity is unreachable', async () => {
  const sg = await startSubgraph(iamSubgraph, {
    IAM_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: '127.0.0.1:1',
  });
  try {
    const ready = await fetch(`http://127.0.0.1:${sg.port}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks.identity).not.toBe('ok');
  } finally {
    await sg.stop();
  }
});
