/**
 * Every resolver checks its arguments before it calls a backend or fails closed: a malformed
 * argument gets its validation code (and `extensions.argument`), never the NOT-WIRED code, and
 * the same operation with good arguments still fails closed as before. One case per kind of
 * argument and subgraph: page sizes (4000), String-typed and DateTime timestamps (4004), time
 * windows (4000), hex, prefixed, DID and length-bounded ids (4005), cursors (4003), base64 and
 * enumerated strings (4000). Runs against the real servers (startSubgraph) with no backend set.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createCursorCodec, startSubgraph, type SubgraphDefinition } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { complianceSubgraph } from '../../subgraphs/compliance/src/subgraph.ts';
import { receiptsSubgraph } from '../../subgraphs/receipts/src/subgraph.ts';
import { memorySubgraph } from '../../subgraphs/memory/src/subgraph.ts';
import { agentsSubgraph } from '../../subgraphs/agents/src/subgraph.ts';
import { promptsSubgraph } from '../../subgraphs/prompts/src/subgraph.ts';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';

const CALLER: TestCaller = { userId: 'usr_a', orgId: 'org_a', workspaceId: 'ws_a' };
const KEY = 'validation-test-cursor-key-0123456789abcdef';
const DEFS: Record<string, SubgraphDefinition> = {
  audit: auditSubgraph,
  compliance: complianceSubgraph,
  receipts: receiptsSubgraph,
  memory: memorySubgraph,
  agents: agentsSubgraph,
  prompts: promptsSubgraph,
  billing: billingSubgraph,
  iam: iamSubgraph,
};
// A cursor this deployment really signed, but for another operation (memoryEvents) or workspace.
const codec = createCursorCodec({ key: KEY });
const otherOp = codec.mint('ws_a', 'Query.memoryEvents', 'p1');
const otherWs = codec.mint('ws_b', 'Query.auditEvents', 'p1');
const HEX32 = 'ab'.repeat(32);

type Case = [
  label: string,
  subgraph: string,
  bad: string,
  code: string,
  argument: string,
  good: string,
  goodCode: string,
];
// The audit subgraph's backend is identity (IDENTITY_GRPC_TARGET, refused at port 1 here), and so is
// the receipts subgraph's trust configuration: a valid request gets as far as that call, so it
// answers SVC-SERVER-9001, never a validation code.
const AUDIT_BACKEND_DOWN = 'SVC-SERVER-9001';
// Likewise the compliance subgraph's records family (data-subject requests, control matrix, PMM, Art-12).
const RECORDS_BACKEND_DOWN = 'SVC-SERVER-9001';

const CASES: Case[] = [
  // page sizes
  [
    'negative limit',
    'audit',
    '{ auditEvents(limit: -1) { hasMore } }',
    'SVC-VALID-4000',
    'limit',
    '{ auditEvents(limit: 0) { hasMore } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'negative first (Relay)',
    'compliance',
    '{ dsarRequests(first: -5) { edges { cursor } } }',
    'SVC-VALID-4000',
    'first',
    '{ dsarRequests(first: 5000) { edges { cursor } } }',
    RECORDS_BACKEND_DOWN,
  ],
  [
    'negative limit',
    'memory',
    '{ memoryEvents(limit: -1) { hasMore } }',
    'SVC-VALID-4000',
    'limit',
    '{ memoryEvents(limit: 10) { hasMore } }',
    'SVC-OME-NOT-WIRED',
  ],
  [
    'negative first on a not-built list',
    'billing',
    '{ invoices(first: -1) { totalAmount } }',
    'SVC-VALID-4000',
    'first',
    '{ invoices(first: 10) { totalAmount } }',
    'SVC-SERVER-9001',
  ],
  [
    'negative limit on a not-built list',
    'prompts',
    '{ policies(limit: -3) { nextPageToken } }',
    'SVC-VALID-4000',
    'limit',
    '{ policies(limit: 3) { nextPageToken } }',
    'SVC-SERVER-9001',
  ],
  // timestamps: String-typed (checked by the resolver) and DateTime (checked by the scalar)
  [
    'String time not RFC 3339',
    'compliance',
    '{ a12crManifest(systemId: "sys_1", fromTs: "2026-01-01", untilTs: "2026-02-01T00:00:00Z") { systemId } }',
    'SVC-VALID-4004',
    'fromTs',
    '{ a12crManifest(systemId: "sys_1", fromTs: "2026-01-01T00:00:00Z", untilTs: "2026-02-01T00:00:00Z") { systemId } }',
    RECORDS_BACKEND_DOWN,
  ],
  [
    'String time in an input',
    'compliance',
    'mutation { createDsarRequest(input: {subjectRef: "s1", kind: ACCESS, receivedAt: "yesterday"}) { dsarId } }',
    'SVC-VALID-4004',
    'input.receivedAt',
    'mutation { createDsarRequest(input: {subjectRef: "s1", kind: ACCESS, receivedAt: "2026-01-01T00:00:00Z"}) { dsarId } }',
    RECORDS_BACKEND_DOWN,
  ],
  [
    'String expiry in an input',
    'iam',
    'mutation { issueVirtualKey(input: {scope: TEST, notAfter: "next week"}) { vkid } }',
    'SVC-VALID-4004',
    'input.notAfter',
    'mutation { issueVirtualKey(input: {scope: TEST, notAfter: "2026-12-31T00:00:00Z"}) { vkid } }',
    'SVC-SERVER-9001',
  ],
  // windows
  [
    'inverted window',
    'audit',
    'mutation { exportAuditEvents(since: "2026-02-01T00:00:00Z", until: "2026-01-01T00:00:00Z") { exportId } }',
    'SVC-VALID-4000',
    'since',
    'mutation { exportAuditEvents(since: "2026-01-01T00:00:00Z", until: "2026-02-01T00:00:00Z") { exportId } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'inverted receipts window',
    'receipts',
    '{ receipts(sinceTs: "2026-02-01T00:00:00Z", untilTs: "2026-01-01T00:00:00Z") { nextPageToken } }',
    'SVC-VALID-4000',
    'sinceTs',
    '{ receipts(sinceTs: "2026-01-01T00:00:00Z") { nextPageToken } }',
    'SVC-VIR-NOT-WIRED',
  ],
  [
    'inverted usage window on a not-built query',
    'billing',
    '{ aiUsage(since: "2026-02-01T00:00:00Z", until: "2026-01-01T00:00:00Z") { __typename } }',
    'SVC-VALID-4000',
    'since',
    '{ aiUsage(since: "2026-01-01T00:00:00Z") { __typename } }',
    'SVC-SERVER-9001',
  ],
  [
    'Unix seconds not a number',
    'agents',
    '{ ingestionCoverage(startUnix: "soon") { __typename } }',
    'SVC-VALID-4000',
    'startUnix',
    '{ ingestionCoverage(startUnix: "1767225600") { __typename } }',
    'SVC-INGEST-NOT-WIRED',
  ],
  // ids
  [
    'hex id of the wrong shape',
    'audit',
    '{ auditEvent(id: "0190A1B2C3D4E5F6") { id } }',
    'SVC-VALID-4005',
    'id',
    '{ auditEvent(id: "0190a1b2c3d4e5f60718293a4b5c6d7e") { id } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'SHA-256 content id too short',
    'receipts',
    '{ oadrAdmissionReceipt(cti: "00") { id } }',
    'SVC-VALID-4005',
    'cti',
    `{ oadrAdmissionReceipt(cti: "${HEX32}") { id } }`,
    'SVC-OADR-NOT-WIRED',
  ],
  [
    'one bad id in a list',
    'receipts',
    `mutation { revokeOcnpLease(leaseIds: ["${HEX32}", "zz"]) { __typename } }`,
    'SVC-VALID-4005',
    'leaseIds[1]',
    `mutation { revokeOcnpLease(leaseIds: ["${HEX32}"]) { __typename } }`,
    'SVC-OCNP-NOT-WIRED',
  ],
  [
    'uppercase hex cid',
    'compliance',
    `{ mlBomDownload(cti: "${HEX32.toUpperCase()}") { __typename } }`,
    'SVC-VALID-4005',
    'cti',
    `{ mlBomDownload(cti: "${HEX32}") { __typename } }`,
    'SVC-OADR-NOT-WIRED',
  ],
  [
    'id too long',
    'compliance',
    `{ dsarRequest(dsarId: "${'d'.repeat(129)}") { dsarId } }`,
    'SVC-VALID-4005',
    'dsarId',
    '{ dsarRequest(dsarId: "dsar_1") { dsarId } }',
    RECORDS_BACKEND_DOWN,
  ],
  [
    'id with a path separator',
    'agents',
    '{ agentSession(id: "../as_1") { id } }',
    'SVC-VALID-4005',
    'id',
    '{ agentSession(id: "as_1") { id } }',
    'SVC-AGENTRT-NOT-WIRED',
  ],
  [
    'prefixed id with another prefix',
    'agents',
    '{ privateEndpoint(id: "sub_1") { id } }',
    'SVC-VALID-4005',
    'id',
    '{ privateEndpoint(id: "pe_1") { id } }',
    'SVC-SERVER-9001',
  ],
  [
    'identity id with another prefix',
    'iam',
    'mutation { transferOrgOwnership(newOwnerId: "org_1") { __typename } }',
    'SVC-VALID-4005',
    'newOwnerId',
    'mutation { transferOrgOwnership(newOwnerId: "usr_2") { __typename } }',
    'SVC-SERVER-9001',
  ],
  [
    'impersonation id with another prefix',
    'iam',
    'mutation { approveImpersonation(opId: "org_1") { opId } }',
    'SVC-VALID-4005',
    'opId',
    'mutation { approveImpersonation(opId: "imp_1") { opId } }',
    'SVC-SERVER-9001',
  ],
  [
    'impersonation target not an organization id',
    'iam',
    'mutation { requestImpersonation(input: {targetOrgId: "ws_1", accessMode: READ_ONLY, justification: "ticket 1234567", durationSeconds: 600}) { opId } }',
    'SVC-VALID-4005',
    'input.targetOrgId',
    'mutation { requestImpersonation(input: {targetOrgId: "org_2", accessMode: READ_ONLY, justification: "ticket 1234567", durationSeconds: 600}) { opId } }',
    'SVC-SERVER-9001',
  ],
  [
    'not a DID',
    'audit',
    '{ attestedLogTrajectory(agentDid: "z6Mk") { truncated } }',
    'SVC-VALID-4005',
    'agentDid',
    '{ attestedLogTrajectory(agentDid: "did:key:z6Mk") { truncated } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'slug outside a-z0-9._-',
    'prompts',
    '{ promptTemplateVersions(slug: "Support Greeting") { semver } }',
    'SVC-VALID-4005',
    'slug',
    '{ promptTemplateVersions(slug: "support.greeting") { semver } }',
    'SVC-PROMPT-NOT-WIRED',
  ],
  // cursors
  [
    'garbage cursor',
    'audit',
    '{ auditEvents(cursor: "junk") { hasMore } }',
    'SVC-VALID-4003',
    'cursor',
    '{ auditEvents(cursor: "") { hasMore } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'cursor of another operation',
    'audit',
    `{ auditEvents(cursor: "${otherOp}") { hasMore } }`,
    'SVC-VALID-4003',
    'cursor',
    '{ auditEvents { hasMore } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'cursor of another workspace',
    'audit',
    `{ auditEvents(cursor: "${otherWs}") { hasMore } }`,
    'SVC-VALID-4003',
    'cursor',
    '{ auditEvents { hasMore } }',
    AUDIT_BACKEND_DOWN,
  ],
  [
    'forged gated-decision cursor',
    'memory',
    '{ amgateDecisions(cursor: "eyJ2IjoxfQ.AAAA") { nextCursor } }',
    'SVC-VALID-4003',
    'cursor',
    '{ amgateDecisions(cursor: "", limit: -5) { nextCursor } }',
    'SVC-AMGATE-NOT-WIRED',
  ],
  [
    'bad pageToken',
    'receipts',
    '{ receipts(pageToken: "page-2") { nextPageToken } }',
    'SVC-VALID-4003',
    'pageToken',
    '{ receipts { nextPageToken } }',
    'SVC-VIR-NOT-WIRED',
  ],
  [
    'bad Relay after',
    'compliance',
    '{ pmmWindows(after: "YXJyYXljb25uZWN0aW9uOjE=") { edges { cursor } } }',
    'SVC-VALID-4003',
    'after',
    '{ pmmWindows { edges { cursor } } }',
    RECORDS_BACKEND_DOWN,
  ],
  [
    'bad cursor on the agent runtime',
    'agents',
    '{ agentSessions(cursor: "1") { hasMore } }',
    'SVC-VALID-4003',
    'cursor',
    '{ agentSessions { hasMore } }',
    'SVC-AGENTRT-NOT-WIRED',
  ],
  [
    'bad after on a not-built list',
    'iam',
    '{ sessions(after: "cursor:1") { nodes { id } } }',
    'SVC-VALID-4003',
    'after',
    '{ sessions(first: 5) { nodes { id } } }',
    'SVC-SERVER-9001',
  ],
  // other shapes
  [
    'not base64',
    'receipts',
    '{ projectInferenceReceipt(oirB64: "not base64!") { __typename } }',
    'SVC-VALID-4000',
    'oirB64',
    '{ projectInferenceReceipt(oirB64: "AA==") { __typename } }',
    'SVC-OIR-NOT-WIRED',
  ],
  [
    'a merge of one archive',
    'memory',
    'mutation { mergeMemoryArchives(archivesB64: ["AA=="]) { mergeRoot } }',
    'SVC-VALID-4000',
    'archivesB64',
    'mutation { mergeMemoryArchives(archivesB64: ["AA==", "AQ=="]) { mergeRoot } }',
    'SVC-VERIFIED-MEMORY-NOT-WIRED',
  ],
  [
    'canary intent without a split',
    'prompts',
    'mutation { deployPrompt(input: {slug: "s", environment: "prod", intent: "canary", targetCid: "00"}) { claimId } }',
    'SVC-VALID-4000',
    'input.canary',
    'mutation { deployPrompt(input: {slug: "s", environment: "x-acme", intent: "publish", targetCid: "00"}) { claimId } }',
    'SVC-PROMPT-NOT-WIRED',
  ],
  [
    'public key of the wrong length',
    'receipts',
    'mutation { setOcarTrustConfig(input: {threshold: 1, receivers: [{receiverId: "r1", publicKeyHex: "00"}]}) { version } }',
    'SVC-VALID-4000',
    'input.receivers[0].publicKeyHex',
    `mutation { setOcarTrustConfig(input: {threshold: 1, receivers: [{receiverId: "r1", publicKeyHex: "${HEX32}"}]}) { version } }`,
    AUDIT_BACKEND_DOWN,
  ],
];

describe('argument validation runs before any backend call', () => {
  const running: Record<string, Awaited<ReturnType<typeof startSubgraph>>> = {};
  beforeAll(async () => {
    for (const [name, def] of Object.entries(DEFS)) {
      // Port 1 refuses at once: nothing may reach identity before the iam checks pass.
      running[name] = await startSubgraph(def, {
        [`${name.toUpperCase()}_PORT`]: '0',
        LOG_LEVEL: 'silent',
        CURSOR_SIGNING_KEY: KEY,
        IDENTITY_GRPC_TARGET: '127.0.0.1:1',
      });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(running).map((s) => s.stop()));
  });

  it.each(CASES)('%s (%s) → %s on %s', async (_label, subgraph, bad, code, argument, good, goodCode) => {
    const r = await postGraphql(running[subgraph].port, bad, {}, CALLER);
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual([code]);
    expect(r.errors?.[0].extensions?.argument).toBe(argument);
    const ok = await postGraphql(running[subgraph].port, good, {}, CALLER);
    expect(ok.errors?.map((e) => e.extensions?.code)).toEqual([goodCode]);
  });

  it('iam checks workspace(id) before asking identity', async () => {
    const r = await postGraphql(running.iam.port, '{ workspace(id: "org_dev") { id } }', {}, CALLER);
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'SVC-VALID-4005', argument: 'id' });
  });

  it('a DateTime argument that is not RFC 3339 is SVC-VALID-4004, as a literal and as a variable', async () => {
    const literal = await postGraphql(
      running.audit.port,
      '{ auditEvents(since: "yesterday") { hasMore } }',
      {},
      CALLER,
    );
    expect(literal.errors?.[0].extensions?.code).toBe('SVC-VALID-4004');
    const variable = await postGraphql(
      running.memory.port,
      'query($s: DateTime) { amgateDecisions(since: $s) { nextCursor } }',
      { s: '2026-01-01' },
      CALLER,
    );
    expect(variable.errors?.[0].extensions?.code).toBe('SVC-VALID-4004');
  });

  it('an anonymous request still gets SVC-AUTH-1000 first, whatever its arguments', async () => {
    const r = await postGraphql(running.audit.port, '{ auditEvents(limit: -1, cursor: "junk") { hasMore } }', {}, null);
    expect(r.errors?.[0].extensions?.code).toBe('SVC-AUTH-1000');
  });
});
