import { AppError, BodyTooLargeError, mediaType, parseClientJson, readBody } from '@svc/core';
import type { Step } from '../step.ts';
import { NATIVE_OPERATIONS } from '../../routes/native-operations.ts';

/**
 * POST /api/v1/<operation>: a known operation, its body (a JSON object, bounded in size and
 * nesting) as the variables of the operation's GraphQL document; the rest of the column is
 * GraphQL's.
 */
export const nativeRequest =
  (bodyLimit: number, maxJsonDepth: number): Step =>
  async (ctx) => {
    const req = ctx.http!;
    // routeKey is `METHOD /api/v1/<operation>`.
    const name = ctx.routeKey.slice(ctx.routeKey.indexOf(' ') + 1 + '/api/v1/'.length);
    ctx.action = `api.${name}`;
    if (req.method !== 'POST') {
      ctx.responseHeaders.allow = 'POST';
      throw new AppError('SVC-VALID-4050');
    }
    const op = Object.hasOwn(NATIVE_OPERATIONS, name) ? NATIVE_OPERATIONS[name] : undefined;
    if (!op) throw new AppError('SVC-VALID-4040', `unknown operation ${name}`);
    let variables: unknown = {};
    const body = await readBody(req, bodyLimit).catch((e) => {
      throw e instanceof BodyTooLargeError ? new AppError('SVC-VALID-4001') : e;
    });
    if (body.length) {
      if (mediaType(req) !== 'application/json')
        throw new AppError('SVC-VALID-4002', 'the body must be application/json');
      variables = parseClientJson(body.toString('utf8'), 'the request body', maxJsonDepth);
      if (!variables || typeof variables !== 'object' || Array.isArray(variables))
        throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
    }
    ctx.gql = { method: 'POST', rawBody: null, payload: { query: op.document, variables } };
  };
