// Original file: proto/memory/v1/memory.proto


export interface LoopRecurrence {
  'disclosed_lineage'?: (string)[];
  'last_seen_unix_ns'?: (string);
  'loop_fingerprint'?: (string);
  'recurrence_count'?: (string);
  'step_count'?: (number);
  'workspace'?: (string);
}

export interface LoopRecurrence__Output {
  'disclosed_lineage': (string)[];
  'last_seen_unix_ns': (string);
  'loop_fingerprint': (string);
  'recurrence_count': (string);
  'step_count': (number);
  'workspace': (string);
}
