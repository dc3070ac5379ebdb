// Original file: proto/memory/v1/memory.proto

import type { DriftTrajectory as _memory_v1_DriftTrajectory, DriftTrajectory__Output as _memory_v1_DriftTrajectory__Output } from '../../memory/v1/DriftTrajectory.ts';

export interface GetTrajectoryResponse {
  'result'?: (_memory_v1_DriftTrajectory | null);
}

export interface GetTrajectoryResponse__Output {
  'result': (_memory_v1_DriftTrajectory__Output | null);
}
