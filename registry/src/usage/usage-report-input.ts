/**
 * Validation of a usage report (`POST /v1/variants/:v/usage`, shape in @svc/core/graphql
 * usage-report.ts): every field typed and bounded before anything is stored, and a value outside
 * its bound is a typed 400 naming it. Entries of one operation and client are summed here, so the
 * store's upserts never touch one row twice in a statement.
 */
import { AppError, isStorableText } from '@svc/core';
import { USAGE_LATENCY_SLOTS, USAGE_REPORT_LIMITS as L } from '@svc/core/graphql';

const HASH_RE = /^[a-f0-9]{64}$/;
const NAME_RE = /^[_A-Za-z][_0-9A-Za-z]*$/;
/** `Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`, `Input.field`. */
export const COORDINATE_RE = /^[_A-Za-z][_0-9A-Za-z]*(?:\.[_A-Za-z][_0-9A-Za-z]*(?:\([_A-Za-z][_0-9A-Za-z]*:\))?)?$/;
/** Printable ASCII, no leading space: what an `apollographql-client-name` header can carry. */
const CLIENT_RE = /^[\x21-\x7e][\x20-\x7e]*$/;
const TYPES = new Set(['query', 'mutation', 'subscription']);

export interface UsageOperationRow {
  hash: string;
  name: string | null;
  type: string;
  coordinates: string[];
}

export interface UsageCountRow {
  hash: string;
  client: string;
  version: string;
  count: number;
  errors: number;
  latency: number[];
}

export interface ValidUsageReport {
  operations: UsageOperationRow[];
  counts: UsageCountRow[];
}

const bad = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function count(v: unknown, argument: string, min: number): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > L.countMax)
    throw bad(argument, `${argument} must be an integer from ${min} to ${L.countMax}`);
  return v;
}

function text(v: unknown, argument: string, re: RegExp, max: number): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > max || !re.test(v) || !isStorableText(v))
    throw bad(argument, `${argument} must be 1-${max} characters of ${re.source}`);
  return v;
}

export function coordinate(v: unknown, argument = 'coordinate'): string {
  return text(v, argument, COORDINATE_RE, L.coordinateLength);
}

export function usageReport(body: unknown): ValidUsageReport {
  if (!isObject(body)) throw bad('body', 'the report must be a JSON object');
  const ops = body.operations;
  if (!Array.isArray(ops) || ops.length === 0 || ops.length > L.operations)
    throw bad('operations', `operations must be an array of 1 to ${L.operations} operations`);
  const operations = new Map<string, UsageOperationRow>();
  const counts = new Map<string, UsageCountRow>();
  let entries = 0;
  ops.forEach((op, i) => {
    const at = `operations[${i}]`;
    if (!isObject(op)) throw bad(at, `${at} must be an object`);
    const hash = text(op.hash, `${at}.hash`, HASH_RE, 64);
    const name = op.name === null || op.name === undefined ? null : text(op.name, `${at}.name`, NAME_RE, L.nameLength);
    if (typeof op.type !== 'string' || !TYPES.has(op.type))
      throw bad(`${at}.type`, `${at}.type must be query, mutation or subscription`);
    const coords = op.coordinates;
    if (!Array.isArray(coords) || coords.length > L.coordinatesPerOperation)
      throw bad(`${at}.coordinates`, `${at}.coordinates must be an array of at most ${L.coordinatesPerOperation}`);
    const coordinates = [...new Set(coords.map((c, j) => coordinate(c, `${at}.coordinates[${j}]`)))].sort();
    const clients = op.clients;
    if (!Array.isArray(clients) || clients.length === 0 || clients.length > L.clientsPerOperation)
      throw bad(`${at}.clients`, `${at}.clients must be an array of 1 to ${L.clientsPerOperation}`);
    entries += clients.length;
    if (entries > L.entries) throw bad('operations', `a report holds at most ${L.entries} client entries`);
    operations.set(hash, { hash, name, type: op.type, coordinates });
    clients.forEach((c, j) => {
      const cat = `${at}.clients[${j}]`;
      if (!isObject(c)) throw bad(cat, `${cat} must be an object`);
      const client = text(c.name, `${cat}.name`, CLIENT_RE, L.clientNameLength);
      const version =
        c.version === null || c.version === undefined
          ? ''
          : text(c.version, `${cat}.version`, CLIENT_RE, L.clientVersionLength);
      const n = count(c.count, `${cat}.count`, 1);
      const errors = count(c.errors, `${cat}.errors`, 0);
      if (errors > n) throw bad(`${cat}.errors`, `${cat}.errors must not exceed its count`);
      const lat = c.latency;
      if (!Array.isArray(lat) || lat.length !== USAGE_LATENCY_SLOTS)
        throw bad(`${cat}.latency`, `${cat}.latency must be an array of ${USAGE_LATENCY_SLOTS} counts`);
      const latency = lat.map((x, k) => count(x, `${cat}.latency[${k}]`, 0));
      const key = `${hash}\n${client}\n${version}`;
      const prior = counts.get(key);
      if (prior) {
        prior.count = Math.min(prior.count + n, Number.MAX_SAFE_INTEGER);
        prior.errors += errors;
        prior.latency = prior.latency.map((x, k) => x + latency[k]);
      } else counts.set(key, { hash, client, version, count: n, errors, latency });
    });
  });
  return { operations: [...operations.values()], counts: [...counts.values()] };
}
