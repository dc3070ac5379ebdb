// Original file: proto/agents/v1/agents.proto

import type { AgentRunReceipt as _agents_v1_AgentRunReceipt, AgentRunReceipt__Output as _agents_v1_AgentRunReceipt__Output } from '../../agents/v1/AgentRunReceipt.ts';

export interface GetRunReceiptResponse {
  'result'?: (_agents_v1_AgentRunReceipt | null);
}

export interface GetRunReceiptResponse__Output {
  'result': (_agents_v1_AgentRunReceipt__Output | null);
}
