// Original file: proto/events/v1/events.proto

import type { WorkspaceTypes as _events_v1_WorkspaceTypes, WorkspaceTypes__Output as _events_v1_WorkspaceTypes__Output } from '../../events/v1/WorkspaceTypes.ts';

export interface SubscribedTypesResponse {
  'workspaces'?: (_events_v1_WorkspaceTypes)[];
}

export interface SubscribedTypesResponse__Output {
  'workspaces': (_events_v1_WorkspaceTypes__Output)[];
}
