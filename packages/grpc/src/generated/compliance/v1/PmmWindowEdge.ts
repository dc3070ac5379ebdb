// Original file: proto/compliance/v1/compliance.proto

import type { PmmWindow as _compliance_v1_PmmWindow, PmmWindow__Output as _compliance_v1_PmmWindow__Output } from '../../compliance/v1/PmmWindow.ts';

export interface PmmWindowEdge {
  'cursor'?: (string);
  'node'?: (_compliance_v1_PmmWindow | null);
}

export interface PmmWindowEdge__Output {
  'cursor': (string);
  'node': (_compliance_v1_PmmWindow__Output | null);
}
