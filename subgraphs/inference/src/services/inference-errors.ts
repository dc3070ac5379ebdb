/**
 * Errors of the inference domain. Each is an AppError with a catalogue code (what GraphQL shows in
 * `extensions.code`) plus the OpenAI error fields (`type`, `code`, `param`, HTTP status) that the
 * `/v1` transport renders in OpenAI's shape. The catalogue lives in @svc/core; nothing here
 * invents an SVC code.
 */
import { AppError, type SvcCode } from '@svc/core';

export interface OpenAIErrorFields {
  /** HTTP status on `/v1`; defaults to the catalogue's status for the SVC code. */
  status?: number;
  /** OpenAI `code`; defaults to the SVC code. */
  code?: string | null;
  param?: string | null;
}

export class InferenceError extends AppError {
  constructor(
    svcCode: SvcCode,
    message: string,
    readonly openai: OpenAIErrorFields = {},
  ) {
    super(svcCode, message);
  }
}

export const invalidRequest = (message: string, param: string | null = null, code = 'invalid_value') =>
  new InferenceError('SVC-VALID-4000', message, { param, code });

export const modelNotFound = (model: string) =>
  new InferenceError('SVC-VALID-4041', `The model \`${model}\` does not exist or you do not have access to it.`, {
    status: 404,
    code: 'model_not_found',
    param: 'model',
  });

export const modelBlocked = (model: string, why: string) =>
  new InferenceError('SVC-AUTH-1009', `The model \`${model}\` is blocked by routing policy (${why}).`, {
    code: 'model_blocked',
    param: 'model',
  });

/** Why an upstream attempt failed, as the router classifies it. */
export type UpstreamFailureKind = 'status' | 'network' | 'timeout' | 'bad_response';

/** One failed upstream attempt. Never carries the provider's credentials or raw headers. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    message: string,
    readonly status: number | null = null,
    /** For a 4xx the upstream blamed on the request: its message, passed to the caller. */
    readonly upstreamMessage: string | null = null,
    readonly upstreamCode: string | null = null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Statuses where the upstream blamed the request itself: no retry, no fallback. */
export const REQUEST_REJECTED_STATUSES = new Set([400, 404, 413, 422]);

/** The caller-facing error after every provider was tried. */
export function exhaustedError(last: UpstreamError | null, tried: string[]): AppError {
  const via = tried.length ? ` (tried ${tried.join(', ')})` : '';
  if (!last) return new InferenceError('SVC-SERVER-9001', `No provider could serve the request${via}.`);
  if (last.kind === 'status' && last.status !== null && REQUEST_REJECTED_STATUSES.has(last.status)) {
    return new InferenceError('SVC-VALID-4000', last.upstreamMessage ?? 'The provider rejected the request.', {
      status: 400,
      code: last.upstreamCode ?? 'upstream_rejected',
    });
  }
  if (last.kind === 'timeout') return new InferenceError('SVC-SERVER-9005', `The model provider timed out${via}.`);
  if (last.kind === 'network') return new InferenceError('SVC-SERVER-9001', `The model provider is unreachable${via}.`);
  return new InferenceError('SVC-SERVER-9004', `The model provider returned an invalid response${via}.`);
}
