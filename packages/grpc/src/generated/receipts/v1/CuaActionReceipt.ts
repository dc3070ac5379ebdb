// Original file: proto/receipts/v1/receipts.proto

import type { CuaAction as _receipts_v1_CuaAction, CuaAction__Output as _receipts_v1_CuaAction__Output } from '../../receipts/v1/CuaAction.ts';
import type { CuaPolicyVerdict as _receipts_v1_CuaPolicyVerdict, CuaPolicyVerdict__Output as _receipts_v1_CuaPolicyVerdict__Output } from '../../receipts/v1/CuaPolicyVerdict.ts';
import type { CuaRiskClass as _receipts_v1_CuaRiskClass, CuaRiskClass__Output as _receipts_v1_CuaRiskClass__Output } from '../../receipts/v1/CuaRiskClass.ts';
import type { CuaSelector as _receipts_v1_CuaSelector, CuaSelector__Output as _receipts_v1_CuaSelector__Output } from '../../receipts/v1/CuaSelector.ts';
import type { CuaTimestamp as _receipts_v1_CuaTimestamp, CuaTimestamp__Output as _receipts_v1_CuaTimestamp__Output } from '../../receipts/v1/CuaTimestamp.ts';
import type { CuaVerifyStatus as _receipts_v1_CuaVerifyStatus, CuaVerifyStatus__Output as _receipts_v1_CuaVerifyStatus__Output } from '../../receipts/v1/CuaVerifyStatus.ts';

export interface CuaActionReceipt {
  'action'?: (_receipts_v1_CuaAction | null);
  'agent_did'?: (string);
  'capability_attest'?: (string);
  'consent_witness'?: (string);
  'decision'?: (_receipts_v1_CuaPolicyVerdict);
  'dom_diff_merkle'?: (string);
  'encoded_cbor'?: (string);
  'keystroke_commit'?: (string);
  'policy_bundle_ref'?: (string);
  'post_screenshot_cid'?: (string);
  'pre_screenshot_cid'?: (string);
  'prior_receipt_hash'?: (string);
  'receipt_id'?: (string);
  'risk_class'?: (_receipts_v1_CuaRiskClass);
  'run_cid'?: (string);
  'selector'?: (_receipts_v1_CuaSelector | null);
  'session_id'?: (string);
  'step_number'?: (number);
  'timestamp'?: (_receipts_v1_CuaTimestamp | null);
  'url_origin'?: (string);
  'verify_status'?: (_receipts_v1_CuaVerifyStatus);
  '_consent_witness'?: "consent_witness";
  '_keystroke_commit'?: "keystroke_commit";
  '_prior_receipt_hash'?: "prior_receipt_hash";
}

export interface CuaActionReceipt__Output {
  'action': (_receipts_v1_CuaAction__Output | null);
  'agent_did': (string);
  'capability_attest': (string);
  'consent_witness'?: (string);
  'decision': (_receipts_v1_CuaPolicyVerdict__Output);
  'dom_diff_merkle': (string);
  'encoded_cbor': (string);
  'keystroke_commit'?: (string);
  'policy_bundle_ref': (string);
  'post_screenshot_cid': (string);
  'pre_screenshot_cid': (string);
  'prior_receipt_hash'?: (string);
  'receipt_id': (string);
  'risk_class': (_receipts_v1_CuaRiskClass__Output);
  'run_cid': (string);
  'selector': (_receipts_v1_CuaSelector__Output | null);
  'session_id': (string);
  'step_number': (number);
  'timestamp': (_receipts_v1_CuaTimestamp__Output | null);
  'url_origin': (string);
  'verify_status': (_receipts_v1_CuaVerifyStatus__Output);
  '_consent_witness'?: "consent_witness";
  '_keystroke_commit'?: "keystroke_commit";
  '_prior_receipt_hash'?: "prior_receipt_hash";
}
