// Original file: proto/identity/v1/identity.proto


export interface SlugAvailabilityResponse {
  'available'?: (boolean);
}

export interface SlugAvailabilityResponse__Output {
  'available': (boolean);
}
