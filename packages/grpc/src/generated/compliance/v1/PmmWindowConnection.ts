// Original file: proto/compliance/v1/compliance.proto

import type { PmmWindowEdge as _compliance_v1_PmmWindowEdge, PmmWindowEdge__Output as _compliance_v1_PmmWindowEdge__Output } from '../../compliance/v1/PmmWindowEdge.ts';
import type { PmmPageInfo as _compliance_v1_PmmPageInfo, PmmPageInfo__Output as _compliance_v1_PmmPageInfo__Output } from '../../compliance/v1/PmmPageInfo.ts';

export interface PmmWindowConnection {
  'edges'?: (_compliance_v1_PmmWindowEdge)[];
  'page_info'?: (_compliance_v1_PmmPageInfo | null);
}

export interface PmmWindowConnection__Output {
  'edges': (_compliance_v1_PmmWindowEdge__Output)[];
  'page_info': (_compliance_v1_PmmPageInfo__Output | null);
}
