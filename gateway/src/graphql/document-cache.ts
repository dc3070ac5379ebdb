/**
 * Parsed-and-validated documents keyed by query text: a hit skips parse and validate entirely. A
 * valid document also keeps what was derived from its operations (prepared-operation.ts), so that
 * work is done once per document and is dropped with it.
 *
 * Bounded three ways, since the documents are the clients' and one client can send many large ones:
 * - by entries and by approximate retained bytes (lru-cache's `max` and `maxSize`, least recently
 *   used evicted first), see retainedBytes;
 * - per caller (the user, or the client address when anonymous): the documents a caller brought in
 *   may hold at most `maxBytesPerCaller` of the budget. Beyond it their new documents are parsed
 *   and validated but not cached, so one caller can neither fill the cache nor evict everyone
 *   else's documents by sending distinct ones. A hit counts for whoever brought the document in;
 * - documents that fail to parse or validate are not kept at all: they answer once and are gone.
 *   (Re-parsing a repeated bad document costs what it cost the first time, bounded by the body
 *   and token limits and paid under the caller's rate limit, so no negative cache is kept.)
 */
import { createHash } from 'node:crypto';
import { LRUCache } from '@svc/core';
import {
  parse,
  validate,
  specifiedRules,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { PreparedOperation } from './prepared-operation.ts';

export interface ValidDocument {
  document: DocumentNode;
  errors: null;
  hash: string;
  /** By operation name (undefined: the document's only operation); only selections that succeeded. */
  operations: Map<string | undefined, PreparedOperation>;
}

export type CachedDocument =
  | ValidDocument
  | { document: null; errors: readonly GraphQLError[]; kind: 'parse' | 'validate' };

export interface DocumentCacheOptions {
  /** Most documents kept (0: no caching). */
  max: number;
  /** Budget in approximate retained bytes (0: no caching). */
  maxBytes: number;
  /** What the documents one caller brought in may hold of that budget. */
  maxBytesPerCaller: number;
  maxTokens: number;
  rules?: ValidationRule[];
}

/**
 * Approximate heap a parsed document keeps alive, from its source and its token count. Measured
 * on Node 20 / graphql 16.15 (heapUsed after forced GCs, before and after parsing and keeping
 * 100–3,000 documents of one shape): beyond its source, a document retains 250–500 bytes per token
 * (AST nodes, their `loc`, the token list, name strings): 253 for `[[[…]]]` arguments, 280 for
 * 2,000 aliased `__typename`, 303 for a typical 40-token query, 324 for the standard introspection
 * query, 498 for 2,000 distinct field names (each name its own string). The source itself is one
 * byte per character (two for a string with characters beyond Latin-1). So: 512 per token, two per
 * character, and 1 KiB for the entry, its hash and what prepared-operation.ts and the query-plan
 * cache hang on it — an upper bound for every shape measured. (Per character alone the factor
 * ranges from 1 for a long string argument or comment to 231 for `[[[…]]]`, which is why tokens
 * are counted: the token list is already in memory, `loc.startToken` onwards.)
 */
export function retainedBytes(query: string, document: DocumentNode): number {
  let tokens = 0;
  for (let t = document.loc?.startToken ?? null; t; t = t.next) tokens++;
  return 1024 + 2 * query.length + 512 * tokens;
}

interface Entry {
  doc: ValidDocument;
  caller: string;
  size: number;
}

export class DocumentCache {
  private lru: LRUCache<string, Entry> | null;
  /** Bytes each caller's documents hold in the cache; a caller with none has no entry. */
  private held = new Map<string, number>();
  /** Lookups answered from the cache and lookups that parsed and validated, for the metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private schema: GraphQLSchema,
    private opts: DocumentCacheOptions,
  ) {
    const perCaller = Math.min(opts.maxBytesPerCaller, opts.maxBytes);
    this.lru =
      opts.max > 0 && perCaller > 0
        ? new LRUCache<string, Entry>({
            max: opts.max,
            maxSize: opts.maxBytes,
            // No one document may take more than a caller's share.
            maxEntrySize: perCaller,
            sizeCalculation: (e) => e.size,
            dispose: (e) => this.release(e.caller, e.size),
          })
        : null;
  }

  /** The document for `query`, parsed and validated on a miss; `caller` is who is asking. */
  get(query: string, caller: string): CachedDocument {
    const hit = this.lru?.get(query);
    if (hit) {
      this.stats.hits++;
      return hit.doc;
    }
    this.stats.misses++;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.opts.maxTokens });
    } catch (e) {
      // graphql-js's recursive parser can exhaust the stack on absurd nesting long before the
      // token limit: that is still the client's malformed document, not a server error.
      const err = e instanceof GraphQLError ? e : new GraphQLError('Document nesting is too deep to parse.');
      return { document: null, errors: [err], kind: 'parse' };
    }
    const errors = validate(this.schema, document, [...specifiedRules, ...(this.opts.rules ?? [])]);
    if (errors.length) return { document: null, errors, kind: 'validate' };
    const doc: ValidDocument = {
      document,
      errors: null,
      hash: createHash('sha256').update(query).digest('hex'),
      operations: new Map(),
    };
    this.keep(query, doc, caller);
    return doc;
  }

  /** Bytes the documents `caller` brought in currently hold. */
  bytesHeldBy(caller: string): number {
    return this.held.get(caller) ?? 0;
  }

  /** Bytes all cached documents hold (never above the budget). */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  private keep(query: string, doc: ValidDocument, caller: string) {
    if (!this.lru) return;
    const size = retainedBytes(query, doc.document);
    const held = this.bytesHeldBy(caller);
    if (held + size > Math.min(this.opts.maxBytesPerCaller, this.opts.maxBytes)) return;
    this.held.set(caller, held + size);
    // A document over maxEntrySize is refused by set() without a dispose call: undo the count.
    this.lru.set(query, { doc, caller, size });
    if (!this.lru.has(query)) this.release(caller, size);
  }

  private release(caller: string, size: number) {
    const left = (this.held.get(caller) ?? 0) - size;
    if (left > 0) this.held.set(caller, left);
    else this.held.delete(caller);
  }
}
