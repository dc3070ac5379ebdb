// Original file: proto/memory/v1/memory.proto

import type { SurfacedContradiction as _memory_v1_SurfacedContradiction, SurfacedContradiction__Output as _memory_v1_SurfacedContradiction__Output } from '../../memory/v1/SurfacedContradiction.ts';

export interface MergeMemoryArchivesPayload {
  'contradictions'?: (_memory_v1_SurfacedContradiction)[];
  'merge_receipt_b64'?: (string);
  'merge_root'?: (string);
  'merged_archive_b64'?: (string);
}

export interface MergeMemoryArchivesPayload__Output {
  'contradictions': (_memory_v1_SurfacedContradiction__Output)[];
  'merge_receipt_b64': (string);
  'merge_root': (string);
  'merged_archive_b64': (string);
}
