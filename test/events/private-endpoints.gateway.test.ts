/**
 * Private endpoints end to end: the whole platform (the `npm start` spawn path), the seeded
 * admin's token, GraphQL through the gateway to the agents subgraph, and a live preflight
 * against a loopback model list reached through the egress guard's test setting
 * (EGRESS_ALLOW_LOOPBACK_FOR_TESTS). Four-eyes success, TLS pinning and tenancy are covered
 * against the service in subgraphs/agents/src/services/private-endpoints.test.ts.
 * HEAVY: run under the shared lock (see TEAM rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { errorCodes, gatewayGql } from '../helpers/gateway-graphql.ts';

let p: Platform;
let token: string;
let models: http.Server;
let port = 0;
/** The Authorization header of the last model-list request. */
let lastAuthorization: string | undefined;
const PREFLIGHT_SECRET = 'sk-preflight-gw-secret';

const gql = (query: string, variables: Record<string, unknown> = {}, bearer = token) =>
  gatewayGql(p.api, query, variables, bearer);
const codes = errorCodes;

beforeAll(async () => {
  models = http.createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    if (req.url === '/v1/models')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [{ id: 'llama-3-70b' }] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => models.listen(0, '127.0.0.1', r));
  port = (models.address() as AddressInfo).port;
  // The seeded admin's workspace is ws_dev: its env: credential namespace.
  p = await startPlatform({ EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true', PE_SECRET__ws_dev__LLM_KEY: PREFLIGHT_SECRET });
  token = await adminToken(p);
}, 400_000);
afterAll(async () => {
  await p?.stop();
  models?.closeAllConnections();
  models?.close();
});

const REGISTER = `mutation($input: RegisterPrivateEndpointInput!) { registerPrivateEndpoint(input: $input) { id status createdBy approvedBy baseUrl modelIds retiredAt createdAt } }`;
const input = (over: Record<string, unknown> = {}) => ({
  displayName: 'gpu pool',
  baseUrl: `http://127.0.0.1:${port}`,
  kind: 'SELF_HOSTED',
  protocol: 'OPENAI_COMPATIBLE',
  authKind: 'BEARER_TOKEN',
  authSecretRef: 'env:LLM_KEY',
  modelIds: ['llama-3-70b'],
  networkBindingRef: 'nb_1',
  residencyRegion: 'eu',
  ...over,
});

describe('private endpoints through the gateway', () => {
  it('refuses SSRF base URLs with SVC-EGRESS-4300', async () => {
    for (const baseUrl of [
      'http://llm.example.com',
      'https://10.1.2.3',
      'https://169.254.169.254',
      'https://[fd00:ec2::254]/',
    ]) {
      expect(codes(await gql(REGISTER, { input: input({ baseUrl }) })), baseUrl).toEqual(['SVC-EGRESS-4300']);
    }
    // The run's database is shared with earlier runs: nothing with these addresses was stored.
    const listed = (await gql('{ privateEndpoints { baseUrl } }')).data!.privateEndpoints as { baseUrl: string }[];
    expect(listed.filter((e) => !e.baseUrl.startsWith('http://127.0.0.1:'))).toEqual([]);
  });

  it('registers, lists, preflights live, refuses self-approval, retires', async () => {
    const reg = await gql(REGISTER, { input: input() });
    expect(reg.errors).toBeUndefined();
    const ep = reg.data!.registerPrivateEndpoint;
    expect(ep).toMatchObject({
      status: 'PENDING_APPROVAL',
      approvedBy: null,
      retiredAt: null,
      modelIds: ['llama-3-70b'],
    });
    expect(JSON.stringify(reg)).not.toContain('LLM_KEY');
    expect((await gql('{ privateEndpoints { id status } }')).data!.privateEndpoints).toContainEqual({
      id: ep.id,
      status: 'PENDING_APPROVAL',
    });

    const pf = await gql(
      `mutation($id: ID!) { preflightPrivateEndpoint(id: $id) { reachable result handshakeMs observedCaFingerprint observedModelIds } }`,
      { id: ep.id },
    );
    expect(pf.data!.preflightPrivateEndpoint).toMatchObject({
      reachable: true,
      result: 'OK',
      observedCaFingerprint: null,
      observedModelIds: ['llama-3-70b'],
    });
    expect(lastAuthorization).toBe(`Bearer ${PREFLIGHT_SECRET}`); // the credential from the secret store
    // A reference the secret store cannot resolve refuses the preflight (typed), and nothing is sent.
    const unresolved = (await gql(REGISTER, { input: input({ authSecretRef: 'vault:kv/llm' }) })).data!
      .registerPrivateEndpoint.id;
    lastAuthorization = 'untouched';
    expect(
      codes(await gql(`mutation($id: ID!) { preflightPrivateEndpoint(id: $id) { result } }`, { id: unresolved })),
    ).toEqual(['SVC-ENDPOINT-4312']);
    expect(lastAuthorization).toBe('untouched');
    const got = await gql(`query($id: ID!) { privateEndpoint(id: $id) { id lastPreflightResult lastPreflightAt } }`, {
      id: ep.id,
    });
    expect(got.data!.privateEndpoint).toMatchObject({ id: ep.id, lastPreflightResult: 'OK' });
    expect(got.data!.privateEndpoint.lastPreflightAt).toEqual(expect.any(String));

    expect(codes(await gql(`mutation($id: ID!) { approvePrivateEndpoint(id: $id) { id } }`, { id: ep.id }))).toEqual([
      'SVC-ENDPOINT-4310',
    ]);
    const retired = await gql(`mutation($id: ID!) { retirePrivateEndpoint(id: $id) { status retiredAt } }`, {
      id: ep.id,
    });
    expect(retired.data!.retirePrivateEndpoint.status).toBe('RETIRED');
    expect(retired.data!.retirePrivateEndpoint.retiredAt).toEqual(expect.any(String));
    expect(
      (await gql(`query($id: ID!) { privateEndpoint(id: $id) { id } }`, { id: 'pe_doesnotexist' })).data!
        .privateEndpoint,
    ).toBeNull();
  }, 120_000);
});
