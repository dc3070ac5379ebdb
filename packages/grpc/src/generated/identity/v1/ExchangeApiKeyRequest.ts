// Original file: proto/identity/v1/identity.proto


export interface ExchangeApiKeyRequest {
  'api_key'?: (string);
}

export interface ExchangeApiKeyRequest__Output {
  'api_key': (string);
}
