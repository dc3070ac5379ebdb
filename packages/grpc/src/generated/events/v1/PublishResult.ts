// Original file: proto/events/v1/events.proto


export interface PublishResult {
  'event_id'?: (string);
  'recorded'?: (boolean);
  'deliveries'?: (number);
}

export interface PublishResult__Output {
  'event_id': (string);
  'recorded': (boolean);
  'deliveries': (number);
}
