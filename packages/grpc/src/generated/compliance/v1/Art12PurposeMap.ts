// Original file: proto/compliance/v1/compliance.proto


export interface Art12PurposeMap {
  'art12_2a_risk_substantial_mod'?: (string)[];
  'art12_2b_post_market_monitoring'?: (string)[];
  'art12_2c_deployer_art26_5'?: (string)[];
}

export interface Art12PurposeMap__Output {
  'art12_2a_risk_substantial_mod': (string)[];
  'art12_2b_post_market_monitoring': (string)[];
  'art12_2c_deployer_art26_5': (string)[];
}
