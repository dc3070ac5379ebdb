/**
 * Fuzz: identity's gRPC API through the typed client (packages/grpc): random strings (NUL, lone
 * surrogates, control characters, long runs) in every field of a spread of methods, with a random
 * caller or the fuzz tenant's real one (so inputs reach the database). Every call must succeed or
 * fail with a typed error of a 4xx class (never SVC-SERVER-9000 INTERNAL, nor a deadline, which
 * the client reports as SVC-SERVER-9001); identity and every other process must stay up.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import { AppError } from '@svc/core';
import { createIdentityClient, type IdentityApi, type ProtoCaller } from '@svc/grpc';
import type { Platform } from '../helpers/platform-harness.ts';
import type { TestTenant } from '../helpers/tenant.ts';
import { expectPlatformUp, fc, fuzz, fuzzTenant, nastyString, runs, startFuzzPlatform } from './fuzz-kit.ts';

let p: Platform;
let t: TestTenant & { token: string };
let rpc: IdentityApi;
beforeAll(async () => {
  p = await startFuzzPlatform();
  t = await fuzzTenant(p);
  rpc = createIdentityClient(`127.0.0.1:${p.ports.identityGrpc}`);
}, 400_000);
afterAll(async () => {
  rpc?.close();
  await p?.stop();
});

const WATCH = ['identity'];
const str = nastyString(80);

/** Each case: a method name and the arguments drawn for it (the caller completed in the run). */
const call = fc.oneof(
  fc.record({ m: fc.constant('validateToken'), a: fc.record({ token: str }) }),
  fc.record({ m: fc.constant('introspectToken'), a: fc.record({ token: str }) }),
  fc.record({ m: fc.constant('isRevoked'), a: fc.record({ jti: str, family_id: str }, { requiredKeys: [] }) }),
  fc.record({
    m: fc.constant('checkPermission'),
    a: fc.record({ user_id: str, workspace_id: str, permission: str, resource_orn: str }),
  }),
  fc.record({
    m: fc.constant('exchangeApiKey'),
    a: fc.record({
      api_key: fc.oneof(
        str,
        str.map((s) => `svc_live_${s}`),
      ),
    }),
  }),
  fc.record({ m: fc.constant('getUsers'), a: fc.record({ ids: fc.array(str, { maxLength: 5 }), workspace_id: str }) }),
  fc.record({ m: fc.constant('getOrganization'), a: fc.record({ id: str }) }),
  fc.record({ m: fc.constant('getWorkspace'), a: fc.record({ id: str }) }),
  fc.record({ m: fc.constant('listWorkspaces'), a: fc.constant({}) }),
  fc.record({
    m: fc.constant('createApiKey'),
    a: fc.record(
      {
        name: str,
        key_class: fc.oneof(fc.constantFrom('SANDBOX', 'TEST', 'LIVE'), str),
        expires_at: str,
        idempotency_key: str,
      },
      { requiredKeys: ['name', 'key_class'] },
    ),
  }),
  fc.record({ m: fc.constant('revokeApiKey'), a: fc.record({ id: str }) }),
  fc.record({ m: fc.constant('listApiKeys'), a: fc.record({ inventory: fc.boolean() }) }),
  fc.record({ m: fc.constant('previewBulkRevocation'), a: fc.record({ scope: str }) }),
  fc.record({
    m: fc.constant('createInvitation'),
    a: fc.record({
      email: fc.oneof(
        str,
        str.map((s) => `${s}@example.com`),
      ),
      role: fc.oneof(fc.constantFrom('WORKSPACE_ADMIN', 'DEVELOPER', 'VIEWER'), str),
    }),
  }),
  fc.record({ m: fc.constant('acceptInvitation'), a: fc.record({ token: str }) }),
  fc.record({
    m: fc.constant('listSessions'),
    a: fc.record({ offset: fc.integer({ min: -5, max: 1_000_000 }), limit: fc.integer({ min: -5, max: 1_000_000 }) }),
  }),
  fc.record({
    m: fc.constant('signUp'),
    a: fc.record({
      email: fc.oneof(
        str,
        str.map((s) => `${s}@example.com`),
      ),
      password: str,
      first_name: str,
      last_name: str,
      organization_name: str,
    }),
  }),
  fc.record({ m: fc.constant('confirmMfa'), a: fc.record({ code: str }) }),
  fc.record({ m: fc.constant('requestStepUp'), a: fc.record({ scope: str, code: str, operation_binding: str }) }),
  fc.record({
    m: fc.constant('savePolicy'),
    a: fc.record({ level: str, source: str, source_format: fc.oneof(fc.constantFrom('cedar', 'json', 'yaml'), str) }),
  }),
  fc.record({
    m: fc.constant('previewPolicyDecision'),
    a: fc.record({ action: str, resource: str, draft_source: str }),
  }),
  fc.record({
    m: fc.constant('saveSsoConfig'),
    a: fc.record({ entity_id: str, sso_url: str, certificate_pem: str, default_role: str }),
  }),
);
const recipe = fc.record({
  call,
  caller: fc.oneof(
    fc.constant('tenant' as const),
    fc.record({ user_id: str, org_id: str, workspace_id: str, token_id: str, request_id: str }),
  ),
});

describe('fuzz: identity gRPC', () => {
  it('random strings in every field', async () => {
    await fuzz(
      p,
      'identity gRPC',
      recipe,
      async ({ call: c, caller }) => {
        const who: ProtoCaller =
          caller === 'tenant' ? { user_id: t.userId, org_id: t.orgId, workspace_id: t.workspaceId } : caller;
        const method = (rpc as unknown as Record<string, (req: unknown) => Promise<unknown>>)[c.m];
        try {
          await method.call(rpc, { ...c.a, caller: who });
        } catch (e) {
          if (!(e instanceof AppError)) throw new Error(`${c.m}: not a typed error: ${(e as Error).message}`);
          if (e.def.http >= 500) throw new Error(`${c.m}: ${e.code} (HTTP class ${e.def.http}): ${e.message}`);
        }
      },
      { numRuns: runs(250), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
