// Original file: proto/events/v1/events.proto

import type { PublishedEvent as _events_v1_PublishedEvent, PublishedEvent__Output as _events_v1_PublishedEvent__Output } from '../../events/v1/PublishedEvent.ts';

export interface PublishEventsRequest {
  'events'?: (_events_v1_PublishedEvent)[];
}

export interface PublishEventsRequest__Output {
  'events': (_events_v1_PublishedEvent__Output)[];
}
