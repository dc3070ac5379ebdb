/**
 * The compliance backends (outside this repository) and the contract they serve:
 * proto/compliance/v1/compliance.proto. The compliance records (DSAR, erasure, post-market
 * monitoring, control matrix, Art-12) are the audit service's: identity serves the data-subject
 * requests and the control-matrix gate (the default target, see subgraph.ts), the rest fail closed
 * with SVC-AUDIT-NOT-WIRED.
 * The ML-BOM comes from the admission-receipt backend (SVC-OADR-NOT-WIRED) and token-capital
 * certificates from the verifiable-receipt backend (SVC-VIR-NOT-WIRED).
 * Targets: COMPLIANCE_BACKEND_TARGET for all three, or per family COMPLIANCE_AUDIT_, _OADR_,
 * _VIR_BACKEND_TARGET.
 */
import type { BackendContract } from '@svc/subgraph-kit';

const RECORDS = 'compliance.v1.ComplianceService';
const MLBOM = 'compliance.v1.MlBomService';
const OTCC = 'compliance.v1.OtccService';

export const complianceContract: BackendContract = {
  domain: 'compliance',
  protoPath: 'compliance/v1/compliance.proto',
  services: [
    { service: RECORDS, notWired: 'SVC-AUDIT-NOT-WIRED' },
    { service: MLBOM, notWired: 'SVC-OADR-NOT-WIRED' },
    { service: OTCC, notWired: 'SVC-VIR-NOT-WIRED' },
  ],
  calls: {
    'Query.dsarRequests': { service: RECORDS, rpc: 'ListDsarRequests' },
    'Query.dsarRequest': { service: RECORDS, rpc: 'GetDsarRequest' },
    'Query.complianceControlMatrix': { service: RECORDS, rpc: 'GetControlMatrix' },
    'Query.complianceEvidence': { service: RECORDS, rpc: 'ListControlEvidence' },
    'Query.pmmWindows': { service: RECORDS, rpc: 'ListPmmWindows' },
    'Query.pmmrDetail': { service: RECORDS, rpc: 'GetPmmrDetail' },
    'Query.a12crManifest': { service: RECORDS, rpc: 'GetA12crManifest' },
    'Mutation.createDsarRequest': { service: RECORDS, rpc: 'CreateDsarRequest' },
    'Mutation.recordDsarVerification': { service: RECORDS, rpc: 'RecordDsarVerification' },
    'Mutation.executeErasure': { service: RECORDS, rpc: 'ExecuteErasure' },
    'Query.mlBomDownload': { service: MLBOM, rpc: 'GetMlBom' },
    'Query.otccCertificate': { service: OTCC, rpc: 'GetCertificate' },
    'Query.otccCorpusBundle': { service: OTCC, rpc: 'GetCorpusBundle' },
  },
};
