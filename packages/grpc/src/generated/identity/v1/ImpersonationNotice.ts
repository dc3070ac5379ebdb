// Original file: proto/identity/v1/identity.proto


export interface ImpersonationNotice {
  'op_id'?: (string);
  'access_mode'?: (string);
  'justification'?: (string);
  'operator_orn'?: (string);
  'target_org_id'?: (string);
  'target_workspace_id'?: (string);
  'active_since'?: (string);
  'expires_at'?: (string);
}

export interface ImpersonationNotice__Output {
  'op_id': (string);
  'access_mode': (string);
  'justification': (string);
  'operator_orn': (string);
  'target_org_id': (string);
  'target_workspace_id': (string);
  'active_since': (string);
  'expires_at': (string);
}
