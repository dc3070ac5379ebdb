// Original file: proto/identity/v1/identity.proto


export interface GetJwksRequest {
}

export interface GetJwksRequest__Output {
}
