// Original file: proto/agents/v1/agents.proto


export interface AgentSandboxCapacity {
  'active'?: (string);
  'max'?: (string);
}

export interface AgentSandboxCapacity__Output {
  'active': (string);
  'max': (string);
}
