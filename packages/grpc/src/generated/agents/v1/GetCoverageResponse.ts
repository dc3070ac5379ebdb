// Original file: proto/agents/v1/agents.proto

import type { Coverage as _agents_v1_Coverage, Coverage__Output as _agents_v1_Coverage__Output } from '../../agents/v1/Coverage.ts';

export interface GetCoverageResponse {
  'result'?: (_agents_v1_Coverage | null);
}

export interface GetCoverageResponse__Output {
  'result': (_agents_v1_Coverage__Output | null);
}
