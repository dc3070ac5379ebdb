/**
 * graphql-js parses, validates and coerces documents recursively, so a literal nested a few
 * thousand levels deep overflows the stack before any resolver or scalar can refuse it. This
 * bounds the nesting of `{` and `[` in a document's text first (linear scan, no recursion;
 * strings, block strings and comments skipped), so such a document is SVC-VALID-4008.
 */
import { createRequire } from 'node:module';
import type { ParseOptions, Source } from 'graphql';
import { MAX_INPUT_DEPTH } from '@svc/core';

// graphql-http recognises errors by instanceof against its own (CommonJS) graphql copy.
const cjsGraphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** Selections and values together: generous for any real document, far below what overflows. */
export const MAX_DOCUMENT_NESTING = 2 * MAX_INPUT_DEPTH;

export function documentNesting(source: string): number {
  let depth = 0,
    max = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        if (end < 0) return max; // unterminated: the parser reports it
        i = end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      }
    } else if (c === '{' || c === '[') {
      if (++depth > max) max = depth;
    } else if (c === '}' || c === ']') {
      depth--;
    }
  }
  return max;
}

/** graphql's parse after the nesting bound: the `parse` of every subgraph's GraphQL transport. */
export function boundedParse(source: string | Source, options?: ParseOptions) {
  const text = typeof source === 'string' ? source : source.body;
  if (documentNesting(text) > MAX_DOCUMENT_NESTING) {
    throw new cjsGraphql.GraphQLError(`The document is nested more than ${MAX_DOCUMENT_NESTING} levels deep.`, {
      extensions: { code: 'SVC-VALID-4008' },
    });
  }
  return cjsGraphql.parse(source, options);
}
