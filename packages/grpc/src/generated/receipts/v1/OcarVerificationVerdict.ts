// Original file: proto/receipts/v1/receipts.proto

import type { OcarCounterpartyView as _receipts_v1_OcarCounterpartyView, OcarCounterpartyView__Output as _receipts_v1_OcarCounterpartyView__Output } from '../../receipts/v1/OcarCounterpartyView.ts';

export interface OcarVerificationVerdict {
  'accepted'?: (boolean);
  'counterparties'?: (_receipts_v1_OcarCounterpartyView)[];
  'cti'?: (string);
  'distinct_valid'?: (number);
  'host_accepted'?: (boolean);
  'presented'?: (number);
  'reason'?: (string);
  'receipt_kind'?: (string);
  'threshold'?: (number);
}

export interface OcarVerificationVerdict__Output {
  'accepted': (boolean);
  'counterparties': (_receipts_v1_OcarCounterpartyView__Output)[];
  'cti': (string);
  'distinct_valid': (number);
  'host_accepted': (boolean);
  'presented': (number);
  'reason': (string);
  'receipt_kind': (string);
  'threshold': (number);
}
