// Original file: proto/identity/v1/identity.proto

import type { Workspace as _identity_v1_Workspace, Workspace__Output as _identity_v1_Workspace__Output } from '../../identity/v1/Workspace.ts';

export interface ListWorkspacesResponse {
  'workspaces'?: (_identity_v1_Workspace)[];
}

export interface ListWorkspacesResponse__Output {
  'workspaces': (_identity_v1_Workspace__Output)[];
}
