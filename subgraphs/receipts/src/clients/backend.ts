/**
 * The receipt backends (outside this repository) and the contract they serve:
 * proto/receipts/v1/receipts.proto, one gRPC service per backend family, each failing closed with
 * its own code while unset. Targets: RECEIPTS_BACKEND_TARGET for all, or per family
 * RECEIPTS_<VIR|OIR|OADR|OCAR|OCAR_CONFIG|OCNP|AGENTRT>_BACKEND_TARGET. Computer-use action
 * receipts are recorded by the agent runtime (AGENTRT). The trust configuration (OCAR_CONFIG) is
 * the platform's own: identity serves receipts.v1.OcarConfigService, and its mutations carry the
 * client's step-up token (`stepUp`).
 */
import type { BackendContract } from '@svc/subgraph-kit';

const VIR = 'receipts.v1.VirService';
const OIR = 'receipts.v1.OirService';
const OADR = 'receipts.v1.OadrService';
const OCAR = 'receipts.v1.OcarService';
const OCAR_CONFIG = 'receipts.v1.OcarConfigService';
const OCNP = 'receipts.v1.OcnpService';
const CUA = 'receipts.v1.CuaReceiptService';

export const receiptsContract: BackendContract = {
  domain: 'receipts',
  protoPath: 'receipts/v1/receipts.proto',
  services: [
    { service: VIR, notWired: 'SVC-VIR-NOT-WIRED' },
    { service: OIR, notWired: 'SVC-OIR-NOT-WIRED' },
    { service: OADR, notWired: 'SVC-OADR-NOT-WIRED' },
    { service: OCAR, notWired: 'SVC-OCAR-NOT-WIRED' },
    { service: OCAR_CONFIG, notWired: 'SVC-OCAR-CONFIG-NOT-WIRED' },
    { service: OCNP, notWired: 'SVC-OCNP-NOT-WIRED' },
    { service: CUA, notWired: 'SVC-AGENTRT-NOT-WIRED' },
  ],
  calls: {
    'Query.receipt': { service: VIR, rpc: 'GetReceipt' },
    'Query.receipts': { service: VIR, rpc: 'ListReceipts' },
    'ReceiptConnection.totalCount': { service: VIR, rpc: 'CountReceipts' },
    'ReceiptConnection.invalidCount': { service: VIR, rpc: 'CountInvalidReceipts' },
    'Query.verifyEvalReceipt': { service: VIR, rpc: 'VerifyEvalReceipt' },
    'Query.oterExposure': { service: VIR, rpc: 'GetToolExposure' },
    'Query.receiptComposition': { service: VIR, rpc: 'GetComposition' },
    'Mutation.submitEvalRun': { service: VIR, rpc: 'SubmitEvalRun' },
    'Query.oirTrustAnchors': { service: OIR, rpc: 'GetTrustAnchors' },
    'Query.projectInferenceReceipt': { service: OIR, rpc: 'ProjectReceipt' },
    'Mutation.submitInferenceReceipt': { service: OIR, rpc: 'SubmitReceipt' },
    'Query.verifyOadrAdmission': { service: OADR, rpc: 'VerifyAdmission' },
    'Query.oadrAdmissionReceipt': { service: OADR, rpc: 'GetAdmissionReceipt' },
    'Query.oadrReceipts': { service: OADR, rpc: 'ListAdmissionReceipts' },
    'Query.verifyOcarTrustMode': { service: OCAR, rpc: 'VerifyTrustMode' },
    'Query.ocarTrustConfig': { service: OCAR_CONFIG, rpc: 'GetTrustConfig' },
    'Mutation.setOcarTrustConfig': { service: OCAR_CONFIG, rpc: 'SetTrustConfig', stepUp: true },
    'Mutation.promoteOcarTrustConfig': { service: OCAR_CONFIG, rpc: 'PromoteTrustConfig', stepUp: true },
    'Mutation.clearOcarTrustConfig': { service: OCAR_CONFIG, rpc: 'ClearTrustConfig', stepUp: true },
    'Query.ocnpRevokedLeases': { service: OCNP, rpc: 'ListRevokedLeases' },
    'Mutation.revokeOcnpLease': { service: OCNP, rpc: 'RevokeLeases' },
    'Query.cuaActionReceipts': { service: CUA, rpc: 'ListActionReceipts' },
    'Query.cuaActionReceipt': { service: CUA, rpc: 'GetActionReceipt' },
    'Query.reDecideCuaAction': { service: CUA, rpc: 'ReDecideAction' },
  },
};
