// Original file: proto/agents/v1/agents.proto

import type { AgentSandboxCapacity as _agents_v1_AgentSandboxCapacity, AgentSandboxCapacity__Output as _agents_v1_AgentSandboxCapacity__Output } from '../../agents/v1/AgentSandboxCapacity.ts';
import type { AgentSession as _agents_v1_AgentSession, AgentSession__Output as _agents_v1_AgentSession__Output } from '../../agents/v1/AgentSession.ts';

export interface AgentSessionsPage {
  'capacity'?: (_agents_v1_AgentSandboxCapacity | null);
  'has_more'?: (boolean);
  'next_cursor'?: (string);
  'nodes'?: (_agents_v1_AgentSession)[];
  '_next_cursor'?: "next_cursor";
}

export interface AgentSessionsPage__Output {
  'capacity': (_agents_v1_AgentSandboxCapacity__Output | null);
  'has_more': (boolean);
  'next_cursor'?: (string);
  'nodes': (_agents_v1_AgentSession__Output)[];
  '_next_cursor'?: "next_cursor";
}
