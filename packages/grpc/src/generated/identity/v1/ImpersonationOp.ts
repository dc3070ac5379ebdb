// Original file: proto/identity/v1/identity.proto


export interface ImpersonationOp {
  'op_id'?: (string);
  'access_mode'?: (string);
  'justification'?: (string);
  'requested_by_orn'?: (string);
  'target_org_id'?: (string);
  'target_workspace_id'?: (string);
  'quorum_collected'?: (number);
  'quorum_required'?: (number);
  'status'?: (string);
  'requested_at'?: (string);
  'expires_at'?: (string);
}

export interface ImpersonationOp__Output {
  'op_id': (string);
  'access_mode': (string);
  'justification': (string);
  'requested_by_orn': (string);
  'target_org_id': (string);
  'target_workspace_id': (string);
  'quorum_collected': (number);
  'quorum_required': (number);
  'status': (string);
  'requested_at': (string);
  'expires_at': (string);
}
