// Original file: proto/memory/v1/memory.proto


export interface SurfacedContradiction {
  'key'?: (string);
  'winner_cid'?: (string);
  'loser_cid'?: (string);
  'rule'?: (string);
}

export interface SurfacedContradiction__Output {
  'key': (string);
  'winner_cid': (string);
  'loser_cid': (string);
  'rule': (string);
}
