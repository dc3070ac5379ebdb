// Original file: proto/receipts/v1/receipts.proto

import type { ReceiptIntent as _receipts_v1_ReceiptIntent, ReceiptIntent__Output as _receipts_v1_ReceiptIntent__Output } from '../../receipts/v1/ReceiptIntent.ts';
import type { ReceiptVerification as _receipts_v1_ReceiptVerification, ReceiptVerification__Output as _receipts_v1_ReceiptVerification__Output } from '../../receipts/v1/ReceiptVerification.ts';

export interface Receipt {
  'content_sha'?: (string);
  'correlation_key'?: (string);
  'encoded_cbor_b64'?: (string);
  'id'?: (string);
  'intent'?: (_receipts_v1_ReceiptIntent | null);
  'merkle_root'?: (string);
  'oaec_capability'?: (string);
  'signer_did'?: (string);
  'source_kind'?: (string);
  'subject_did'?: (string);
  'timestamp'?: (string);
  'trust_floor'?: (string);
  'verification'?: (_receipts_v1_ReceiptVerification | null);
}

export interface Receipt__Output {
  'content_sha': (string);
  'correlation_key': (string);
  'encoded_cbor_b64': (string);
  'id': (string);
  'intent': (_receipts_v1_ReceiptIntent__Output | null);
  'merkle_root': (string);
  'oaec_capability': (string);
  'signer_did': (string);
  'source_kind': (string);
  'subject_did': (string);
  'timestamp': (string);
  'trust_floor': (string);
  'verification': (_receipts_v1_ReceiptVerification__Output | null);
}
