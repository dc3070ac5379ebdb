// Original file: proto/events/v1/events.proto


export interface WorkspaceTypes {
  'workspace_id'?: (string);
  'types'?: (string)[];
}

export interface WorkspaceTypes__Output {
  'workspace_id': (string);
  'types': (string)[];
}
