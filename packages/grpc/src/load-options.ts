/**
 * How every .proto is loaded at run time, and so what the generated types (src/generated) describe:
 * field names as written (snake_case), int64 as decimal strings, enums as their names, defaults
 * filled in. scripts/lib-proto-types.ts passes the same options to the generator.
 */
export const LOADER_OPTIONS = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
} as const;
