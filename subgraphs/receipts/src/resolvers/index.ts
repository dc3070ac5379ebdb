import { DateTimeScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

type NotWiredCode = `SVC-${string}-NOT-WIRED`;

/**
 * Every receipt backend is outside this repository. Until its target is configured each operation
 * fails closed (after the caller check) with its family's code, returning no data:
 * verifiable receipts, evaluation, tool-exposure and composition SVC-VIR-NOT-WIRED; standalone
 * inference receipts SVC-OIR-NOT-WIRED; admission receipts SVC-OADR-NOT-WIRED; trust-mode
 * verification SVC-OCAR-NOT-WIRED and its configuration SVC-OCAR-CONFIG-NOT-WIRED; lease
 * revocation SVC-OCNP-NOT-WIRED; computer-use action receipts (recorded by the agent runtime)
 * SVC-AGENTRT-NOT-WIRED.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'receipt', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(id: "0190a1b2c3d4e5f60718293a4b5c6d7e")' },
  { kind: 'query', field: 'receipts', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'oirTrustAnchors', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'projectInferenceReceipt', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '(oirB64: "AA==")' },
  { kind: 'query', field: 'verifyOadrAdmission', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(encodedCborB64: "AA==")' },
  { kind: 'query', field: 'oadrAdmissionReceipt', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(cti: "00")' },
  { kind: 'query', field: 'oadrReceipts', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'verifyOcarTrustMode', code: 'SVC-OCAR-NOT-WIRED', sampleArgs: '(encodedCborB64: "AA==", coSignaturesB64: [])' },
  { kind: 'query', field: 'ocarTrustConfig', code: 'SVC-OCAR-CONFIG-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'ocnpRevokedLeases', code: 'SVC-OCNP-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'verifyEvalReceipt', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(carrierB64: "AA==")' },
  { kind: 'query', field: 'cuaActionReceipts', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(sessionId: "s_1", limit: 10)' },
  { kind: 'query', field: 'cuaActionReceipt', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(receiptId: "r_1")' },
  { kind: 'query', field: 'reDecideCuaAction', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(receiptId: "r_1")' },
  { kind: 'query', field: 'oterExposure', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(receiptId: "00")' },
  { kind: 'query', field: 'receiptComposition', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(id: "00")' },
  { kind: 'mutation', field: 'submitInferenceReceipt', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '(oirB64: "AA==")' },
  { kind: 'mutation', field: 'setOcarTrustConfig', code: 'SVC-OCAR-CONFIG-NOT-WIRED', sampleArgs: '(input: {threshold: 1, receivers: [{receiverId: "r1", publicKeyHex: "00"}]})' },
  { kind: 'mutation', field: 'promoteOcarTrustConfig', code: 'SVC-OCAR-CONFIG-NOT-WIRED', sampleArgs: '(expectedVersion: "1")' },
  { kind: 'mutation', field: 'clearOcarTrustConfig', code: 'SVC-OCAR-CONFIG-NOT-WIRED', sampleArgs: '(expectedVersion: "1")' },
  { kind: 'mutation', field: 'revokeOcnpLease', code: 'SVC-OCNP-NOT-WIRED', sampleArgs: '(leaseIds: ["00"])' },
  { kind: 'mutation', field: 'submitEvalRun', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(input: {modelId: "m", suiteCidHex: "00", nItems: "10", nCorrect: "9", transcriptB64: "AA=="})' },
];

const failClosed = (code: NotWiredCode) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired(code);
};

export function createResolvers(): Resolvers<SubgraphContext> {
  const vir = failClosed('SVC-VIR-NOT-WIRED');
  const oir = failClosed('SVC-OIR-NOT-WIRED');
  const oadr = failClosed('SVC-OADR-NOT-WIRED');
  const ocarConfig = failClosed('SVC-OCAR-CONFIG-NOT-WIRED');
  const ocnp = failClosed('SVC-OCNP-NOT-WIRED');
  const cua = failClosed('SVC-AGENTRT-NOT-WIRED');
  return {
    DateTime: DateTimeScalar,
    Query: {
      receipt: vir,
      receipts: vir,
      oirTrustAnchors: oir,
      projectInferenceReceipt: oir,
      verifyOadrAdmission: oadr,
      oadrAdmissionReceipt: oadr,
      oadrReceipts: oadr,
      verifyOcarTrustMode: failClosed('SVC-OCAR-NOT-WIRED'),
      ocarTrustConfig: ocarConfig,
      ocnpRevokedLeases: ocnp,
      verifyEvalReceipt: vir,
      cuaActionReceipts: cua,
      cuaActionReceipt: cua,
      reDecideCuaAction: cua,
      oterExposure: vir,
      receiptComposition: vir,
    },
    Mutation: {
      submitInferenceReceipt: oir,
      setOcarTrustConfig: ocarConfig,
      promoteOcarTrustConfig: ocarConfig,
      clearOcarTrustConfig: ocarConfig,
      revokeOcnpLease: ocnp,
      submitEvalRun: vir,
    },
    // Windowed counts are computed by the receipts backend (SVC-VIR-NOT-WIRED when unconfigured).
    ReceiptConnection: {
      totalCount: vir,
      invalidCount: vir,
    },
  };
}
