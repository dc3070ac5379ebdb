/**
 * A backend's protobuf reply → the GraphQL shape, directed by the field's return type (the
 * inverse of to-proto.ts). The reply is checked while it is mapped: a missing required field, an
 * unknown or UNSPECIFIED enum value where one is required, a malformed DateTime, Long or JSON is
 * SVC-SERVER-9004; nothing is filled in, so a broken backend can never make up data.
 * Fields that take arguments (windowed counts) are not part of the message: their own resolvers
 * ask the backend. Page positions in cursor fields are handed to `sealCursor`, so clients only
 * ever see signed cursors (cursor.ts).
 */
import { AppError } from '@svc/core';
import { enumValuePrefix, snakeCase } from './naming.ts';
import { kindOf, unwrapNonNull, type TypeRef } from './graphql-types.ts';

/** Output fields that carry a page position; empty means "no further page" and is passed through. */
export const CURSOR_FIELDS: ReadonlySet<string> = new Set([
  'nextCursor',
  'endCursor',
  'startCursor',
  'nextPageToken',
  'cursor',
]);

/** SVC-SERVER-9004 with where and why (for the log; the client sees the catalogue's message). */
export class InvalidReplyError extends AppError {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super('SVC-SERVER-9004');
  }
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
const INT64 = /^-?\d{1,19}$/;

export interface FromProtoOptions {
  /** Signs a page position for the client. */
  sealCursor(position: string): string;
}

export function fromProtoValue(v: unknown, typeRef: TypeRef, path: string, opts: FromProtoOptions): unknown {
  const { type, nonNull } = unwrapNonNull(typeRef);
  const kind = kindOf(type);
  if (kind === 'List') {
    let items = v;
    if (!nonNull) {
      if (v === null || v === undefined) return null;
      items = (v as { items?: unknown }).items;
    }
    if (!Array.isArray(items)) throw new InvalidReplyError(path, 'expected a list');
    return items.map((x, i) => fromProtoValue(x, type.ofType!, `${path}[${i}]`, opts));
  }
  if (v === null || v === undefined) {
    if (nonNull) throw new InvalidReplyError(path, 'required value missing');
    return null;
  }
  switch (kind) {
    case 'Object': {
      if (typeof v !== 'object') throw new InvalidReplyError(path, 'expected a message');
      const src = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields!())) {
        if (f.args && f.args.length > 0) continue;
        let x = fromProtoValue(src[snakeCase(f.name)], f.type, `${path}.${f.name}`, opts);
        if (CURSOR_FIELDS.has(f.name) && typeof x === 'string' && x !== '') x = opts.sealCursor(x);
        out[f.name] = x;
      }
      return out;
    }
    case 'Enum': {
      const prefix = enumValuePrefix(type.name!);
      const name = typeof v === 'string' && v.startsWith(prefix) ? v.slice(prefix.length) : undefined;
      if (name === 'UNSPECIFIED' || (typeof v === 'number' && v === 0)) {
        if (nonNull) throw new InvalidReplyError(path, 'enum value unspecified');
        return null;
      }
      if (!name || !type.getValues!().some((e) => e.name === name))
        throw new InvalidReplyError(path, `unknown ${type.name} value`);
      return name;
    }
    case 'Scalar':
      return scalar(v, type.name!, path);
    default:
      throw new InvalidReplyError(path, `unsupported ${kind}`);
  }
}

function scalar(v: unknown, name: string, path: string): unknown {
  const ok = (cond: boolean, what: string) => {
    if (!cond) throw new InvalidReplyError(path, `expected ${what}`);
  };
  switch (name) {
    case 'String':
    case 'ID':
      ok(typeof v === 'string', 'a string');
      return v;
    case 'Int':
      ok(Number.isInteger(v) && (v as number) >= -(2 ** 31) && (v as number) < 2 ** 31, 'a 32-bit integer');
      return v;
    case 'Float':
      ok(typeof v === 'number' && Number.isFinite(v), 'a number');
      return v;
    case 'Boolean':
      ok(typeof v === 'boolean', 'a boolean');
      return v;
    case 'DateTime':
      ok(typeof v === 'string' && RFC3339.test(v) && !Number.isNaN(Date.parse(v)), 'an RFC 3339 timestamp');
      return v;
    case 'Long':
      ok(typeof v === 'string' && INT64.test(v), 'a decimal int64');
      return v;
    case 'JSON':
      ok(typeof v === 'string', 'JSON text');
      try {
        return JSON.parse(v as string);
      } catch {
        throw new InvalidReplyError(path, 'expected JSON text');
      }
    default:
      throw new InvalidReplyError(path, `unsupported scalar ${name}`);
  }
}
