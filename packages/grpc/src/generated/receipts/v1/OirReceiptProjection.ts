// Original file: proto/receipts/v1/receipts.proto


export interface OirReceiptProjection {
  'context_count'?: (number);
  'locus_tag'?: (string);
  'model_id'?: (string);
  'oir_b64'?: (string);
  'ts_unix_ms'?: (string);
  'well_formed'?: (boolean);
  'workspace_id'?: (string);
  '_context_count'?: "context_count";
  '_model_id'?: "model_id";
  '_ts_unix_ms'?: "ts_unix_ms";
  '_workspace_id'?: "workspace_id";
}

export interface OirReceiptProjection__Output {
  'context_count'?: (number);
  'locus_tag': (string);
  'model_id'?: (string);
  'oir_b64': (string);
  'ts_unix_ms'?: (string);
  'well_formed': (boolean);
  'workspace_id'?: (string);
  '_context_count'?: "context_count";
  '_model_id'?: "model_id";
  '_ts_unix_ms'?: "ts_unix_ms";
  '_workspace_id'?: "workspace_id";
}
