// Original file: proto/events/v1/events.proto

import type { PrivateEndpoint as _events_v1_PrivateEndpoint, PrivateEndpoint__Output as _events_v1_PrivateEndpoint__Output } from '../../events/v1/PrivateEndpoint.ts';

export interface ListPrivateEndpointsResponse {
  'endpoints'?: (_events_v1_PrivateEndpoint)[];
}

export interface ListPrivateEndpointsResponse__Output {
  'endpoints': (_events_v1_PrivateEndpoint__Output)[];
}
