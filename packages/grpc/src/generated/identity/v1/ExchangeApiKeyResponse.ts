// Original file: proto/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ExchangeApiKeyResponse {
  'access_token'?: (string);
  'expires_in'?: (number);
  'key_id'?: (string);
  'key_class'?: (string);
  'expires_at'?: (number | string | Long);
}

export interface ExchangeApiKeyResponse__Output {
  'access_token': (string);
  'expires_in': (number);
  'key_id': (string);
  'key_class': (string);
  'expires_at': (string);
}
