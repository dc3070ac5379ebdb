import { fileURLToPath } from 'node:url';
import { backendFromEnv, type SubgraphDefinition } from '@svc/subgraph-kit';
import { createResolvers } from './resolvers/index.ts';
import { complianceContract } from './clients/backend.ts';

export const complianceSubgraph: SubgraphDefinition = {
  name: 'compliance',
  sdlPath: fileURLToPath(new URL('../schema.graphql', import.meta.url)),
  setup: ({ env, cursors, log }) => {
    // Identity serves compliance.v1.ComplianceService for what the platform owns (the data-subject
    // requests and the control matrix's platform-admin gate), so the records family defaults to
    // identity's gRPC target (IDENTITY_GRPC_TARGET, which the platform always sets);
    // COMPLIANCE_AUDIT_BACKEND_TARGET or COMPLIANCE_BACKEND_TARGET override it. RPCs identity leaves
    // unimplemented (evidence, post-market monitoring, Art-12) answer UNIMPLEMENTED and so
    // SVC-AUDIT-NOT-WIRED. The ML-BOM and certificate families have no default: without their
    // targets they fail closed with SVC-OADR-NOT-WIRED and SVC-VIR-NOT-WIRED.
    const records = env.COMPLIANCE_AUDIT_BACKEND_TARGET || env.COMPLIANCE_BACKEND_TARGET || env.IDENTITY_GRPC_TARGET;
    const backend = backendFromEnv(
      complianceContract,
      records ? { ...env, COMPLIANCE_AUDIT_BACKEND_TARGET: records } : env,
    );
    return { resolvers: createResolvers({ backend, cursors, log }), onStop: async () => backend.close() };
  },
};
