// Original file: proto/audit/v1/ingest.proto


export interface AppendedServiceEvent {
  'idempotency_key'?: (string);
  'duplicate'?: (boolean);
  'event_id'?: (string);
  'chain_key'?: (string);
}

export interface AppendedServiceEvent__Output {
  'idempotency_key': (string);
  'duplicate': (boolean);
  'event_id': (string);
  'chain_key': (string);
}
