/**
 * GraphQL transport of private endpoints: the subgraph-kit's order of checks (caller, then
 * arguments), then the service. Without a database the operations fail closed with
 * SVC-SERVER-9001 (see NOT_WIRED_OPERATIONS). The authentication secret reference is input-only:
 * the service never reads it back, and PrivateEndpoint has no field for it.
 *
 * NOT DONE: an ACTIVE endpoint is not yet an inference provider for its workspace's models.
 */
import { AppError } from '@svc/core';
import { maxLength, opaqueId, type Args, type OperationDeps } from '@svc/subgraph-kit';
import type { PrivateEndpointService } from '../services/private-endpoint-service.ts';
import type { PrivateEndpointRow } from '../repositories/private-endpoint-repository.ts';
import { MAX_MODEL_IDS } from '../services/private-endpoint-service.ts';
import type {
  PrivateEndpoint,
  PrivateEndpointAuthKind,
  PrivateEndpointKind,
  PrivateEndpointProtocol,
  PrivateEndpointStatus,
  ReachabilityReport,
} from '../generated/resolvers-types.ts';

import { databaseOperation } from './database-operation.ts';

const endpointId = (a: Args) => void opaqueId(a.id, 'id', { prefix: 'pe' });

function inputCheck(a: Args): void {
  const i = a.input ?? {};
  maxLength(i.displayName, 'displayName', 200);
  maxLength(i.baseUrl, 'baseUrl', 2048);
  if (i.authSecretRef != null) maxLength(i.authSecretRef, 'authSecretRef', 256);
  if (i.caCertFingerprint != null) maxLength(i.caCertFingerprint, 'caCertFingerprint', 95);
  maxLength(i.networkBindingRef, 'networkBindingRef', 256);
  maxLength(i.residencyRegion, 'residencyRegion', 32);
  if ((i.modelIds ?? []).length > MAX_MODEL_IDS)
    throw new AppError('SVC-VALID-4000', `At most ${MAX_MODEL_IDS} model ids.`, { argument: 'modelIds' });
  for (const m of i.modelIds ?? []) maxLength(m, 'modelIds', 200);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
// Stored enums come from the GraphQL enums (kind, protocol, authKind) or the service's fixed set (status).
export const toPrivateEndpoint = (r: PrivateEndpointRow): PrivateEndpoint => ({
  id: r.id,
  displayName: r.displayName,
  baseUrl: r.baseUrl,
  kind: r.kind as PrivateEndpointKind,
  protocol: r.protocol as PrivateEndpointProtocol,
  authKind: r.authKind as PrivateEndpointAuthKind,
  status: r.status as PrivateEndpointStatus,
  createdBy: r.createdBy,
  approvedBy: r.approvedBy,
  caCertFingerprint: r.caCertFingerprint,
  modelIds: r.modelIds,
  networkBindingRef: r.networkBindingRef,
  residencyRegion: r.residencyRegion,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  retiredAt: iso(r.retiredAt),
  lastPreflightAt: iso(r.lastPreflightAt),
  lastPreflightResult: r.lastPreflightResult,
});

export function privateEndpointResolvers(ops: OperationDeps, service: PrivateEndpointService | undefined) {
  const run = databaseOperation(ops, service !== undefined);
  const s = service!;
  return {
    Query: {
      privateEndpoints: run(undefined, async (c) => (await s.list(c)).map(toPrivateEndpoint), 'privateEndpoints'),
      privateEndpoint: run(
        endpointId,
        async (c, a) => {
          const r = await s.get(c, a.id);
          return r ? toPrivateEndpoint(r) : null;
        },
        'privateEndpoint',
      ),
    },
    Mutation: {
      registerPrivateEndpoint: run(
        inputCheck,
        async (c, a) => toPrivateEndpoint(await s.register(c, a.input)),
        'registerPrivateEndpoint',
      ),
      approvePrivateEndpoint: run(
        endpointId,
        async (c, a) => toPrivateEndpoint(await s.approve(c, a.id)),
        'approvePrivateEndpoint',
      ),
      retirePrivateEndpoint: run(
        endpointId,
        async (c, a) => toPrivateEndpoint(await s.retire(c, a.id)),
        'retirePrivateEndpoint',
      ),
      preflightPrivateEndpoint: run(
        endpointId,
        async (c, a): Promise<ReachabilityReport> => s.preflight(c, a.id),
        'preflightPrivateEndpoint',
      ),
    },
  };
}
