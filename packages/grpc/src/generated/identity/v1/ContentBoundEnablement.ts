// Original file: proto/identity/v1/identity.proto


export interface ContentBoundEnablement {
  'enablement_id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'dlp_profile_id'?: (string);
  'dpa_reference'?: (string);
  'legal_signoff_ref'?: (string);
  'residency_region'?: (string);
  'status'?: (string);
  'approver_maker'?: (string);
  'approver_checker'?: (string);
  'enabled_at'?: (string);
}

export interface ContentBoundEnablement__Output {
  'enablement_id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'dlp_profile_id': (string);
  'dpa_reference': (string);
  'legal_signoff_ref': (string);
  'residency_region': (string);
  'status': (string);
  'approver_maker': (string);
  'approver_checker': (string);
  'enabled_at': (string);
}
