// Original file: proto/agents/v1/agents.proto

import type { AgentSandboxState as _agents_v1_AgentSandboxState, AgentSandboxState__Output as _agents_v1_AgentSandboxState__Output } from '../../agents/v1/AgentSandboxState.ts';
import type { AgentSessionState as _agents_v1_AgentSessionState, AgentSessionState__Output as _agents_v1_AgentSessionState__Output } from '../../agents/v1/AgentSessionState.ts';

export interface AgentSession {
  'agent_did'?: (string);
  'env_id'?: (string);
  'id'?: (string);
  'iss'?: (string);
  'run_id'?: (string);
  'sandbox'?: (_agents_v1_AgentSandboxState | null);
  'session_id'?: (string);
  'state'?: (_agents_v1_AgentSessionState);
}

export interface AgentSession__Output {
  'agent_did': (string);
  'env_id': (string);
  'id': (string);
  'iss': (string);
  'run_id': (string);
  'sandbox': (_agents_v1_AgentSandboxState__Output | null);
  'session_id': (string);
  'state': (_agents_v1_AgentSessionState__Output);
}
