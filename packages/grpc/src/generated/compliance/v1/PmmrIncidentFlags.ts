// Original file: proto/compliance/v1/compliance.proto


export interface PmmrIncidentFlags {
  'serious_incident'?: (boolean);
  'substantial_mod_candidate'?: (boolean);
}

export interface PmmrIncidentFlags__Output {
  'serious_incident': (boolean);
  'substantial_mod_candidate': (boolean);
}
