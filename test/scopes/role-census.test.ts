/**
 * The development tenant can do everything: with an access token of the seeded organization owner
 * (ORG_ADMIN, `npm run dev:token -- --role org-admin`), every Query, Mutation and Subscription root
 * field of the composed schema, called through the gateway with minimal arguments, answers
 * something other than the scope refusal SVC-AUTH-1010: data, a typed state or validation error,
 * or `…NOT-WIRED`. The same census with the workspace admin's token is refused exactly on the
 * fields docs/roles.md says that role does not reach, so the census does see a refusal when
 * there is one. The mutations run on a database and Redis of this file's own (seeded the way
 * `npm start` seeds), so what they change touches no other test.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { SPEC_LIMITS } from '@svc/core';
import { MIGRATIONS_DIR, createPrismaClient, migrate } from '@svc/db';
import { FileKeyProvider, seedDevTenant, type DevCredentials } from '@svc/identity';
import { privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { SUPERGRAPH_PATH } from '../../scripts/lib-supergraph.ts';
import { renderRolesDoc } from '../../scripts/lib/roles-doc.ts';
import { devToken } from '../../scripts/dev-token.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const SDL = readFileSync(SUPERGRAPH_PATH, 'utf8');
const schema = buildSchema(SDL, { assumeValidSDL: true });

/** A value of `type` that the schema accepts, as small as it gets. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [minimal(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = minimal(f.type);
    return out;
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2026-01-01T00:00:00Z';
    case 'JSON':
      return {};
    default:
      return 'x';
  }
}

/** `field(a: $a, …) { __typename }` with every required argument as a variable. */
function operation(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  return {
    query: `${kind} Census${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, minimal(a.type)])),
  };
}

const roots: [kind: 'query' | 'mutation' | 'subscription', type: GraphQLObjectType | null | undefined][] = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
];
const FIELDS = roots.flatMap(([kind, type]) =>
  Object.values(type?.getFields() ?? {}).map((f) => ({ kind, name: `${type!.name}.${f.name}`, ...operation(kind, f) })),
);

/** Fields docs/roles.md marks as not reached by `column` (0: org-admin, 1: workspace-admin, …). */
function unreached(column: number): string[] {
  return renderRolesDoc(SDL)
    .split('\n')
    .filter((l) => /^\| `(Query|Mutation|Subscription)\./.test(l))
    .filter((l) => l.split(' | ')[2 + column].replace(/ \|$/, '') !== 'yes')
    .map((l) => l.slice(3, l.indexOf('`', 3)));
}

let p: Platform;
let creds: DevCredentials;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let credentialsFile: string;

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  const keysDir = mkdtempSync(join(tmpdir(), 'svc-census-keys-'));
  const keys = new FileKeyProvider({
    dir: keysDir,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 1 });
  try {
    credentialsFile = join(keysDir, 'credentials.json');
    creds = await seedDevTenant({ prisma, keys, credentialsFile });
  } finally {
    await prisma.$disconnect();
  }
  p = await startPlatform({ DATABASE_URL: db.url, KEYS_DIR: keysDir, REDIS_URL: (await privateRedisUrl()) ?? '' });
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await db?.drop();
});

/** A fresh token per call: a mutation of the census may end the sessions it ran with. */
const tokenFor = (role: string) => devToken({ role, credentialsFile, authUrl: p.auth });

/** The error codes one census call answers with (HTTP or WebSocket). */
async function codesOf(f: (typeof FIELDS)[number], token: string): Promise<string[]> {
  if (f.kind !== 'subscription') {
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: f.query, variables: f.variables }),
    });
    const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
    return (body.errors ?? []).map((e) => e.extensions?.code ?? '(none)');
  }
  const client = createClient({
    url: `${p.api.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise<string[]>((resolve) => {
      const codes: string[] = [];
      const done = () => resolve(codes);
      client.subscribe(
        { query: f.query, variables: f.variables },
        {
          next: (r) => {
            for (const e of r.errors ?? []) codes.push(String(e.extensions?.code ?? '(none)'));
            done();
          },
          error: (e) => {
            for (const x of Array.isArray(e) ? e : []) codes.push(String(x.extensions?.code ?? '(none)'));
            done();
          },
          complete: done,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** The fields refused SVC-AUTH-1010, and every code seen (queries first: a mutation may change what later calls see, never what they may do). */
async function census(role: string): Promise<{ refused: string[]; codes: Set<string> }> {
  const refused: string[] = [];
  const seen = new Set<string>();
  for (const f of FIELDS) {
    const codes = await codesOf(f, await tokenFor(role));
    for (const c of codes) seen.add(c);
    if (codes.includes('SVC-AUTH-1010')) refused.push(f.name);
  }
  return { refused, codes: seen };
}

describe('every root field, with the seeded roles', () => {
  it('covers the whole composed schema, subscriptions included', () => {
    expect(FIELDS.length).toBe(
      Object.keys(schema.getQueryType()!.getFields()).length +
        Object.keys(schema.getMutationType()!.getFields()).length +
        Object.keys(schema.getSubscriptionType()!.getFields()).length,
    );
    expect(FIELDS.some((f) => f.name === 'Mutation.signUp')).toBe(true);
    expect(creds.clients['org-admin'].clientId).toBe('cli_dev_org_admin');
  });

  it('the organization owner is refused SVC-AUTH-1010 nowhere', async () => {
    const r = await census('org-admin');
    expect(r.refused).toEqual([]);
    // Nor was the credential refused anywhere (the operations' own typed refusals remain: a step-up
    // with a wrong password is SVC-AUTH-1001, the PLATFORM policy layer the operator's, SVC-AUTH-1008).
    expect(
      [...r.codes].filter((c) => ['SVC-AUTH-1000', 'SVC-AUTH-1003', 'SVC-AUTH-1006', 'SVC-AUTH-1011'].includes(c)),
    ).toEqual([]);
    expect(r.codes.size).toBeGreaterThan(1);
    // No operation fails as an internal error for the owner either (amounts beyond Int included).
    expect(r.codes.has('SVC-SERVER-9000')).toBe(false);
    expect(unreached(0)).toEqual([]);
  }, 300_000);

  it('the workspace admin is refused SVC-AUTH-1010 exactly where docs/roles.md says', async () => {
    const r = await census('workspace-admin');
    expect(r.refused.sort()).toEqual(unreached(1).sort());
    expect(r.refused).toContain('Mutation.signUp');
  }, 300_000);
});
