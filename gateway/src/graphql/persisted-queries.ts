/**
 * Automatic persisted queries in Apollo's protocol: `extensions.persistedQuery` `{ version: 1,
 * sha256Hash }`. Hash only → the stored query, or PERSISTED_QUERY_NOT_FOUND so the client resends
 * with the query; hash + query → the hash must match (400 otherwise) and the query is stored.
 * Queries live in the shared store so every replica knows them.
 */
import { createHash } from 'node:crypto';
import { AppError, type SharedStore } from '@svc/core';

export class PersistedQueryNotFound extends Error {}
export class PersistedQueryNotSupported extends Error {}

export class PersistedQueries {
  constructor(
    private store: SharedStore,
    private ttlMs: number,
  ) {}

  /** Resolves the query text for a request, storing it when it came with its hash. */
  async resolve(query: string | undefined, extensions: unknown): Promise<string | undefined> {
    const pq = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)
      ?.persistedQuery;
    if (!pq) return query;
    if (pq.version !== 1) throw new PersistedQueryNotSupported();
    if (typeof pq.sha256Hash !== 'string' || !/^[0-9a-f]{64}$/i.test(pq.sha256Hash))
      throw new AppError('SVC-VALID-4000', 'persistedQuery.sha256Hash must be a SHA-256 hex digest');
    const hash = pq.sha256Hash.toLowerCase();
    if (query === undefined) {
      let stored: string | null;
      try {
        stored = await this.store.get(`apq:${hash}`);
      } catch {
        throw new AppError('SVC-SERVER-9003', 'the persisted query store is unavailable');
      }
      if (stored === null) throw new PersistedQueryNotFound();
      return stored;
    }
    if (createHash('sha256').update(query).digest('hex') !== hash) throw new AppError('SVC-GQL-4108');
    await this.store.set(`apq:${hash}`, query, this.ttlMs).catch(() => {});
    return query;
  }
}
