// Types for the ESM build of graphql's values module (see graphql/operation-limits.ts).
declare module 'graphql/execution/values.mjs' {
  export { getArgumentValues } from 'graphql/execution/values';
}
