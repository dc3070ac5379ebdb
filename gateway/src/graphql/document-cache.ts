/**
 * Parsed-and-validated documents keyed by query text (bounded LRU). A hit skips parse and
 * validate entirely; a document that failed validation is cached with its errors.
 */
import { createHash } from 'node:crypto';
import { parse, validate, specifiedRules, GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';

export type CachedDocument = { document: DocumentNode; errors: null; hash: string } | { document: null; errors: readonly GraphQLError[]; kind: 'parse' | 'validate' };

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
      entry = { document: null, errors: [e as GraphQLError], kind: 'parse' };
      this.put(query, entry);
      return entry;
    }
    const errors = validate(this.schema, document, [...specifiedRules, ...(this.opts.rules ?? [])]);
    entry = errors.length ? { document: null, errors, kind: 'validate' } : { document, errors: null, hash: createHash('sha256').update(query).digest('hex') };
    this.put(query, entry);
    return entry;
  }

  private put(k: string, v: CachedDocument) {
    if (this.map.size >= this.opts.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(k, v);
  }
}
