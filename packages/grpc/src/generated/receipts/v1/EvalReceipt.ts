// Original file: proto/receipts/v1/receipts.proto


export interface EvalReceipt {
  'carrier_b64'?: (string);
  'claim_fence'?: (string);
  'cti_hex'?: (string);
  'eat_wire_b64'?: (string);
  'minted'?: (boolean);
  'model_id'?: (string);
  'n_correct'?: (string);
  'n_items'?: (string);
  'reason'?: (string);
  'suite_cid_hex'?: (string);
  '_carrier_b64'?: "carrier_b64";
  '_cti_hex'?: "cti_hex";
  '_eat_wire_b64'?: "eat_wire_b64";
  '_model_id'?: "model_id";
  '_n_correct'?: "n_correct";
  '_n_items'?: "n_items";
  '_suite_cid_hex'?: "suite_cid_hex";
}

export interface EvalReceipt__Output {
  'carrier_b64'?: (string);
  'claim_fence': (string);
  'cti_hex'?: (string);
  'eat_wire_b64'?: (string);
  'minted': (boolean);
  'model_id'?: (string);
  'n_correct'?: (string);
  'n_items'?: (string);
  'reason': (string);
  'suite_cid_hex'?: (string);
  '_carrier_b64'?: "carrier_b64";
  '_cti_hex'?: "cti_hex";
  '_eat_wire_b64'?: "eat_wire_b64";
  '_model_id'?: "model_id";
  '_n_correct'?: "n_correct";
  '_n_items'?: "n_items";
  '_suite_cid_hex'?: "suite_cid_hex";
}
