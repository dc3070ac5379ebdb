// Original file: proto/identity/v1/identity.proto


export interface OrganizationCounts {
  'users'?: (number);
  'workspaces'?: (number);
}

export interface OrganizationCounts__Output {
  'users': (number);
  'workspaces': (number);
}
