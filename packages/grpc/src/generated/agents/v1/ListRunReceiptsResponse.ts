// Original file: proto/agents/v1/agents.proto

import type { AgentRunReceiptsPage as _agents_v1_AgentRunReceiptsPage, AgentRunReceiptsPage__Output as _agents_v1_AgentRunReceiptsPage__Output } from '../../agents/v1/AgentRunReceiptsPage.ts';

export interface ListRunReceiptsResponse {
  'result'?: (_agents_v1_AgentRunReceiptsPage | null);
}

export interface ListRunReceiptsResponse__Output {
  'result': (_agents_v1_AgentRunReceiptsPage__Output | null);
}
