// Original file: proto/compliance/v1/compliance.proto

import type { DsarRequestEdge as _compliance_v1_DsarRequestEdge, DsarRequestEdge__Output as _compliance_v1_DsarRequestEdge__Output } from '../../compliance/v1/DsarRequestEdge.ts';
import type { PmmPageInfo as _compliance_v1_PmmPageInfo, PmmPageInfo__Output as _compliance_v1_PmmPageInfo__Output } from '../../compliance/v1/PmmPageInfo.ts';

export interface DsarConnection {
  'edges'?: (_compliance_v1_DsarRequestEdge)[];
  'page_info'?: (_compliance_v1_PmmPageInfo | null);
}

export interface DsarConnection__Output {
  'edges': (_compliance_v1_DsarRequestEdge__Output)[];
  'page_info': (_compliance_v1_PmmPageInfo__Output | null);
}
