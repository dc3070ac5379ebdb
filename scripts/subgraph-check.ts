/**
 * `npm run subgraph:check -- <name> <schema file | http(s) URL> [--routing-url <url>] [--supergraph <file>]`
 *
 * What a domain team runs in its own subgraph's CI (like `rover subgraph check`): composes the
 * candidate SDL of subgraph <name>, read from a file or from a running subgraph's `_service { sdl }`,
 * with every other subgraph, then compares the resulting API schema with the committed one.
 * Prints each composition error, and each breaking change by field (`Type.field`); exits 1 on
 * either, 0 otherwise (dangerous and safe changes are listed). Needs no other process of the
 * platform. The other subgraphs come from their SDL files listed in supergraph.yaml (--config)
 * when it is there, else from the committed supergraph itself (--supergraph or SUPERGRAPH_PATH,
 * e.g. a copy in a subgraph's own repository): extraction drops descriptions, so in that mode the
 * baseline is the extracted subgraphs recomposed, and only what the candidate changes is reported.
 * A <name> not in the supergraph is a new subgraph; give its --routing-url.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import { composeServices } from '@apollo/composition';
import { diff, CriticalityLevel } from '@graphql-inspector/core';
import { apiSchema, gatewaySupergraph, readSupergraphConfig, ROOT } from './lib-supergraph.ts';

const USAGE =
  'usage: npm run subgraph:check -- <name> <schema file | http(s) URL> [--routing-url <url>] [--supergraph <file>] [--config <supergraph.yaml>]';

interface Service {
  name: string;
  url: string;
  typeDefs: DocumentNode;
}

/** Every subgraph as the monorepo's supergraph.yaml lists it (its SDL file), or null without one. */
function fromConfig(path: string): Service[] | null {
  if (!existsSync(path)) return null;
  const cfg = readSupergraphConfig(path);
  return Object.entries(cfg.subgraphs).map(([name, sg]) => ({
    name,
    url: sg.routing_url,
    typeDefs: parse(readFileSync(resolve(dirname(path), sg.schema.file), 'utf8')),
  }));
}

function args(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) flags[argv[i].slice(2)] = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  return { positional, flags };
}

/** The SDL of a running subgraph (the federation `_service` query), or of a file. */
async function candidateSdl(source: string): Promise<string> {
  if (!/^https?:\/\//.test(source)) return readFileSync(source, 'utf8');
  const r = await fetch(source, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ _service { sdl } }' }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await r.json().catch(() => null)) as {
    data?: { _service?: { sdl?: string } };
    errors?: { message: string }[];
  } | null;
  const sdl = body?.data?._service?.sdl;
  if (!r.ok || typeof sdl !== 'string')
    throw new Error(
      `${source} did not answer { _service { sdl } } (HTTP ${r.status}${body?.errors ? `: ${body.errors.map((e) => e.message).join('; ')}` : ''})`,
    );
  return sdl;
}

async function main(): Promise<number> {
  const { positional, flags } = args(process.argv.slice(2));
  const [name, source] = positional;
  if (!name || !source || positional.length > 2) {
    console.error(USAGE);
    return 2;
  }
  const supergraphPath = flags.supergraph ?? process.env.SUPERGRAPH_PATH ?? join(ROOT, 'supergraph.graphql');
  const committed = readFileSync(supergraphPath, 'utf8');
  const configured = fromConfig(flags.config ?? (flags.supergraph ? '' : join(ROOT, 'supergraph.yaml')));
  const all: Service[] =
    configured ??
    gatewaySupergraph(committed)
      .subgraphs()
      .values()
      .map((s) => ({ name: s.name, url: s.url, typeDefs: parse(s.toString()) }));
  const current = all.find((s) => s.name === name);
  const url = flags['routing-url'] ?? current?.url;
  if (!url) {
    console.error(`✗ ${name} is not a subgraph of ${supergraphPath}: give the new subgraph's --routing-url`);
    return 2;
  }

  let typeDefs: DocumentNode;
  try {
    typeDefs = parse(await candidateSdl(source));
  } catch (e) {
    console.error(`✗ the candidate schema of ${name} cannot be read: ${(e as Error).message}`);
    return 1;
  }
  const services = [...all.filter((s) => s.name !== name), { name, url, typeDefs }];
  const composed = composeServices(services);
  if (composed.errors) {
    console.error(`✗ ${name} does not compose with the supergraph (${composed.errors.length} error(s)):`);
    for (const e of composed.errors) console.error(`  - ${e.message}`);
    return 1;
  }
  console.log(
    `✓ ${name} composes with the other ${services.length - 1} subgraph(s)${current ? '' : ' (new subgraph)'}`,
  );

  let baseline = committed;
  if (!configured) {
    const recomposed = composeServices(all);
    if (recomposed.errors)
      throw new Error(
        `the subgraphs extracted from ${supergraphPath} do not compose again: ${recomposed.errors[0].message}`,
      );
    baseline = recomposed.supergraphSdl;
  }
  const changes = await diff(apiSchema(baseline), apiSchema(composed.supergraphSdl));
  const line = (c: (typeof changes)[number]) => `  - ${c.path ?? '(schema)'}: ${c.message}`;
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const dangerous = changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous);
  const safe = changes.filter((c) => c.criticality.level === CriticalityLevel.NonBreaking);
  if (safe.length) console.log(`• ${safe.length} safe change(s):\n${safe.map(line).join('\n')}`);
  if (dangerous.length) console.log(`! ${dangerous.length} dangerous change(s):\n${dangerous.map(line).join('\n')}`);
  if (breaking.length) {
    console.error(`✗ ${breaking.length} breaking change(s) for clients of the API:\n${breaking.map(line).join('\n')}`);
    return 1;
  }
  console.log('✓ no breaking changes');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`✗ ${(e as Error).message}`);
    process.exit(1);
  },
);
