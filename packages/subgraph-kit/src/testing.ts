/**
 * Test helpers for subgraphs and their backends (imported from `@svc/subgraph-kit/testing`, never
 * by service code): a scripted gRPC backend on an ephemeral loopback port that implements a
 * contract from proto/ and records every call, and a GraphQL client that sends the SVC-* headers
 * the gateway would inject.
 */
import * as grpc from '@grpc/grpc-js';
import { identityServiceDefinition, loadProto, serviceDef, toGrpcError } from '@svc/grpc';
import { AppError } from '@svc/core';

export interface RecordedCall {
  service: string;
  rpc: string;
  request: Record<string, unknown>;
  metadata: Record<string, unknown>;
}
/** Returns the reply message, or throws (an AppError travels with its SVC code, as a real backend's would). */
export type FakeHandler = (request: Record<string, unknown>) => unknown;

export interface FakeBackend {
  port: number;
  /** `127.0.0.1:<port>`, for `<DOMAIN>_BACKEND_TARGET`. */
  target: string;
  calls: RecordedCall[];
  stop(): Promise<void>;
}

/**
 * Serves `handlers` (service name → method → handler) of the contract at `protoPath` on
 * 127.0.0.1:0. Methods without a handler answer UNIMPLEMENTED, as a backend that does not serve
 * them would.
 */
export async function startFakeBackend(
  protoPath: string,
  handlers: Record<string, Record<string, FakeHandler>>,
): Promise<FakeBackend> {
  const server = new grpc.Server();
  const calls: RecordedCall[] = [];
  for (const [service, methods] of Object.entries(handlers)) {
    const impl: grpc.UntypedServiceImplementation = {};
    for (const [rpc, fn] of Object.entries(methods)) {
      impl[rpc] = ((
        call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>,
        callback: grpc.sendUnaryData<unknown>,
      ) => {
        calls.push({ service, rpc, request: call.request, metadata: call.metadata.getMap() });
        Promise.resolve()
          .then(() => fn(call.request))
          .then(
            (reply) => callback(null, reply),
            (e) =>
              callback(
                (e instanceof AppError
                  ? toGrpcError(e)
                  : { code: grpc.status.INTERNAL, details: String(e) }) as grpc.ServiceError,
              ),
          );
      }) as grpc.UntypedHandleCall;
    }
    server.addService(serviceDef(loadProto(protoPath), service).service, impl);
  }
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return {
    port,
    target: `127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}

export interface TestCaller {
  userId: string;
  orgId: string;
  workspaceId: string;
}

export interface GraphqlResult {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> & { code?: string } }[];
}

/** POSTs a GraphQL request to a subgraph as the gateway would, with the caller's SVC-* headers. */
export async function postGraphql(
  port: number,
  query: string,
  variables: Record<string, unknown> = {},
  caller?: TestCaller | null,
  extraHeaders: Record<string, string> = {},
): Promise<GraphqlResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json',
    ...extraHeaders,
  };
  if (caller)
    Object.assign(headers, {
      'svc-user-id': caller.userId,
      'svc-org-id': caller.orgId,
      'svc-workspace-id': caller.workspaceId,
    });
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphqlResult, 'status'>) };
}

export interface FakeIdentity {
  target: string;
  /** Every GetUsers request, in order (ids and the workspace the subgraph asked for). */
  getUsersCalls: { ids: string[]; workspace_id: string }[];
  stop(): Promise<void>;
}

/**
 * identity.v1.IdentityService as the iam subgraph uses it: GetUsers answers every requested id
 * whose form is `usr_<n>` with a user of the caller's workspace (after `delayMs`, to stand in for
 * identity's database read), GetJwks/GetOrganization/GetWorkspace answer minimal records.
 */
export async function startFakeIdentity(opts: { delayMs?: number } = {}): Promise<FakeIdentity> {
  const server = new grpc.Server();
  const getUsersCalls: FakeIdentity['getUsersCalls'] = [];
  const later = <T>(v: T) =>
    opts.delayMs ? new Promise<T>((r) => setTimeout(() => r(v), opts.delayMs)) : Promise.resolve(v);
  const unary =
    (fn: (req: Record<string, unknown>) => unknown) =>
    (call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>, cb: grpc.sendUnaryData<unknown>) => {
      Promise.resolve(fn(call.request)).then(
        (r) => cb(null, r),
        (e) => cb(e),
      );
    };
  const now = '2026-01-01T00:00:00.000Z';
  server.addService(identityServiceDefinition(), {
    GetUsers: unary((req) => {
      const ids = req.ids as string[],
        workspace = req.workspace_id as string;
      getUsersCalls.push({ ids, workspace_id: workspace });
      return later({
        users: ids
          .filter((id) => /^usr_\d+$/.test(id))
          .map((id) => ({
            id,
            email: `${id}@example.com`,
            given_name: 'Test',
            family_name: id,
            organization_id: 'org_a',
            primary_workspace_id: workspace,
            status: 'ACTIVE',
            root_scope: 'WORKSPACE',
            created_at: now,
          })),
      });
    }),
    GetJwks: unary(() => ({ jwks_json: '{"keys":[]}' })),
    GetOrganization: unary((req) => ({
      id: req.id,
      name: 'Org',
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
      slug: 'org',
      plan: 'FREE',
      description: '',
      logo_url: '',
    })),
    GetWorkspace: unary((req) => ({
      id: req.id,
      organization_id: 'org_a',
      name: 'Workspace',
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
    })),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return {
    target: `127.0.0.1:${port}`,
    getUsersCalls,
    stop: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}

/** The federation `_entities` query for `n` users `usr_0 … usr_<n-1>` (what the gateway sends iam). */
export function userEntitiesRequest(n: number): {
  query: string;
  variables: { r: { __typename: 'User'; id: string }[] };
} {
  return {
    query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id email } } }',
    variables: { r: Array.from({ length: n }, (_, i) => ({ __typename: 'User' as const, id: `usr_${i}` })) },
  };
}
