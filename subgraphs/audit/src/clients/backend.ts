/**
 * The audit backend (outside this repository) and the contract it serves:
 * proto/audit/v1/audit.proto. Target: AUDIT_BACKEND_TARGET (unset: SVC-AUDIT-NOT-WIRED).
 */
import type { BackendContract } from '@svc/subgraph-kit';

const AUDIT = 'audit.v1.AuditService';

export const auditContract: BackendContract = {
  domain: 'audit',
  protoPath: 'audit/v1/audit.proto',
  services: [{ service: AUDIT, notWired: 'SVC-AUDIT-NOT-WIRED' }],
  calls: {
    'Query.auditEvents': { service: AUDIT, rpc: 'ListAuditEvents' },
    'Query.auditEvent': { service: AUDIT, rpc: 'GetAuditEvent' },
    'Query.activityEvents': { service: AUDIT, rpc: 'ListActivityEvents' },
    'Query.attestedLogTrajectory': { service: AUDIT, rpc: 'GetAttestedLogTrajectory' },
    'Query.litigationHolds': { service: AUDIT, rpc: 'ListLitigationHolds' },
    'Mutation.exportAuditEvents': { service: AUDIT, rpc: 'ExportAuditEvents' },
    'Mutation.exportSubjectAccessBundle': { service: AUDIT, rpc: 'ExportSubjectAccessBundle' },
    'Mutation.placeLitigationHold': { service: AUDIT, rpc: 'PlaceLitigationHold' },
    'Mutation.releaseLitigationHold': { service: AUDIT, rpc: 'ReleaseLitigationHold' },
  },
};
