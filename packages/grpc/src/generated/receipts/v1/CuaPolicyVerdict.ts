// Original file: proto/receipts/v1/receipts.proto

export const CuaPolicyVerdict = {
  CUA_POLICY_VERDICT_UNSPECIFIED: 'CUA_POLICY_VERDICT_UNSPECIFIED',
  CUA_POLICY_VERDICT_ALLOW: 'CUA_POLICY_VERDICT_ALLOW',
  CUA_POLICY_VERDICT_DENY: 'CUA_POLICY_VERDICT_DENY',
  CUA_POLICY_VERDICT_REQUIRE_CONSENT: 'CUA_POLICY_VERDICT_REQUIRE_CONSENT',
} as const;

export type CuaPolicyVerdict =
  | 'CUA_POLICY_VERDICT_UNSPECIFIED'
  | 0
  | 'CUA_POLICY_VERDICT_ALLOW'
  | 1
  | 'CUA_POLICY_VERDICT_DENY'
  | 2
  | 'CUA_POLICY_VERDICT_REQUIRE_CONSENT'
  | 3

export type CuaPolicyVerdict__Output = typeof CuaPolicyVerdict[keyof typeof CuaPolicyVerdict]
