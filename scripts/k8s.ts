/**
 * `npm run k8s`: writes deploy/k8s/platform.yaml, the Kubernetes manifests of the same topology
 * compose.yaml and `npm start` run, from the code's own defaults (ports, process entry points,
 * the gateway's V8 flags), so the three cannot drift apart. test/deploy/k8s.test.ts checks the
 * file is current and validates every object against the Kubernetes schemas (kubernetes-models).
 *
 * What it assumes of the cluster, and how each part scales: docs/deploy.md.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { DEFAULT_PORTS, SUBGRAPH_NAMES, type SubgraphName } from '@svc/core';
import { CONSOLE_ENTRY, GATEWAY_NODE_ARGS, ONE_SHOT_ENTRIES, ROOT, imageCommand } from './platform.ts';

/** The console's port in a cluster (its Service's too). */
const CONSOLE_PORT = 3000;

export const K8S_FILE = join(ROOT, 'deploy', 'k8s', 'platform.yaml');
/**
 * One image per deployable, built from the Dockerfile target of the same name (it holds that
 * process's bundle alone). Replace with your registry's image.
 */
const image = (target: string) => `svc-${target}:latest`;
const LABEL = 'app.kubernetes.io/part-of';
const PART_OF = 'svc-platform';

/**
 * What each subgraph reaches besides its own port: its own database role's URL, identity's gRPC API (iam, billing,
 * audit, whose trail identity serves, and compliance, whose data-subject requests it serves), its
 * audit-ingest secret (billing and agents append their audit events through identity,
 * docs/adr/007-service-audit-appends.md) and the events key (agents encrypts webhook signing
 * secrets). No process but identity mounts the audit keys.
 */
const SUBGRAPH_NEEDS: Record<
  SubgraphName,
  {
    database?: boolean;
    identity?: boolean;
    eventsKey?: boolean;
    auditAppend?: ReturnType<typeof fromSecret>;
    redis?: boolean;
    eventsApi?: 'serves' | 'calls';
    billingApi?: 'serves' | 'calls';
  }
> = {
  // private endpoints and threshold events through agents' events API (docs/adr/011-events-are-published-to-their-owner.md);
  // usage records and budgets through billing's internal API (docs/adr/012-billing-serves-its-data.md)
  // it keeps no data of its own, so it gets no database URL (docs/adr/013-service-boundaries-data.md)
  inference: { redis: true, eventsApi: 'calls', billingApi: 'calls' },
  // billing appends its audit events through identity (docs/adr/007-service-audit-appends.md) and serves its internal API (ADR 012)
  billing: {
    database: true,
    identity: true,
    auditAppend: fromSecret('BILLING_AUDIT_APPEND_SECRET', 'svc-billing-audit-append', 'secret'),
    redis: true,
    billingApi: 'serves',
  },
  iam: { identity: true },
  audit: { identity: true },
  compliance: { identity: true },
  receipts: { identity: true },
  memory: {},
  agents: {
    database: true,
    identity: true,
    eventsKey: true,
    redis: true,
    eventsApi: 'serves',
    auditAppend: fromSecret('AGENTS_AUDIT_APPEND_SECRET', 'svc-agents-audit-append', 'secret'),
  },
  prompts: { identity: true },
};

type Env = Array<{ name: string; value?: string; valueFrom?: unknown }>;
function fromSecret(name: string, secret: string, key: string) {
  return { name, valueFrom: { secretKeyRef: { name: secret, key } } };
}
const value = (name: string, v: string | number) => ({ name, value: String(v) });
/** The owner's URL: the migration Job only. Each service connects as its own role (ADR 013). */
const DATABASE = fromSecret('DATABASE_URL', 'svc-database', 'url');
const serviceDatabase = (svc: string) => fromSecret(`${svc.toUpperCase()}_DATABASE_URL`, `svc-database-${svc}`, 'url');
const REDIS = fromSecret('REDIS_URL', 'svc-redis', 'url');
const CURSOR_KEY = fromSecret('CURSOR_SIGNING_KEY', 'svc-cursor-signing-key', 'key');
const IDENTITY_GRPC = value('IDENTITY_GRPC_TARGET', `identity:${DEFAULT_PORTS.identityGrpc}`);
const EVENTS_KEY = fromSecret('EVENTS_SECRET_KEY', 'svc-events-secret-key', 'key');
/** The schema registry's audit-ingest secret (its verifier is `registry:<hex>` in the same list). */
const REGISTRY_AUDIT_SECRET = fromSecret('REGISTRY_AUDIT_APPEND_SECRET', 'svc-registry-audit-append', 'secret');
/** The SHA-256 verifiers identity keeps of each service's audit-ingest secret (`billing:<hex>,agents:<hex>,gateway:<hex>,registry:<hex>`). */
const AUDIT_APPEND_VERIFIERS = fromSecret('AUDIT_APPEND_SERVICES', 'svc-audit-append-services', 'verifiers');
/** The agents subgraph's events API (ADR 011): its address, each caller's secret, the verifiers agents keeps. */
const EVENTS_GRPC = value('EVENTS_GRPC_TARGET', `agents:${DEFAULT_PORTS.agentsGrpc}`);
const IDENTITY_EVENTS_SECRET = fromSecret('IDENTITY_EVENTS_API_SECRET', 'svc-identity-events-api', 'secret');
const INFERENCE_EVENTS_SECRET = fromSecret('INFERENCE_EVENTS_API_SECRET', 'svc-inference-events-api', 'secret');
const EVENTS_API_VERIFIERS = fromSecret('EVENTS_API_SERVICES', 'svc-events-api-services', 'verifiers');
/** Inference's secret for billing's internal API, and the SHA-256 verifiers billing keeps (`inference:<hex>`; ADR 012). */
const BILLING_API_SECRET = fromSecret('BILLING_API_SECRET', 'svc-inference-billing-api', 'secret');
const BILLING_API_VERIFIERS = fromSecret('BILLING_API_SERVICES', 'svc-billing-api-services', 'verifiers');
const BILLING_API_ENV = {
  serves: [value('BILLING_GRPC_PORT', DEFAULT_PORTS.billingGrpc), BILLING_API_VERIFIERS],
  calls: [value('BILLING_GRPC_TARGET', `billing:${DEFAULT_PORTS.billingGrpc}`), BILLING_API_SECRET],
};
/** Ed25519 audit signing keys and the export-URL HMAC key: identity's alone. */
const AUDIT_KEYS_VOLUME = { name: 'audit-keys', secret: { secretName: 'svc-audit-keys', defaultMode: 0o400 } };
const AUDIT_KEYS_MOUNT = { name: 'audit-keys', mountPath: '/audit-keys', readOnly: true };
const AUDIT_KEYS = value('AUDIT_KEYS_DIR', '/audit-keys');
/** Audit exports: identity writes and serves them (the gateway proxies downloads to identity). */
const EXPORTS_VOLUME = { name: 'audit-exports', persistentVolumeClaim: { claimName: 'svc-audit-exports' } };
const EXPORTS = value('AUDIT_EXPORT_DIR', '/exports');
/**
 * The store is the local volume by default; AUDIT_OBJECT_STORE=s3 with the AUDIT_S3_* variables
 * moves it to a bucket. Identity then takes its S3 credentials from an optional Secret (absent:
 * the SDK's default chain, e.g. the pod's workload identity).
 */
const OBJECT_STORE = value('AUDIT_OBJECT_STORE', 'local');
const s3Credentials = (secret: string) => [
  { name: 'AWS_ACCESS_KEY_ID', valueFrom: { secretKeyRef: { name: secret, key: 'access-key-id', optional: true } } },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    valueFrom: { secretKeyRef: { name: secret, key: 'secret-access-key', optional: true } },
  },
];

function deployment(
  name: string,
  opts: {
    entry: string;
    env: Env;
    ports: Array<{ name: string; port: number }>;
    readyPort: number;
    replicas: number;
    resources: { cpu: string; memory: string; memoryLimit: string };
    volumes?: unknown[];
    mounts?: unknown[];
    metricsPort?: number;
  },
) {
  const labels = { 'app.kubernetes.io/name': name, [LABEL]: PART_OF };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels },
    spec: {
      replicas: opts.replicas,
      selector: { matchLabels: { 'app.kubernetes.io/name': name } },
      template: {
        metadata: {
          labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(opts.metricsPort ?? opts.readyPort),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: {
          securityContext: { runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 },
          containers: [
            {
              name,
              image: image(name),
              command: imageCommand(opts.entry),
              env: [value('HOST', '0.0.0.0'), value('LOG_LEVEL', 'info'), ...opts.env],
              ports: opts.ports.map((p) => ({ name: p.name, containerPort: p.port })),
              readinessProbe: {
                httpGet: { path: '/readyz', port: opts.readyPort },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 3,
              },
              livenessProbe: {
                httpGet: { path: '/healthz', port: opts.readyPort },
                periodSeconds: 10,
                timeoutSeconds: 3,
                failureThreshold: 6,
              },
              startupProbe: {
                httpGet: { path: '/healthz', port: opts.readyPort },
                periodSeconds: 2,
                failureThreshold: 60,
              },
              resources: {
                requests: { cpu: opts.resources.cpu, memory: opts.resources.memory },
                limits: { memory: opts.resources.memoryLimit },
              },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: false,
                capabilities: { drop: ['ALL'] },
              },
              ...(opts.mounts ? { volumeMounts: opts.mounts } : {}),
            },
          ],
          ...(opts.volumes ? { volumes: opts.volumes } : {}),
        },
      },
    },
  };
}

function service(
  name: string,
  ports: Array<{ name: string; port: number }>,
  type: 'ClusterIP' | 'LoadBalancer' = 'ClusterIP',
) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: { 'app.kubernetes.io/name': name, [LABEL]: PART_OF } },
    spec: {
      type,
      selector: { 'app.kubernetes.io/name': name },
      ports: ports.map((p) => ({ name: p.name, port: p.port, targetPort: p.name })),
    },
  };
}

function autoscaler(name: string, min: number, max: number) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name, labels: { [LABEL]: PART_OF } },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: min,
      maxReplicas: max,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
      ],
    },
  };
}

function disruptionBudget(name: string) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: { [LABEL]: PART_OF } },
    spec: { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': name } } },
  };
}

export function manifests(): unknown[] {
  const auth = value('AUTH_ISSUER', 'https://auth.example.com');
  const audience = value('API_AUDIENCE', 'https://api.example.com');
  const out: unknown[] = [];
  out.push({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'svc-audit-exports', labels: { [LABEL]: PART_OF } },
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '10Gi' } } },
  });
  // Migrations: one Job per release, before the Deployments roll (the runner takes Prisma's
  // advisory lock, so a second run waits and then finds nothing to apply).
  out.push({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'svc-migrate', labels: { [LABEL]: PART_OF } },
    spec: {
      backoffLimit: 3,
      template: {
        metadata: { labels: { [LABEL]: PART_OF } },
        spec: {
          restartPolicy: 'OnFailure',
          securityContext: { runAsNonRoot: true, runAsUser: 1000 },
          containers: [
            {
              name: 'migrate',
              image: image('migrate'),
              command: imageCommand(ONE_SHOT_ENTRIES.migrate),
              env: [DATABASE],
              resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '512Mi' } },
            },
          ],
        },
      },
    },
  });
  const identityPorts = [
    { name: 'http', port: DEFAULT_PORTS.identityHttp },
    { name: 'grpc', port: DEFAULT_PORTS.identityGrpc },
  ];
  out.push(
    deployment('identity', {
      entry: 'identity/src/main.ts',
      replicas: 2,
      readyPort: DEFAULT_PORTS.identityHttp,
      ports: identityPorts,
      env: [
        value('IDENTITY_HTTP_PORT', DEFAULT_PORTS.identityHttp),
        value('IDENTITY_GRPC_PORT', DEFAULT_PORTS.identityGrpc),
        serviceDatabase('identity'),
        REDIS,
        auth,
        audience,
        value('KEYS_DIR', '/keys'),
        AUDIT_KEYS,
        EXPORTS,
        OBJECT_STORE,
        ...s3Credentials('svc-audit-s3-writer'),
        AUDIT_APPEND_VERIFIERS,
        EVENTS_GRPC,
        IDENTITY_EVENTS_SECRET,
        // Mail: SMTP when the Secret has it; otherwise .eml files in a scratch folder (not for production).
        { name: 'SMTP_URL', valueFrom: { secretKeyRef: { name: 'svc-smtp', key: 'url', optional: true } } },
        value('MAIL_DIR', '/mail'),
      ],
      resources: { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' },
      // Signing keys and the HMAC key from a Secret (rotate with `npm run keys:rotate` and update it;
      // identity re-reads the files every KEY_RELOAD_INTERVAL_MS).
      volumes: [
        { name: 'keys', secret: { secretName: 'svc-identity-keys', defaultMode: 0o400 } },
        AUDIT_KEYS_VOLUME,
        EXPORTS_VOLUME,
        { name: 'mail', emptyDir: {} },
      ],
      mounts: [
        { name: 'keys', mountPath: '/keys', readOnly: true },
        AUDIT_KEYS_MOUNT,
        { name: 'audit-exports', mountPath: '/exports' },
        { name: 'mail', mountPath: '/mail' },
      ],
    }),
  );
  out.push(service('identity', identityPorts), autoscaler('identity', 2, 6), disruptionBudget('identity'));
  for (const n of SUBGRAPH_NAMES) {
    const port = DEFAULT_PORTS.subgraphs[n];
    const needs = SUBGRAPH_NEEDS[n];
    const ports = [
      { name: 'http', port },
      ...(needs.eventsApi === 'serves' ? [{ name: 'grpc', port: DEFAULT_PORTS.agentsGrpc }] : []),
      ...(needs.billingApi === 'serves' ? [{ name: 'grpc', port: DEFAULT_PORTS.billingGrpc }] : []),
    ];
    out.push(
      deployment(n, {
        entry: `subgraphs/${n}/src/main.ts`,
        replicas: 2,
        readyPort: port,
        ports,
        env: [
          value(`${n.toUpperCase()}_PORT`, port),
          CURSOR_KEY,
          ...(needs.database ? [serviceDatabase(n)] : []),
          ...(needs.identity ? [IDENTITY_GRPC] : []),
          ...(needs.eventsKey ? [EVENTS_KEY] : []),
          ...(needs.auditAppend ? [needs.auditAppend] : []),
          ...(needs.redis ? [REDIS] : []),
          ...(needs.eventsApi === 'serves'
            ? [value('AGENTS_GRPC_PORT', DEFAULT_PORTS.agentsGrpc), EVENTS_API_VERIFIERS]
            : []),
          ...(needs.eventsApi === 'calls' ? [EVENTS_GRPC, INFERENCE_EVENTS_SECRET] : []),
          ...(needs.billingApi ? BILLING_API_ENV[needs.billingApi] : []),
        ],
        resources: { cpu: '100m', memory: '160Mi', memoryLimit: '384Mi' },
      }),
    );
    out.push(service(n, ports), disruptionBudget(n));
  }
  // The schema registry (docs/adr/014-schema-registry.md): stateless, its data in PostgreSQL.
  out.push(
    deployment('registry', {
      entry: 'registry/src/main.ts',
      replicas: 2,
      readyPort: DEFAULT_PORTS.registry,
      ports: [{ name: 'http', port: DEFAULT_PORTS.registry }],
      env: [
        value('REGISTRY_PORT', DEFAULT_PORTS.registry),
        serviceDatabase('registry'),
        auth,
        audience,
        value('IDENTITY_HTTP_URL', `http://identity:${DEFAULT_PORTS.identityHttp}`),
        IDENTITY_GRPC,
        REGISTRY_AUDIT_SECRET,
        // The operator's organization ids (the seeded development one here): replace with yours.
        value('REGISTRY_OPERATOR_ORGS', 'org_dev'),
      ],
      resources: { cpu: '250m', memory: '256Mi', memoryLimit: '768Mi' },
    }),
  );
  out.push(service('registry', [{ name: 'http', port: DEFAULT_PORTS.registry }]), disruptionBudget('registry'));
  const gatewayPorts = [
    { name: 'api', port: DEFAULT_PORTS.gatewayApi },
    { name: 'auth', port: DEFAULT_PORTS.gatewayAuth },
  ];
  out.push(
    deployment('gateway', {
      entry: 'gateway/src/main.ts',
      replicas: 2,
      readyPort: DEFAULT_PORTS.gatewayApi,
      metricsPort: DEFAULT_PORTS.gatewayMetrics,
      ports: [...gatewayPorts, { name: 'metrics', port: DEFAULT_PORTS.gatewayMetrics }],
      env: [
        value('GATEWAY_API_PORT', DEFAULT_PORTS.gatewayApi),
        value('GATEWAY_AUTH_PORT', DEFAULT_PORTS.gatewayAuth),
        value('GATEWAY_METRICS_PORT', DEFAULT_PORTS.gatewayMetrics),
        REDIS,
        auth,
        audience,
        value('IDENTITY_HTTP_URL', `http://identity:${DEFAULT_PORTS.identityHttp}`),
        IDENTITY_GRPC,
        value('INFERENCE_HTTP_URL', `http://inference:${DEFAULT_PORTS.subgraphs.inference}`),
        ...SUBGRAPH_NAMES.map((n) =>
          value(`SUBGRAPH_${n.toUpperCase()}_URL`, `http://${n}:${DEFAULT_PORTS.subgraphs[n]}/graphql`),
        ),
        value('NODE_OPTIONS', GATEWAY_NODE_ARGS.join(' ')),
        // activity records to identity's AppendActivity (ADR 007)
        fromSecret('GATEWAY_AUDIT_APPEND_SECRET', 'svc-gateway-audit-append', 'secret'),
      ],
      resources: { cpu: '500m', memory: '256Mi', memoryLimit: '768Mi' },
    }),
  );
  // The public entry: {base_url} and {auth_url}. The metrics port is deliberately not in it.
  out.push(service('gateway', gatewayPorts, 'LoadBalancer'), autoscaler('gateway', 2, 20), disruptionBudget('gateway'));
  // The console (console/): static files and config.json naming the public origins; no secret, no store.
  const consolePorts = [{ name: 'http', port: CONSOLE_PORT }];
  out.push(
    deployment('console', {
      entry: CONSOLE_ENTRY,
      replicas: 2,
      readyPort: CONSOLE_PORT,
      ports: consolePorts,
      env: [
        value('CONSOLE_HOST', '0.0.0.0'),
        value('CONSOLE_PORT', CONSOLE_PORT),
        value('CONSOLE_AUTH_URL', 'https://auth.example.com'),
        value('CONSOLE_API_URL', 'https://api.example.com'),
        value('CONSOLE_CLIENT_ID', 'console'),
      ],
      resources: { cpu: '50m', memory: '64Mi', memoryLimit: '128Mi' },
    }),
  );
  out.push(service('console', consolePorts, 'LoadBalancer'), disruptionBudget('console'));
  return out;
}

export function renderManifests(): string {
  const header =
    "# Generated by `npm run k8s` (scripts/k8s.ts) from the code's defaults; do not edit by hand.\n# Secrets it expects: svc-database (url, the owner: the migration Job only), svc-database-identity, svc-database-billing, svc-database-agents and svc-database-registry (url, each service's own role), svc-redis (url), svc-cursor-signing-key (key), svc-identity-keys and svc-audit-keys (key files),\n# svc-events-secret-key (key), svc-billing-audit-append, svc-agents-audit-append, svc-gateway-audit-append and svc-registry-audit-append (secret), svc-audit-append-services (verifiers),\n# svc-identity-events-api and svc-inference-events-api (secret), svc-events-api-services (verifiers), svc-inference-billing-api (secret), svc-billing-api-services (verifiers), optionally svc-smtp (url), svc-audit-s3-writer (access-key-id, secret-access-key). See docs/deploy.md.\n";
  return (
    header +
    manifests()
      .map((m) => '---\n' + stringify(m, { lineWidth: 0 }))
      .join('')
  );
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(ROOT, 'deploy', 'k8s'), { recursive: true });
  writeFileSync(K8S_FILE, renderManifests());
  process.stdout.write(`wrote ${K8S_FILE}\n`);
}
