// Original file: proto/agents/v1/agents.proto

import type { CoverageWindow as _agents_v1_CoverageWindow, CoverageWindow__Output as _agents_v1_CoverageWindow__Output } from '../../agents/v1/CoverageWindow.ts';

export interface CoverageGap {
  'connector_id'?: (string);
  'reason'?: (string);
  'window'?: (_agents_v1_CoverageWindow | null);
}

export interface CoverageGap__Output {
  'connector_id': (string);
  'reason': (string);
  'window': (_agents_v1_CoverageWindow__Output | null);
}
