// Original file: proto/billing/v1/billing.proto


export interface UsageRecord {
  'id'?: (string);
  'request_id'?: (string);
  'workspace_id'?: (string);
  'org_id'?: (string);
  'user_id'?: (string);
  'api_key_id'?: (string);
  'model'?: (string);
  'provider'?: (string);
  'operation'?: (string);
  'input_tokens'?: (number);
  'output_tokens'?: (number);
  'cost_microcents'?: (string);
  'cached_input_tokens'?: (string);
  'cache_saved_microcents'?: (string);
  'partial'?: (boolean);
  'usage_estimated'?: (boolean);
  'latency_ms'?: (string);
  'occurred_at_ms'?: (string);
}

export interface UsageRecord__Output {
  'id': (string);
  'request_id': (string);
  'workspace_id': (string);
  'org_id': (string);
  'user_id': (string);
  'api_key_id': (string);
  'model': (string);
  'provider': (string);
  'operation': (string);
  'input_tokens': (number);
  'output_tokens': (number);
  'cost_microcents': (string);
  'cached_input_tokens': (string);
  'cache_saved_microcents': (string);
  'partial': (boolean);
  'usage_estimated': (boolean);
  'latency_ms': (string);
  'occurred_at_ms': (string);
}
