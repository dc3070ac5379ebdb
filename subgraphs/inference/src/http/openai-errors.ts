/**
 * The `/v1` error renderer: OpenAI's shape `{ error: { message, type, param, code } }`.
 * `code` is OpenAI's own code where one exists (`model_not_found`, `invalid_value`, …) and the
 * catalogue's SVC code otherwise; the HTTP status is the catalogue's unless the domain error
 * names OpenAI's (404 for an unknown model). Unexpected errors never leak their message.
 */
import { toAppError } from '@svc/core';
import { InferenceError } from '../services/inference-errors.ts';

export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

function typeFor(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

export function renderOpenAIError(e: unknown): { status: number; body: OpenAIErrorBody } {
  const err = toAppError(e);
  const extra = e instanceof InferenceError ? e.openai : {};
  const status = extra.status ?? err.def.http;
  // OpenAI reports an unknown model as an invalid request with code model_not_found.
  const type = extra.code === 'model_not_found' ? 'invalid_request_error' : typeFor(status);
  return {
    status,
    body: { error: { message: err.publicMessage, type, param: extra.param ?? null, code: extra.code ?? err.code } },
  };
}
