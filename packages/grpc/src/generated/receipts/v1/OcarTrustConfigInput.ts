// Original file: proto/receipts/v1/receipts.proto

import type { OcarPinnedReceiverInput as _receipts_v1_OcarPinnedReceiverInput, OcarPinnedReceiverInput__Output as _receipts_v1_OcarPinnedReceiverInput__Output } from '../../receipts/v1/OcarPinnedReceiverInput.ts';

export interface OcarTrustConfigInput {
  'threshold'?: (number);
  'receivers'?: (_receipts_v1_OcarPinnedReceiverInput)[];
  'expected_version'?: (string);
  '_expected_version'?: "expected_version";
}

export interface OcarTrustConfigInput__Output {
  'threshold': (number);
  'receivers': (_receipts_v1_OcarPinnedReceiverInput__Output)[];
  'expected_version'?: (string);
  '_expected_version'?: "expected_version";
}
