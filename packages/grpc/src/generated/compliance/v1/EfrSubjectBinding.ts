// Original file: proto/compliance/v1/compliance.proto


export interface EfrSubjectBinding {
  'audit_actor_orn'?: (string);
  'ome_data_class'?: (string);
  'stream_scope'?: (string);
}

export interface EfrSubjectBinding__Output {
  'audit_actor_orn': (string);
  'ome_data_class': (string);
  'stream_scope': (string);
}
