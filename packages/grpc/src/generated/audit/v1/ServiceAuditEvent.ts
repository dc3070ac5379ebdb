// Original file: proto/audit/v1/ingest.proto


export interface ServiceAuditEvent {
  'idempotency_key'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'action'?: (string);
  'outcome'?: (string);
  'actor_principal'?: (string);
  'resource_orn'?: (string);
  'correlation_key'?: (string);
  'details_json'?: (string);
}

export interface ServiceAuditEvent__Output {
  'idempotency_key': (string);
  'org_id': (string);
  'workspace_id': (string);
  'action': (string);
  'outcome': (string);
  'actor_principal': (string);
  'resource_orn': (string);
  'correlation_key': (string);
  'details_json': (string);
}
