// Original file: proto/agents/v1/agents.proto

import type { AgentSessionsPage as _agents_v1_AgentSessionsPage, AgentSessionsPage__Output as _agents_v1_AgentSessionsPage__Output } from '../../agents/v1/AgentSessionsPage.ts';

export interface ListSessionsResponse {
  'result'?: (_agents_v1_AgentSessionsPage | null);
}

export interface ListSessionsResponse__Output {
  'result': (_agents_v1_AgentSessionsPage__Output | null);
}
