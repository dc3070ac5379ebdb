import type { Logger } from '@svc/core';
import {
  DateTimeScalar,
  base64,
  bindContract,
  createCursorCodec,
  hexBytes,
  hexId,
  list,
  maxLength,
  nonNegativeInt,
  opaqueId,
  optional,
  pageLimit,
  text,
  timeWindow,
  uint64String,
  type Args,
  type Backend,
  type CursorCodec,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { receiptsContract } from '../clients/backend.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

const HEX32 = 'ab'.repeat(32);
const HEX16 = '0190a1b2c3d4e5f60718293a4b5c6d7e';

/**
 * Every receipt backend is outside this repository. Until its target is configured each operation
 * fails closed (after the caller and argument checks) with its family's code, returning no data:
 * verifiable receipts, evaluation, tool-exposure and composition SVC-VIR-NOT-WIRED; standalone
 * inference receipts SVC-OIR-NOT-WIRED; admission receipts SVC-OADR-NOT-WIRED; trust-mode
 * verification SVC-OCAR-NOT-WIRED and its configuration SVC-OCAR-CONFIG-NOT-WIRED (served by
 * identity wherever IDENTITY_GRPC_TARGET is set, see ../subgraph.ts); lease
 * revocation SVC-OCNP-NOT-WIRED; computer-use action receipts (recorded by the agent runtime)
 * SVC-AGENTRT-NOT-WIRED.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'receipt', code: 'SVC-VIR-NOT-WIRED', sampleArgs: `(id: "${HEX16}")` },
  { kind: 'query', field: 'receipts', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'oirTrustAnchors', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'projectInferenceReceipt', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '(oirB64: "AA==")' },
  { kind: 'query', field: 'verifyOadrAdmission', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(encodedCborB64: "AA==")' },
  { kind: 'query', field: 'oadrAdmissionReceipt', code: 'SVC-OADR-NOT-WIRED', sampleArgs: `(cti: "${HEX32}")` },
  { kind: 'query', field: 'oadrReceipts', code: 'SVC-OADR-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'verifyOcarTrustMode',
    code: 'SVC-OCAR-NOT-WIRED',
    sampleArgs: '(encodedCborB64: "AA==", coSignaturesB64: [])',
  },
  { kind: 'query', field: 'ocarTrustConfig', code: 'SVC-OCAR-CONFIG-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'ocnpRevokedLeases', code: 'SVC-OCNP-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'verifyEvalReceipt', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(carrierB64: "AA==")' },
  {
    kind: 'query',
    field: 'cuaActionReceipts',
    code: 'SVC-AGENTRT-NOT-WIRED',
    sampleArgs: '(sessionId: "s_1", limit: 10)',
  },
  { kind: 'query', field: 'cuaActionReceipt', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(receiptId: "r_1")' },
  { kind: 'query', field: 'reDecideCuaAction', code: 'SVC-AGENTRT-NOT-WIRED', sampleArgs: '(receiptId: "r_1")' },
  { kind: 'query', field: 'oterExposure', code: 'SVC-VIR-NOT-WIRED', sampleArgs: `(receiptId: "${HEX16}")` },
  { kind: 'query', field: 'receiptComposition', code: 'SVC-VIR-NOT-WIRED', sampleArgs: '(id: "00")' },
  { kind: 'mutation', field: 'submitInferenceReceipt', code: 'SVC-OIR-NOT-WIRED', sampleArgs: '(oirB64: "AA==")' },
  {
    kind: 'mutation',
    field: 'setOcarTrustConfig',
    code: 'SVC-OCAR-CONFIG-NOT-WIRED',
    sampleArgs: `(input: {threshold: 1, receivers: [{receiverId: "r1", publicKeyHex: "${HEX32}"}]})`,
  },
  {
    kind: 'mutation',
    field: 'promoteOcarTrustConfig',
    code: 'SVC-OCAR-CONFIG-NOT-WIRED',
    sampleArgs: '(expectedVersion: "1")',
  },
  {
    kind: 'mutation',
    field: 'clearOcarTrustConfig',
    code: 'SVC-OCAR-CONFIG-NOT-WIRED',
    sampleArgs: '(expectedVersion: "1")',
  },
  { kind: 'mutation', field: 'revokeOcnpLease', code: 'SVC-OCNP-NOT-WIRED', sampleArgs: `(leaseIds: ["${HEX32}"])` },
  {
    kind: 'mutation',
    field: 'submitEvalRun',
    code: 'SVC-VIR-NOT-WIRED',
    sampleArgs: '(input: {modelId: "m", suiteCidHex: "00", nItems: "10", nCorrect: "9", transcriptB64: "AA=="})',
  },
];

export interface ReceiptsResolverDeps {
  /** Clients of the configured receipt backends; absent: every operation fails closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
}

/** Receipt, tool-exposure and evaluation ids are the hex of 16 bytes; content ids (cti, leases) SHA-256 hex. */
const receiptId = (v: string, argument: string) => hexId(v, argument, { bytes: 16 });
const contentId = (v: string, argument: string) => hexId(v, argument, { bytes: 32 });
/** At most this many co-signatures, receivers or lease ids in one call. */
const MAX_ITEMS = 100;

function trustConfigInput(a: Args): void {
  const { threshold, receivers, expectedVersion } = a.input;
  nonNegativeInt(threshold, 'input.threshold', MAX_ITEMS);
  list(
    receivers as { receiverId: string; publicKeyHex: string }[],
    'input.receivers',
    (r, at) => {
      opaqueId(r.receiverId, `${at}.receiverId`);
      hexBytes(r.publicKeyHex, `${at}.publicKeyHex`, 32);
      return r;
    },
    { max: MAX_ITEMS },
  );
  optional(expectedVersion, (v: string) => uint64String(v, 'input.expectedVersion'));
}

function evalRunInput(a: Args): void {
  const { modelId, suiteCidHex, nItems, nCorrect, transcriptB64 } = a.input;
  text(modelId, 'input.modelId', 256);
  hexId(suiteCidHex, 'input.suiteCidHex');
  uint64String(nItems, 'input.nItems');
  uint64String(nCorrect, 'input.nCorrect');
  base64(transcriptB64, 'input.transcriptB64');
}

export function createResolvers(deps: ReceiptsResolverDeps = {}): Resolvers<SubgraphContext> {
  const op = bindContract(
    receiptsContract,
    { cursors: deps.cursors ?? createCursorCodec(), log: deps.log },
    deps.backend,
  );
  const window = (a: Args) => timeWindow(a.sinceTs, a.untilTs, ['sinceTs', 'untilTs']);
  return {
    DateTime: DateTimeScalar,
    Query: {
      receipt: op('Query.receipt', (a) => void receiptId(a.id, 'id')),
      receipts: op('Query.receipts', (a) => {
        window(a);
        return { ...a, limit: pageLimit(a.limit) };
      }),
      oirTrustAnchors: op('Query.oirTrustAnchors'),
      projectInferenceReceipt: op('Query.projectInferenceReceipt', (a) => void base64(a.oirB64, 'oirB64')),
      verifyOadrAdmission: op('Query.verifyOadrAdmission', (a) => void base64(a.encodedCborB64, 'encodedCborB64')),
      oadrAdmissionReceipt: op('Query.oadrAdmissionReceipt', (a) => void contentId(a.cti, 'cti')),
      oadrReceipts: op('Query.oadrReceipts', (a) => ({ ...a, limit: pageLimit(a.limit) })),
      verifyOcarTrustMode: op('Query.verifyOcarTrustMode', (a) => {
        base64(a.encodedCborB64, 'encodedCborB64');
        list(a.coSignaturesB64 as string[], 'coSignaturesB64', base64, { max: MAX_ITEMS });
      }),
      ocarTrustConfig: op('Query.ocarTrustConfig'),
      ocnpRevokedLeases: op('Query.ocnpRevokedLeases'),
      verifyEvalReceipt: op('Query.verifyEvalReceipt', (a) => void base64(a.carrierB64, 'carrierB64')),
      cuaActionReceipts: op('Query.cuaActionReceipts', (a) => {
        opaqueId(a.sessionId, 'sessionId');
        return { ...a, limit: pageLimit(a.limit) };
      }),
      cuaActionReceipt: op('Query.cuaActionReceipt', (a) => void opaqueId(a.receiptId, 'receiptId')),
      reDecideCuaAction: op('Query.reDecideCuaAction', (a) => void opaqueId(a.receiptId, 'receiptId')),
      oterExposure: op('Query.oterExposure', (a) => void receiptId(a.receiptId, 'receiptId')),
      receiptComposition: op('Query.receiptComposition', (a) => void hexId(a.id, 'id')),
    },
    Mutation: {
      submitInferenceReceipt: op('Mutation.submitInferenceReceipt', (a) => void base64(a.oirB64, 'oirB64')),
      setOcarTrustConfig: op('Mutation.setOcarTrustConfig', trustConfigInput),
      promoteOcarTrustConfig: op(
        'Mutation.promoteOcarTrustConfig',
        (a) => void uint64String(a.expectedVersion, 'expectedVersion'),
      ),
      clearOcarTrustConfig: op(
        'Mutation.clearOcarTrustConfig',
        (a) => void uint64String(a.expectedVersion, 'expectedVersion'),
      ),
      revokeOcnpLease: op('Mutation.revokeOcnpLease', (a) => {
        list(a.leaseIds as string[], 'leaseIds', contentId, { min: 1, max: MAX_ITEMS });
        optional(a.reason, (v: string) => maxLength(v, 'reason', 1024));
      }),
      submitEvalRun: op('Mutation.submitEvalRun', evalRunInput),
    },
    // Windowed counts are computed by the receipts backend (SVC-VIR-NOT-WIRED when unconfigured).
    ReceiptConnection: {
      totalCount: op('ReceiptConnection.totalCount', window),
      invalidCount: op('ReceiptConnection.invalidCount', window),
    },
  };
}
