// Original file: proto/memory/v1/memory.proto

import type { DriftPoint as _memory_v1_DriftPoint, DriftPoint__Output as _memory_v1_DriftPoint__Output } from '../../memory/v1/DriftPoint.ts';

export interface DriftTrajectory {
  'points'?: (_memory_v1_DriftPoint)[];
  'truncated'?: (boolean);
}

export interface DriftTrajectory__Output {
  'points': (_memory_v1_DriftPoint__Output)[];
  'truncated': (boolean);
}
