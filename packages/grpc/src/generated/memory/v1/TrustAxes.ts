// Original file: proto/memory/v1/memory.proto


export interface TrustAxes {
  'provenance'?: (number);
  'integrity'?: (number);
  'consistency'?: (number);
  'freshness'?: (number);
  'authority'?: (number);
  'containment'?: (number);
}

export interface TrustAxes__Output {
  'provenance': (number);
  'integrity': (number);
  'consistency': (number);
  'freshness': (number);
  'authority': (number);
  'containment': (number);
}
