/**
 * One renderer per transport. Each takes an error from the catalogue and returns the wire shape;
 * the transports (HTTP handlers, GraphQL formatError, gRPC handlers) only call these.
 */
import { type AppError, type OAuthError, ScimError, toAppError } from './app-error.ts';
import { GrpcStatus, oauthCatalogue, scimCatalogue } from './catalogue.ts';

export interface RenderContext {
  requestId: string;
  now?: Date;
}

/** Native REST (`/api/v1/…`, `/v1/…` errors outside OpenAI's shape, health): `{ error: {…} }`. */
export function renderHttp(e: unknown, ctx: RenderContext): { status: number; body: Record<string, unknown> } {
  const err = toAppError(e);
  return {
    status: err.def.http,
    body: {
      error: {
        code: err.code,
        message: err.publicMessage,
        request_id: ctx.requestId,
        ...(err.details ?? {}),
      },
    },
  };
}

/**
 * GraphQL error `extensions`: flat `code` plus the additive `svc` block, whose `code` repeats it
 * (the catalogue's GraphQL column: the SVC code itself, or Apollo's code for parse, validation and
 * variable errors, which GraphQL clients already understand).
 */
export function graphqlExtensions(e: unknown, ctx: RenderContext): Record<string, unknown> {
  const err = toAppError(e);
  return {
    code: err.def.graphql,
    ...(err.details ?? {}),
    svc: { request_id: ctx.requestId, timestamp: (ctx.now ?? new Date()).toISOString(), code: err.def.graphql },
  };
}

/** OAuth token/authorize endpoint errors (RFC 6749 §5.2). */
export function renderOAuth(e: OAuthError): {
  status: number;
  body: Record<string, string>;
  headers: Record<string, string>;
} {
  const status = oauthCatalogue[e.error].http;
  const body: Record<string, string> = { error: e.error };
  if (e.description) body.error_description = e.description;
  if (e.svcCode) body.svc_code = e.svcCode;
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  if (status === 401) headers['www-authenticate'] = 'Basic realm="oauth"';
  return { status, body, headers };
}

/** SCIM error body (RFC 7644 §3.12): `status` is a string. */
export function renderScim(e: ScimError | AppError): { status: number; body: Record<string, unknown> } {
  const status = e instanceof ScimError ? e.status : e.def.http;
  const scimType = e instanceof ScimError ? e.scimType : undefined;
  const detail = e instanceof ScimError ? e.detail : e.publicMessage;
  return {
    status,
    body: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(status),
      ...(scimType ? { scimType } : {}),
      detail,
    },
  };
}
export { scimCatalogue };

/** gRPC: status code plus the SVC code in trailing metadata `svc-code`. */
export function renderGrpc(e: unknown): { code: number; details: string; svcCode: string } {
  const err = toAppError(e);
  return { code: GrpcStatus[err.def.grpc], details: err.publicMessage, svcCode: err.code };
}
