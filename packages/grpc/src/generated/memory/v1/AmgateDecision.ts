// Original file: proto/memory/v1/memory.proto


export interface AmgateDecision {
  'allowed'?: (boolean);
  'code'?: (string);
  'decision_id'?: (string);
  'key'?: (string);
  'op'?: (string);
  'reason'?: (string);
  'stage'?: (string);
  'timestamp'?: (string);
}

export interface AmgateDecision__Output {
  'allowed': (boolean);
  'code': (string);
  'decision_id': (string);
  'key': (string);
  'op': (string);
  'reason': (string);
  'stage': (string);
  'timestamp': (string);
}
