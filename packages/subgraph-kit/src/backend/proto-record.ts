/**
 * A generated protobuf message type (@svc/grpc/generated) → the record a resolver returns, for
 * contracts that predate the naming rules of naming.ts (identity's): field names become
 * lowerCamelCase and the fields named in `absent`, where the message sends '' for "none", become
 * null. Both the record's type and its value are derived from the message, so what a mapper
 * still writes by hand is only what genuinely differs (renames, enums narrowed to GraphQL's).
 */
import { InvalidReplyError } from './from-proto.ts';

type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

export type CamelCased<T> = T extends readonly (infer U)[]
  ? CamelCased<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCased<T[K]> }
    : T;

/** `R` with the keys `K` also null. */
export type WithAbsent<R, K extends keyof R> = Omit<R, K> & { [P in K]: R[P] | null };

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function camelCased<T>(v: T): CamelCased<T> {
  if (Array.isArray(v)) return v.map(camelCased) as CamelCased<T>;
  if (v === null || typeof v !== 'object') return v as CamelCased<T>;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), camelCased(x)])) as CamelCased<T>;
}

export function protoRecord<T extends object>(m: T): CamelCased<T>;
export function protoRecord<T extends object, K extends keyof CamelCased<T>>(
  m: T,
  absent: readonly K[],
): WithAbsent<CamelCased<T>, K>;
export function protoRecord(m: object, absent: readonly PropertyKey[] = []): unknown {
  const r = camelCased(m) as Record<PropertyKey, unknown>;
  for (const k of absent) if (r[k] === '') r[k] = null;
  return r;
}

/** A message field the contract may leave unset but the schema requires: SVC-SERVER-9004 when unset. */
export function present<T>(v: T | null | undefined, path: string): T {
  if (v === null || v === undefined) throw new InvalidReplyError(path, 'required value missing');
  return v;
}
