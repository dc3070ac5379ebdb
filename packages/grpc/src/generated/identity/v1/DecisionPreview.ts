// Original file: proto/identity/v1/identity.proto


export interface DecisionPreview {
  'decision'?: (string);
  'matched'?: (string)[];
  'reason'?: (string);
}

export interface DecisionPreview__Output {
  'decision': (string);
  'matched': (string)[];
  'reason': (string);
}
