// Original file: proto/identity/v1/identity.proto


export interface IssueVirtualKeyResponse {
  'alias'?: (string);
  'alias_hint'?: (string);
  'not_after'?: (string);
  'vkid'?: (string);
}

export interface IssueVirtualKeyResponse__Output {
  'alias': (string);
  'alias_hint': (string);
  'not_after': (string);
  'vkid': (string);
}
