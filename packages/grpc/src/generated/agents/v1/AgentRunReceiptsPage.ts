// Original file: proto/agents/v1/agents.proto

import type { AgentRunReceipt as _agents_v1_AgentRunReceipt, AgentRunReceipt__Output as _agents_v1_AgentRunReceipt__Output } from '../../agents/v1/AgentRunReceipt.ts';

export interface AgentRunReceiptsPage {
  'has_more'?: (boolean);
  'next_cursor'?: (string);
  'nodes'?: (_agents_v1_AgentRunReceipt)[];
  '_next_cursor'?: "next_cursor";
}

export interface AgentRunReceiptsPage__Output {
  'has_more': (boolean);
  'next_cursor'?: (string);
  'nodes': (_agents_v1_AgentRunReceipt__Output)[];
  '_next_cursor'?: "next_cursor";
}
