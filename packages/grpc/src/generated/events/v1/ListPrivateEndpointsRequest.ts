// Original file: proto/events/v1/events.proto


export interface ListPrivateEndpointsRequest {
  'org_id'?: (string);
  'workspace_id'?: (string);
}

export interface ListPrivateEndpointsRequest__Output {
  'org_id': (string);
  'workspace_id': (string);
}
