/**
 * Parsed-and-validated documents keyed by query text (bounded LRU). A hit skips parse and
 * validate entirely; a document that failed validation is cached with its errors. A valid
 * document also keeps what was derived from its operations (prepared-operation.ts), so that work
 * is done once per document and is dropped with it.
 */
import { createHash } from 'node:crypto';
import { parse, validate, specifiedRules, GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { PreparedOperation } from './prepared-operation.ts';

export interface ValidDocument {
  document: DocumentNode;
  errors: null;
  hash: string;
  /** By operation name (undefined: the document's only operation); only selections that succeeded. */
  operations: Map<string | undefined, PreparedOperation>;
}

export type CachedDocument = ValidDocument | { document: null; errors: readonly GraphQLError[]; kind: 'parse' | 'validate' };

export class DocumentCache {
  private map = new Map<string, CachedDocument>();

  constructor(private schema: GraphQLSchema, private opts: { max: number; maxTokens: number; rules?: ValidationRule[] }) {}

  get(query: string): CachedDocument {
    const hit = this.map.get(query);
    if (hit) {
      // refresh recency
      this.map.delete(query);
      this.map.set(query, hit);
      return hit;
    }
    let entry: CachedDocument;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.opts.maxTokens });
    } catch (e) {
      // graphql-js's recursive parser can exhaust the stack on absurd nesting long before the
      // token limit: that is still the client's malformed document, not a server error.
      const err = e instanceof GraphQLError ? e : new GraphQLError('Document nesting is too deep to parse.');
      entry = { document: null, errors: [err], kind: 'parse' };
      this.put(query, entry);
      return entry;
    }
    const errors = validate(this.schema, document, [...specifiedRules, ...(this.opts.rules ?? [])]);
    entry = errors.length ? { document: null, errors, kind: 'validate' } : { document, errors: null, hash: createHash('sha256').update(query).digest('hex'), operations: new Map() };
    this.put(query, entry);
    return entry;
  }

  private put(k: string, v: CachedDocument) {
    if (this.map.size >= this.opts.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(k, v);
  }
}
