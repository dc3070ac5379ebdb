// Original file: proto/agents/v1/agents.proto

import type { Connector as _agents_v1_Connector, Connector__Output as _agents_v1_Connector__Output } from '../../agents/v1/Connector.ts';

export interface ListConnectorsResponse {
  'result'?: (_agents_v1_Connector)[];
}

export interface ListConnectorsResponse__Output {
  'result': (_agents_v1_Connector__Output)[];
}
