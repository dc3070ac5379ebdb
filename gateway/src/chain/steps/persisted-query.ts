import type { Step } from '../step.ts';
import { settleRevocation } from '../settle-revocation.ts';
import { enrichError } from '../../graphql/errors.ts';
import {
  PersistedQueryNotFound,
  PersistedQueryNotSupported,
  type PersistedQueries,
} from '../../graphql/persisted-queries.ts';

/**
 * Automatic persisted queries (Apollo's protocol, stored in the shared store). Registering a
 * query writes shared state, which a revoked token must not do: its revocation is settled first.
 */
export const persistedQuery =
  (apq: PersistedQueries): Step =>
  async (ctx) => {
    const gql = ctx.gql!;
    if (gql.fromTrustedDocument) return;
    const ext = gql.payload.extensions;
    if (ext && typeof ext === 'object' && 'persistedQuery' in ext) await settleRevocation(ctx);
    try {
      gql.query = await apq.resolve(gql.payload.query as string | undefined, ext);
    } catch (e) {
      const code =
        e instanceof PersistedQueryNotFound
          ? 'PERSISTED_QUERY_NOT_FOUND'
          : e instanceof PersistedQueryNotSupported
            ? 'PERSISTED_QUERY_NOT_SUPPORTED'
            : null;
      if (!code) throw e;
      const message = code === 'PERSISTED_QUERY_NOT_FOUND' ? 'PersistedQueryNotFound' : 'PersistedQueryNotSupported';
      ctx.answer = { status: 200, body: { errors: [enrichError({ message }, ctx.requestId, code)] } };
    }
  };
