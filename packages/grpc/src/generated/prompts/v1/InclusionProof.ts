// Original file: proto/prompts/v1/prompts.proto


export interface InclusionProof {
  'leaf_key'?: (string);
  'root'?: (string);
  'siblings'?: (string)[];
}

export interface InclusionProof__Output {
  'leaf_key': (string);
  'root': (string);
  'siblings': (string)[];
}
