// Original file: proto/receipts/v1/receipts.proto


export interface EvalRunInput {
  'model_id'?: (string);
  'suite_cid_hex'?: (string);
  'n_items'?: (string);
  'n_correct'?: (string);
  'transcript_b64'?: (string);
}

export interface EvalRunInput__Output {
  'model_id': (string);
  'suite_cid_hex': (string);
  'n_items': (string);
  'n_correct': (string);
  'transcript_b64': (string);
}
