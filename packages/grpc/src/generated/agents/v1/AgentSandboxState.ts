// Original file: proto/agents/v1/agents.proto

import type { AgentSandboxStatus as _agents_v1_AgentSandboxStatus, AgentSandboxStatus__Output as _agents_v1_AgentSandboxStatus__Output } from '../../agents/v1/AgentSandboxStatus.ts';

export interface AgentSandboxState {
  'instance_id'?: (string);
  'status'?: (_agents_v1_AgentSandboxStatus);
  'tier'?: (string);
}

export interface AgentSandboxState__Output {
  'instance_id': (string);
  'status': (_agents_v1_AgentSandboxStatus__Output);
  'tier': (string);
}
