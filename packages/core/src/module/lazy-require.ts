import { createRequire } from 'node:module';

/**
 * A library required on first use rather than with the module that names it: a service that never
 * takes the path that needs it (Redis, S3) does not pay for loading it at start, and a bundle
 * (scripts/build.ts) cannot hoist a `require` made this way to its top. Synchronous, so the caller
 * still builds its object in one step. `from` is the caller's `import.meta.url`: the library is
 * resolved from there, as the caller's own import would be.
 */
export function lazyRequire<T>(from: string, specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= createRequire(from)(specifier) as T);
}
