/**
 * No Docker engine runs here, so this keeps compose.yaml honest instead: it parses, every process
 * of the default topology is a service with its port published, health-checked and wired to the
 * services it talks to, and the Dockerfile it builds exists.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_PORTS, SUBGRAPH_NAMES } from '@svc/core';
import { GATEWAY_NODE_ARGS, ROOT } from '../scripts/platform.ts';

const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, any> };
const published = (svc: string) => (compose.services[svc].ports ?? []).map((p: string) => Number(String(p).split(':')[0]));

describe('compose.yaml', () => {
  it('has postgres and redis with health checks', () => {
    for (const s of ['postgres', 'redis']) expect(compose.services[s].healthcheck?.test, s).toBeDefined();
  });

  it('has identity, the gateway and all nine subgraphs on the default ports', () => {
    expect(published('gateway').sort()).toEqual([DEFAULT_PORTS.gatewayApi, DEFAULT_PORTS.gatewayAuth]);
    expect(published('identity').sort()).toEqual([DEFAULT_PORTS.identityHttp, DEFAULT_PORTS.identityGrpc]);
    for (const n of SUBGRAPH_NAMES) {
      expect(published(n), n).toEqual([DEFAULT_PORTS.subgraphs[n]]);
      expect(compose.services[n].environment[`${n.toUpperCase()}_PORT`]).toBe(String(DEFAULT_PORTS.subgraphs[n]));
      expect(compose.services[n].environment.SERVICE).toBe(`subgraphs/${n}/src/main.ts`);
      expect(existsSync(join(ROOT, compose.services[n].environment.SERVICE))).toBe(true);
    }
  });

  it('health-checks every process on its own /readyz', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      if (name === 'migrate') continue;
      expect(svc.healthcheck?.test, name).toBeDefined();
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
    expect(compose.services.identity.environment.DATABASE_URL).toContain('@postgres:5432/');
    expect(compose.services.iam.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    expect(compose.services.billing.environment.IDENTITY_GRPC_TARGET).toBe(`identity:${DEFAULT_PORTS.identityGrpc}`);
    // the services that write or read platform-owned rows reach the database
    for (const s of ['identity', 'gateway', 'inference', 'billing']) expect(compose.services[s].environment.DATABASE_URL, s).toContain('@postgres:5432/');
  });

  it('builds from a Dockerfile that installs with npm ci from the lockfile', () => {
    const df = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(df).toMatch(/npm ci/);
    expect(df).toMatch(/COPY package\.json package-lock\.json/);
  });
});
