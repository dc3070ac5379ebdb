import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { auditContract } from './clients/backend.ts';

export const auditSubgraph: SubgraphDefinition = {
  name: 'audit',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // Identity serves audit.v1.AuditService from the platform's own audit trail, so the backend
    // defaults to identity's gRPC target (IDENTITY_GRPC_TARGET, which the platform always sets);
    // AUDIT_BACKEND_TARGET overrides it; with neither, every operation fails closed with
    // SVC-AUDIT-NOT-WIRED. The RPC identity leaves unimplemented (the attested log) answers
    // UNIMPLEMENTED and so still fails closed with SVC-AUDIT-NOT-WIRED.
    const target = env.AUDIT_BACKEND_TARGET || env.IDENTITY_GRPC_TARGET;
    const backend = backendFromEnv(auditContract, target ? { ...env, AUDIT_BACKEND_TARGET: target } : env);
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
