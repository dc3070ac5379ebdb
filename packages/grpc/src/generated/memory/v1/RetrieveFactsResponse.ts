// Original file: proto/memory/v1/memory.proto

import type { RetrievedFactNode as _memory_v1_RetrievedFactNode, RetrievedFactNode__Output as _memory_v1_RetrievedFactNode__Output } from '../../memory/v1/RetrievedFactNode.ts';

export interface RetrieveFactsResponse {
  'result'?: (_memory_v1_RetrievedFactNode)[];
}

export interface RetrieveFactsResponse__Output {
  'result': (_memory_v1_RetrievedFactNode__Output)[];
}
