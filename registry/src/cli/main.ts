/**
 * `npx svc`: the schema registry from a terminal or CI.
 *
 *   svc subgraph check <name> --schema <file> [--routing-url <url>]
 *   svc subgraph publish <name> --schema <file> --routing-url <url>
 *   svc subgraph fetch <name>
 *   svc supergraph fetch
 *   svc usage field <Type.field> [--days N]
 *   svc documents publish <manifest.json> --client <name> [--client-version <v>]
 *
 * Common: --variant (default dev), --registry-url (SVC_REGISTRY_URL, default http://127.0.0.1:4300),
 * --json. The token is SVC_REGISTRY_TOKEN, or client credentials SVC_CLIENT_ID / SVC_CLIENT_SECRET
 * exchanged at SVC_TOKEN_URL (default http://localhost:4001/oauth/token).
 * `check` looks up who used each breaking change in the last --usage-days (default: the registry's,
 * 7): a breaking change nobody used passes, one an operation used fails the check.
 * Exit codes: 0 ok; 1 the check failed or the registry refused the schema or the manifest; 2 usage,
 * auth or connection error.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from '@svc/core';
import {
  RegistryClient,
  RegistryHttpError,
  clientCredentialsToken,
  type Change,
  type DocumentProblemAnswer,
  type ProblemAnswer,
  type UseAnswer,
} from './registry-client.ts';

export const USAGE = `usage: svc subgraph check|publish|fetch <name> [--schema FILE] [--routing-url URL] [--usage-days N]
       svc supergraph fetch
       svc usage field <Type.field> [--days N]
       svc documents publish <manifest.json> --client NAME [--client-version V]
options: --variant NAME (dev)  --registry-url URL  --json
token:   SVC_REGISTRY_TOKEN, or SVC_CLIENT_ID + SVC_CLIENT_SECRET (SVC_TOKEN_URL)`;

class UsageError extends Error {}

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  env: NodeJS.ProcessEnv;
}

function useLine(u: UseAnswer): string {
  return `      ${u.kind} ${u.name ?? '(anonymous)'} ${u.hash.slice(0, 12)} by ${u.client}${u.clientVersion ? `@${u.clientVersion}` : ''}: ${u.count}${u.lastSeen ? `, last ${u.lastSeen}` : ''}`;
}
function problemLine(p: ProblemAnswer): string {
  return [
    `  ✗ ${p.coordinate ?? (p.subgraph ? `[${p.subgraph}]` : '')}${p.coordinate || p.subgraph ? ': ' : ''}${p.message}`,
    ...(p.usageUnknown ? ['      its usage cannot be told: counted as used'] : []),
    ...(p.operations ?? []).map(useLine),
  ].join('\n');
}
function changeLine(c: Change): string {
  const used = c.usage && (c.usage.unknown || c.usage.uses.length > 0);
  const head = `  ${c.criticality === 'BREAKING' ? (used || !c.usage ? '✗ BREAKING ' : '- BREAKING ') : c.criticality === 'DANGEROUS' ? '! DANGEROUS' : '  safe     '} ${c.coordinate ?? ''} ${c.message}`;
  if (!c.usage || c.criticality !== 'BREAKING') return head;
  if (c.usage.unknown) return `${head}\n      its usage cannot be told: counted as used`;
  if (!c.usage.uses.length) return `${head} (unused)`;
  return [`${head} (used ${c.usage.total} times)`, ...c.usage.uses.slice(0, 20).map(useLine)].join('\n');
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  let json = false;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        schema: { type: 'string' },
        'routing-url': { type: 'string' },
        client: { type: 'string' },
        'client-version': { type: 'string' },
        'usage-days': { type: 'string' },
        days: { type: 'string' },
        variant: { type: 'string', default: 'dev' },
        'registry-url': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    json = values.json ?? false;
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    const [area, command, name] = positionals;
    const variant = values.variant!;
    const registryUrl =
      values['registry-url'] ?? io.env.SVC_REGISTRY_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.registry}`;
    const token = async () => {
      if (io.env.SVC_REGISTRY_TOKEN) return io.env.SVC_REGISTRY_TOKEN;
      if (io.env.SVC_CLIENT_ID && io.env.SVC_CLIENT_SECRET) {
        return clientCredentialsToken({
          tokenUrl: io.env.SVC_TOKEN_URL ?? `http://localhost:${DEFAULT_PORTS.gatewayAuth}/oauth/token`,
          clientId: io.env.SVC_CLIENT_ID,
          clientSecret: io.env.SVC_CLIENT_SECRET,
        });
      }
      throw new RegistryHttpError(401, {
        error: {
          code: 'SVC-AUTH-1000',
          message: 'no credential: set SVC_REGISTRY_TOKEN, or SVC_CLIENT_ID and SVC_CLIENT_SECRET',
        },
      });
    };
    const client = new RegistryClient(registryUrl, token);
    const schema = () => {
      if (!values.schema) throw new UsageError('--schema FILE is required');
      try {
        return readFileSync(values.schema, 'utf8');
      } catch (e) {
        throw new UsageError(`cannot read ${values.schema}: ${(e as Error).message}`);
      }
    };
    const emit = (data: unknown, human: string) => io.out(json ? JSON.stringify(data) : human);

    const days = (flag: 'usage-days' | 'days') => {
      const raw = values[flag];
      if (raw === undefined) return undefined;
      if (!/^\d{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > 90)
        throw new UsageError(`--${flag} must be a whole number of days from 1 to 90`);
      return Number(raw);
    };
    if (area === 'usage' && command === 'field' && name && positionals.length === 3) {
      const u = await client.coordinateUsage(variant, name, days('days'));
      emit(
        u,
        [
          `${u.coordinate} in variant ${variant}, last ${u.days} days: ${u.total} uses`,
          ...u.clients.map(
            (c) =>
              `  ${c.client}${c.clientVersion ? `@${c.clientVersion}` : ''}: ${c.count}${c.lastSeen ? `, last ${c.lastSeen}` : ''}`,
          ),
          ...(u.uses.length ? ['operations:', ...u.uses.map(useLine)] : []),
        ].join('\n'),
      );
      return 0;
    }
    if (area === 'supergraph' && command === 'fetch' && positionals.length === 2) {
      const s = (await client.supergraph(variant))!;
      emit({ variant, version: s.version, etag: s.etag, sdl: s.sdl }, s.sdl);
      return 0;
    }
    if (area === 'documents') {
      if (command !== 'publish' || !name || positionals.length !== 3)
        throw new UsageError('expected: documents publish <manifest.json> --client NAME');
      if (!values.client) throw new UsageError('--client NAME is required (the apollographql-client-name it sends)');
      let manifest: unknown;
      try {
        manifest = JSON.parse(readFileSync(name, 'utf8'));
      } catch (e) {
        throw new UsageError(`cannot read ${name} as JSON: ${(e as Error).message}`);
      }
      const r = await client.publishDocuments(variant, values.client, values['client-version'], manifest);
      emit(
        r,
        `✓ ${r.operations} trusted documents of ${r.client}${r.clientVersion ? ` ${r.clientVersion}` : ''} verified against variant ${variant} (version ${r.supergraphVersion}): ${r.added} new, ${r.total} registered`,
      );
      return 0;
    }
    if (area !== 'subgraph' || !name || positionals.length !== 3)
      throw new UsageError('expected a command and a subgraph name');
    if (command === 'fetch') {
      const s = await client.subgraph(variant, name);
      emit(s, s.sdl);
      return 0;
    }
    if (command === 'check') {
      const r = await client.check(variant, name, schema(), values['routing-url'], days('usage-days'));
      const lines = [
        r.ok
          ? `✓ ${name} composes into variant ${variant}`
          : `✗ ${name} does not pass the check for variant ${variant}`,
        ...r.problems.map(problemLine),
        ...(r.problems.length
          ? []
          : r.changes.length
            ? [
                `changes: ${r.summary.breaking} breaking (${r.usage.blocking} used in the last ${r.usage.days} days), ${r.summary.dangerous} dangerous, ${r.summary.safe} safe`,
                ...r.changes.map(changeLine),
              ]
            : ['no changes to the API schema']),
      ];
      emit(r, lines.join('\n'));
      return r.ok ? 0 : 1;
    }
    if (command === 'publish') {
      if (!values['routing-url']) throw new UsageError('--routing-url URL is required');
      const r = await client.publish(variant, name, schema(), values['routing-url']);
      emit(
        r,
        r.unchanged
          ? `= ${name} unchanged: variant ${variant} stays at version ${r.version}`
          : [`✓ published ${name}: variant ${variant} is at version ${r.version}`, ...r.changes.map(changeLine)].join(
              '\n',
            ),
      );
      return 0;
    }
    throw new UsageError(`unknown command ${area} ${command}`);
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith?.('ERR_PARSE_ARGS')) {
      io.err(`${(e as Error).message}\n${USAGE}`);
      return 2;
    }
    if (e instanceof RegistryHttpError) {
      const refused = e.status === 422;
      if (json) io.out(JSON.stringify({ status: e.status, ...e.body }));
      else
        io.err(
          [
            `✗ ${e.body?.error?.code ?? e.status}: ${e.message}`,
            ...((e.body?.error?.errors ?? []) as (ProblemAnswer | DocumentProblemAnswer)[]).map((p) =>
              'id' in p ? `  ✗ ${p.operation ?? p.id}: ${p.message}` : problemLine(p),
            ),
          ].join('\n'),
        );
      return refused ? 1 : 2;
    }
    io.err(`✗ the registry cannot be reached: ${(e as Error).message}`);
    return 2;
  }
}
