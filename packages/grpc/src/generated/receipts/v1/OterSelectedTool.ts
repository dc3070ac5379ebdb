// Original file: proto/receipts/v1/receipts.proto


export interface OterSelectedTool {
  'rank'?: (number);
  'score_q'?: (number);
  'source'?: (number);
  'tool_cid'?: (string);
}

export interface OterSelectedTool__Output {
  'rank': (number);
  'score_q': (number);
  'source': (number);
  'tool_cid': (string);
}
