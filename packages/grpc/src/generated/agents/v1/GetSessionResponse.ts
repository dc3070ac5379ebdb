// Original file: proto/agents/v1/agents.proto

import type { AgentSession as _agents_v1_AgentSession, AgentSession__Output as _agents_v1_AgentSession__Output } from '../../agents/v1/AgentSession.ts';

export interface GetSessionResponse {
  'result'?: (_agents_v1_AgentSession | null);
}

export interface GetSessionResponse__Output {
  'result': (_agents_v1_AgentSession__Output | null);
}
