/**
 * deploy/k8s/platform.yaml: current with scripts/k8s.ts (generated from the code's defaults), every
 * object valid against the Kubernetes API schemas (kubernetes-models validates with the OpenAPI
 * schemas of the Kubernetes release it is built from), and the topology the code expects: every
 * process a Deployment probed on its own /readyz, a Service per process, the gateway's metrics port
 * kept out of the public Service, identity's keys from a Secret mounted read-only.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Service } from 'kubernetes-models/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { PersistentVolumeClaim } from 'kubernetes-models/v1';
import { DEFAULT_PORTS, SUBGRAPH_NAMES } from '@svc/core';
import { K8S_FILE, renderManifests } from '../../scripts/k8s.ts';

const text = readFileSync(K8S_FILE, 'utf8');
const objects = parseAllDocuments(text)
  .map((d) => d.toJS())
  .filter(Boolean) as Array<{ kind: string; metadata: { name: string }; spec: any }>;
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

describe('deploy/k8s/platform.yaml', () => {
  it('is what `npm run k8s` writes from the current code', () => {
    expect(text).toBe(renderManifests());
  });

  it('validates every object against the Kubernetes schemas', () => {
    const models: Record<string, new (o: any) => { validate(): void }> = {
      Deployment,
      Service,
      Job,
      HorizontalPodAutoscaler,
      PodDisruptionBudget,
      PersistentVolumeClaim,
    };
    expect(objects.length).toBeGreaterThan(20);
    for (const o of objects) {
      const Model = models[o.kind];
      expect(Model, `a validator for ${o.kind}`).toBeDefined();
      expect(() => new Model(o).validate(), `${o.kind}/${o.metadata.name}`).not.toThrow();
    }
    // The validator does reject a broken object, so the loop above proves something.
    const broken = structuredClone(find('Deployment', 'gateway')) as any;
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken).validate()).toThrow();
  });

  it('runs every process as a Deployment probed on its own /readyz, behind its own Service', () => {
    const expected: Record<string, number> = {
      identity: DEFAULT_PORTS.identityHttp,
      gateway: DEFAULT_PORTS.gatewayApi,
      ...DEFAULT_PORTS.subgraphs,
    };
    for (const [name, port] of Object.entries(expected)) {
      const d = find('Deployment', name);
      expect(d, name).toBeDefined();
      const c = d!.spec.template.spec.containers[0];
      expect(c.readinessProbe.httpGet, name).toEqual({ path: '/readyz', port });
      expect(c.resources.requests.cpu, name).toBeDefined();
      expect(c.resources.requests.memory, name).toBeDefined();
      expect(find('Service', name), name).toBeDefined();
    }
    // each container runs its precompiled bundle (the image builds dist/)
    for (const n of SUBGRAPH_NAMES)
      expect(find('Deployment', n)!.spec.template.spec.containers[0].command).toEqual([
        'node',
        `dist/subgraphs-${n}.mjs`,
      ]);
  });

  it('publishes the gateway on {base_url} and {auth_url} only, and gives identity its keys from a read-only Secret', () => {
    const ports = find('Service', 'gateway')!
      .spec.ports.map((p: { port: number }) => p.port)
      .sort();
    expect(ports).toEqual([DEFAULT_PORTS.gatewayApi, DEFAULT_PORTS.gatewayAuth]);
    const identity = find('Deployment', 'identity')!.spec.template.spec;
    expect(identity.volumes).toContainEqual({
      name: 'keys',
      secret: { secretName: 'svc-identity-keys', defaultMode: 0o400 },
    });
    expect(identity.containers[0].volumeMounts).toContainEqual({ name: 'keys', mountPath: '/keys', readOnly: true });
    // Only identity gets the token and audit signing keys and the export store: no other process
    // mounts a volume, sees a key folder, or (the gateway) a database (docs/adr/007).
    expect(
      identity.volumes.map((v: { secret?: { secretName: string } }) => v.secret?.secretName).filter(Boolean),
    ).toEqual(['svc-identity-keys', 'svc-audit-keys']);
    for (const d of objects.filter((x) => x.kind === 'Deployment' && x.metadata.name !== 'identity')) {
      const spec = d.spec.template.spec;
      const env = spec.containers[0].env.map((e: { name: string }) => e.name);
      expect(spec.volumes ?? [], d.metadata.name).toEqual([]);
      expect(
        env.filter((n: string) => /^(AUDIT_KEYS_DIR|KEYS_DIR|AUDIT_EXPORT_DIR|AUDIT_OBJECT_STORE)$/.test(n)),
        d.metadata.name,
      ).toEqual([]);
    }
    const gatewayEnv = find('Deployment', 'gateway')!.spec.template.spec.containers[0].env;
    expect(gatewayEnv.map((e: { name: string }) => e.name)).not.toContain('DATABASE_URL');
    // Each service its own audit-ingest secret, identity the verifiers.
    const secretOf = (d: string, name: string) =>
      find('Deployment', d)!.spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === name)
        ?.valueFrom?.secretKeyRef?.name;
    expect([
      secretOf('billing', 'BILLING_AUDIT_APPEND_SECRET'),
      secretOf('agents', 'AGENTS_AUDIT_APPEND_SECRET'),
      secretOf('gateway', 'GATEWAY_AUDIT_APPEND_SECRET'),
      secretOf('identity', 'AUDIT_APPEND_SERVICES'),
    ]).toEqual([
      'svc-billing-audit-append',
      'svc-agents-audit-append',
      'svc-gateway-audit-append',
      'svc-audit-append-services',
    ]);
    expect(find('PersistentVolumeClaim', 'svc-audit-exports')!.spec.accessModes).toEqual(['ReadWriteMany']);
    // Secrets come by reference, never inline.
    expect(text).not.toMatch(/postgres(ql)?:\/\/[^\s]*@/);
  });
});
