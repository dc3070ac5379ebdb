// Original file: proto/audit/v1/audit.proto

import type { LitigationHoldStatus as _audit_v1_LitigationHoldStatus, LitigationHoldStatus__Output as _audit_v1_LitigationHoldStatus__Output } from '../../audit/v1/LitigationHoldStatus.ts';

export interface LitigationHoldReceipt {
  'case_ref'?: (string);
  'chain_key'?: (string);
  'from_seq'?: (string);
  'hold_id'?: (string);
  'placed_at'?: (string);
  'placed_by'?: (string);
  'status'?: (_audit_v1_LitigationHoldStatus);
  'to_seq'?: (string);
}

export interface LitigationHoldReceipt__Output {
  'case_ref': (string);
  'chain_key': (string);
  'from_seq': (string);
  'hold_id': (string);
  'placed_at': (string);
  'placed_by': (string);
  'status': (_audit_v1_LitigationHoldStatus__Output);
  'to_seq': (string);
}
