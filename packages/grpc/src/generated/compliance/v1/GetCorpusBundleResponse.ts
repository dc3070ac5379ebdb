// Original file: proto/compliance/v1/compliance.proto

import type { OtccCorpusBundle as _compliance_v1_OtccCorpusBundle, OtccCorpusBundle__Output as _compliance_v1_OtccCorpusBundle__Output } from '../../compliance/v1/OtccCorpusBundle.ts';

export interface GetCorpusBundleResponse {
  'result'?: (_compliance_v1_OtccCorpusBundle | null);
}

export interface GetCorpusBundleResponse__Output {
  'result': (_compliance_v1_OtccCorpusBundle__Output | null);
}
