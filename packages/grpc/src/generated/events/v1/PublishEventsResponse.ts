// Original file: proto/events/v1/events.proto

import type { PublishResult as _events_v1_PublishResult, PublishResult__Output as _events_v1_PublishResult__Output } from '../../events/v1/PublishResult.ts';

export interface PublishEventsResponse {
  'results'?: (_events_v1_PublishResult)[];
}

export interface PublishEventsResponse__Output {
  'results': (_events_v1_PublishResult__Output)[];
}
