// Original file: proto/events/v1/events.proto


export interface SubscribedTypesRequest {
  'workspace_ids'?: (string)[];
}

export interface SubscribedTypesRequest__Output {
  'workspace_ids': (string)[];
}
