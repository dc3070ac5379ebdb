/**
 * The billing subgraph with its internal gRPC API (billing.v1.BillingService) in this process, for
 * tests and benches that run inference on its own: usage records and budgets are billing's (ADR 012),
 * so an inference service records and reads them through this. `inferenceEnv` is what an inference
 * service needs to call it (a fresh secret whose SHA-256 the billing side holds).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { startSubgraph } from '@svc/subgraph-kit';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';

export interface BillingApiUnderTest {
  /** The subgraph's HTTP port (/graphql, /metrics). */
  port: number;
  grpcTarget: string;
  /** BILLING_GRPC_TARGET and BILLING_API_SECRET for an inference service. */
  inferenceEnv: { BILLING_GRPC_TARGET: string; BILLING_API_SECRET: string };
  /** The subgraph's Prometheus exposition (svc_billing_api_calls_total among it). */
  metrics(): Promise<string>;
  /** Calls answered by the API, by method (outcome ok). */
  calls(method: string): Promise<number>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

/** `grpcPort` and `secret`: a billing started where an inference service already looks for it. */
export async function startBillingApi(opts: {
  databaseUrl: string;
  redisUrl?: string;
  env?: NodeJS.ProcessEnv;
  grpcPort?: number;
  secret?: string;
}): Promise<BillingApiUnderTest> {
  const secret = opts.secret ?? randomBytes(32).toString('base64url');
  const grpcPort = opts.grpcPort ?? (await freePort());
  const sg = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: String(grpcPort),
    LOG_LEVEL: 'silent',
    DATABASE_URL: opts.databaseUrl,
    IDENTITY_GRPC_TARGET: '127.0.0.1:1',
    BILLING_API_SERVICES: `inference:${createHash('sha256').update(secret, 'utf8').digest('hex')}`,
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...opts.env,
  });
  const grpcTarget = `127.0.0.1:${grpcPort}`;
  const metrics = async () => (await fetch(`http://127.0.0.1:${sg.port}/metrics`)).text();
  return {
    port: sg.port,
    grpcTarget,
    inferenceEnv: { BILLING_GRPC_TARGET: grpcTarget, BILLING_API_SECRET: secret },
    metrics,
    async calls(method) {
      const line = (await metrics())
        .split('\n')
        .find(
          (l) =>
            l.startsWith('svc_billing_api_calls_total{') &&
            l.includes(`method="${method}"`) &&
            l.includes('outcome="ok"'),
        );
      return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
    },
    stop: () => sg.stop(),
  };
}
