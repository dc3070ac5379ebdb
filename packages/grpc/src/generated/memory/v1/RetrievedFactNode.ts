// Original file: proto/memory/v1/memory.proto

import type { QuarantineClass as _memory_v1_QuarantineClass, QuarantineClass__Output as _memory_v1_QuarantineClass__Output } from '../../memory/v1/QuarantineClass.ts';

export interface RetrievedFactNode {
  'age_seconds'?: (number);
  'fact_id'?: (string);
  'imitation_budget'?: (number | string);
  'imitation_distance'?: (number | string);
  'quarantine_class'?: (_memory_v1_QuarantineClass);
  'similarity_score'?: (number | string);
  'tombstone_absent'?: (boolean);
  'write_capability_did'?: (string);
}

export interface RetrievedFactNode__Output {
  'age_seconds': (number);
  'fact_id': (string);
  'imitation_budget': (number);
  'imitation_distance': (number);
  'quarantine_class': (_memory_v1_QuarantineClass__Output);
  'similarity_score': (number);
  'tombstone_absent': (boolean);
  'write_capability_did': (string);
}
