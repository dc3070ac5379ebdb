// Original file: proto/identity/v1/identity.proto


export interface BulkRevocationResult {
  'affected_count'?: (number);
  'idempotent_replay'?: (boolean);
  'operation_id'?: (string);
}

export interface BulkRevocationResult__Output {
  'affected_count': (number);
  'idempotent_replay': (boolean);
  'operation_id': (string);
}
