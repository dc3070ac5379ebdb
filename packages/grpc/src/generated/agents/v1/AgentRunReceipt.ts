// Original file: proto/agents/v1/agents.proto


export interface AgentRunReceipt {
  'agent_did'?: (string);
  'cid'?: (string);
  'context_root'?: (string);
  'egress_digest_set'?: (string)[];
  'encoded_cbor'?: (string);
  'iss'?: (string);
  'run_id'?: (string);
  'session_id'?: (string);
  'tokens_limit'?: (string);
  'tool_call_set'?: (string)[];
}

export interface AgentRunReceipt__Output {
  'agent_did': (string);
  'cid': (string);
  'context_root': (string);
  'egress_digest_set': (string)[];
  'encoded_cbor': (string);
  'iss': (string);
  'run_id': (string);
  'session_id': (string);
  'tokens_limit': (string);
  'tool_call_set': (string)[];
}
