// Original file: proto/identity/v1/identity.proto


export interface RemoveMemberResponse {
  'removed'?: (boolean);
}

export interface RemoveMemberResponse__Output {
  'removed': (boolean);
}
