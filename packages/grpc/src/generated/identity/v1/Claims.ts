// Original file: proto/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface Claims {
  'sub'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'roles'?: (string)[];
  'permissions'?: (string)[];
  'client_id'?: (string);
  'jti'?: (string);
  'act_sub'?: (string);
  'session_type'?: (string);
  'exp'?: (number | string | Long);
  'iat'?: (number | string | Long);
  'family_id'?: (string);
}

export interface Claims__Output {
  'sub': (string);
  'org_id': (string);
  'workspace_id': (string);
  'roles': (string)[];
  'permissions': (string)[];
  'client_id': (string);
  'jti': (string);
  'act_sub': (string);
  'session_type': (string);
  'exp': (string);
  'iat': (string);
  'family_id': (string);
}
