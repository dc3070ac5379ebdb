// Original file: proto/audit/v1/audit.proto

import type { AttestedLogPayloadKind as _audit_v1_AttestedLogPayloadKind, AttestedLogPayloadKind__Output as _audit_v1_AttestedLogPayloadKind__Output } from '../../audit/v1/AttestedLogPayloadKind.ts';

export interface AttestedLogRecord {
  'agent_did'?: (string);
  'correlation_key'?: (string);
  'encoded_record'?: (string);
  'metadata'?: (string);
  'payload_key_id'?: (string);
  'payload_kind'?: (_audit_v1_AttestedLogPayloadKind);
  'prev_record_hash'?: (string);
  'record_hash'?: (string);
  'seq'?: (number);
  'shredded'?: (boolean);
  'timestamp'?: (string);
  'version'?: (string);
  '_metadata'?: "metadata";
}

export interface AttestedLogRecord__Output {
  'agent_did': (string);
  'correlation_key': (string);
  'encoded_record': (string);
  'metadata'?: (string);
  'payload_key_id': (string);
  'payload_kind': (_audit_v1_AttestedLogPayloadKind__Output);
  'prev_record_hash': (string);
  'record_hash': (string);
  'seq': (number);
  'shredded': (boolean);
  'timestamp': (string);
  'version': (string);
  '_metadata'?: "metadata";
}
