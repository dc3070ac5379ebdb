/**
 * A gateway with usage reporting on (gateway/src/usage/), for the throughput benches: it reports to
 * a sink on this process standing in for the registry (answers 202 to every report and counts
 * them), with a real token from identity for the seeded registry client. The registry's own ingest
 * runs in another process in production, so the sink leaves the gateway's cost alone to measure.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../test/helpers/platform-harness.ts';
import type { BenchPlatform } from '../gateway-setup.ts';

export async function startUsageReportingGateway(platform: BenchPlatform, intervalMs = 5000) {
  const sink = { reports: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (sink.bytes += c.length));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/v1\/variants\/[^/]+\/usage$/.test(req.url ?? '')) sink.reports++;
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = await freePort();
  const metricsPort = await freePort();
  const child = await platform.startGateway([], {
    GATEWAY_API_PORT: String(port),
    GATEWAY_AUTH_PORT: String(await freePort()),
    GATEWAY_METRICS_PORT: String(metricsPort),
    USAGE_REPORTING: 'on',
    USAGE_REPORT_INTERVAL_MS: String(intervalMs),
    SUPERGRAPH_REGISTRY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    SUPERGRAPH_REGISTRY_CLIENT_ID: platform.creds.supergraphReader.clientId,
    SUPERGRAPH_REGISTRY_CLIENT_SECRET: platform.creds.supergraphReader.clientSecret,
  });
  return {
    child,
    url: `http://127.0.0.1:${port}/graphql`,
    metricsPort,
    sink,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
