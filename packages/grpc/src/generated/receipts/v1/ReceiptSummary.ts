// Original file: proto/receipts/v1/receipts.proto


export interface ReceiptSummary {
  'content_sha'?: (string);
  'correlation_key'?: (string);
  'id'?: (string);
  'ogvr_decided_action'?: (number);
  'ogvr_max_score'?: (number);
  'signer_did'?: (string);
  'source_kind'?: (string);
  'subject_did'?: (string);
  'timestamp'?: (string);
  '_ogvr_decided_action'?: "ogvr_decided_action";
  '_ogvr_max_score'?: "ogvr_max_score";
}

export interface ReceiptSummary__Output {
  'content_sha': (string);
  'correlation_key': (string);
  'id': (string);
  'ogvr_decided_action'?: (number);
  'ogvr_max_score'?: (number);
  'signer_did': (string);
  'source_kind': (string);
  'subject_did': (string);
  'timestamp': (string);
  '_ogvr_decided_action'?: "ogvr_decided_action";
  '_ogvr_max_score'?: "ogvr_max_score";
}
