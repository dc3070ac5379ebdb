// Original file: proto/compliance/v1/compliance.proto


export interface MlBomDownload {
  'accepted'?: (boolean);
  'media_type'?: (string);
  'ml_bom_b64'?: (string);
  'reason'?: (string);
  'receipt_kind'?: (string);
  '_media_type'?: "media_type";
  '_ml_bom_b64'?: "ml_bom_b64";
}

export interface MlBomDownload__Output {
  'accepted': (boolean);
  'media_type'?: (string);
  'ml_bom_b64'?: (string);
  'reason': (string);
  'receipt_kind': (string);
  '_media_type'?: "media_type";
  '_ml_bom_b64'?: "ml_bom_b64";
}
