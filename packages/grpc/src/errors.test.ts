import { describe, it, expect } from 'vitest';
import { AppError } from '@svc/core';
import { toGrpcError } from './errors.ts';

describe('toGrpcError', () => {
  it('replaces lone surrogates in the details, which grpc-js could not percent-encode', () => {
    const e = toGrpcError(new AppError('SVC-VALID-4000', 'statement 0: \ud83d is not a scope; pair 😀 kept'));
    expect(e.details).toBe('statement 0: \ufffd is not a scope; pair 😀 kept');
    expect(() => encodeURIComponent(e.details!)).not.toThrow();
    expect(e.metadata!.get('svc-code')).toEqual(['SVC-VALID-4000']);
  });
});
