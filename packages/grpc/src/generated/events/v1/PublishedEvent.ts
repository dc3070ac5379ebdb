// Original file: proto/events/v1/events.proto


export interface PublishedEvent {
  'event_id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'type'?: (string);
  'occurred_at'?: (string);
  'data_json'?: (string);
}

export interface PublishedEvent__Output {
  'event_id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'type': (string);
  'occurred_at': (string);
  'data_json': (string);
}
