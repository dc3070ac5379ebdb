/**
 * Composition and the checks a supergraph passes before the registry stores it: the same
 * @apollo/composition release the gateway plans with, then the gateway's own load checks (its
 * linked features must be ones the gateway serves; every root field declares @requiresScopes, the
 * shared check of @svc/core/policy), so the gateway is never offered a supergraph it would refuse.
 * Every problem is reported with the schema coordinate (`Type.field`) it concerns where known.
 */
import { createHash } from 'node:crypto';
import { GraphQLError, Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { DEFAULT_SUPPORTED_SUPERGRAPH_FEATURES, Supergraph } from '@apollo/federation-internals';
import { REQUIRES_SCOPES_FEATURE, isAnonymousRootField, scopeRequirementsFromSupergraph } from '@svc/core/policy';

export interface SubgraphEntry {
  sdl: string;
  routingUrl: string;
}
/** A variant's subgraphs by name. */
export type SubgraphSet = Record<string, SubgraphEntry>;

export interface Problem {
  /** `composition` (does not compose), `scopes` (a root field without @requiresScopes), `gateway` (the gateway would refuse it), `syntax`. */
  kind: 'syntax' | 'composition' | 'scopes' | 'gateway';
  /** `Type.field` or `Type` when known. */
  coordinate: string | null;
  subgraph: string | null;
  message: string;
}

export type Composed = { ok: true; supergraphSdl: string; sha256: string } | { ok: false; problems: Problem[] };

const GATEWAY_FEATURES = new Set([...DEFAULT_SUPPORTED_SUPERGRAPH_FEATURES, REQUIRES_SCOPES_FEATURE]);
const ROOT_TYPES: Record<string, string> = { Query: 'query', Mutation: 'mutation', Subscription: 'subscription' };

export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** The first `Type.field` (or quoted `Type`) a composition message names. */
function coordinateIn(message: string): string | null {
  const m =
    /"([A-Za-z_]\w*\.[A-Za-z_]\w*)(?:\(|")/.exec(message) ?? /field "([A-Za-z_]\w*\.[A-Za-z_]\w*)/i.exec(message);
  if (m) return m[1];
  const onType = /field "?([A-Za-z_]\w*)"? [^."]*?on (?:type )?"?([A-Za-z_]\w*)/i.exec(message);
  if (onType) return `${onType[2]}.${onType[1]}`;
  return /type "([A-Za-z_]\w*)"/.exec(message)?.[1] ?? null;
}

/** A subgraph's SDL as a document, or its syntax error as a problem. */
export function parseSdl(subgraph: string, sdl: string): { doc: DocumentNode } | { problem: Problem } {
  try {
    return { doc: parse(sdl, { noLocation: true, maxTokens: 200_000 }) };
  } catch (e) {
    return {
      problem: {
        kind: 'syntax',
        coordinate: null,
        subgraph,
        message: e instanceof GraphQLError ? e.message : 'the SDL does not parse',
      },
    };
  }
}

/**
 * Root fields of one subgraph that declare no @requiresScopes (the anonymous operations aside),
 * as coordinates: the precise form of the gateway's check, pointed at the subgraph that broke it.
 */
export function rootFieldsWithoutScopes(subgraph: string, doc: DocumentNode): Problem[] {
  const out: Problem[] = [];
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const operation = ROOT_TYPES[def.name.value];
    if (!operation) continue;
    for (const f of def.fields ?? []) {
      if (f.directives?.some((d) => d.name.value === 'requiresScopes') || isAnonymousRootField(operation, f.name.value))
        continue;
      out.push({
        kind: 'scopes',
        coordinate: `${def.name.value}.${f.name.value}`,
        subgraph,
        message: 'declares no @requiresScopes: the gateway refuses to serve a root field ungated',
      });
    }
  }
  return out;
}

/** Composes `set`; a supergraph is returned only when it composes and passes the gateway's checks. */
export async function composeSet(set: SubgraphSet): Promise<Composed> {
  const problems: Problem[] = [];
  const services = [];
  for (const [name, s] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = parseSdl(name, s.sdl);
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      continue;
    }
    problems.push(...rootFieldsWithoutScopes(name, parsed.doc));
    services.push({ name, url: s.routingUrl, typeDefs: parsed.doc });
  }
  if (problems.length) return { ok: false, problems };
  if (services.length === 0)
    return {
      ok: false,
      problems: [
        { kind: 'composition', coordinate: null, subgraph: null, message: 'a supergraph needs at least one subgraph' },
      ],
    };
  // Loaded on the first composition: a registry that only serves what it stored (every warm
  // `npm start`, whose SDLs are current) never loads it.
  const { composeServices } = await import('@apollo/composition');
  const result = composeServices(services);
  if (result.errors) {
    return {
      ok: false,
      problems: result.errors.map((e) => ({
        kind: 'composition' as const,
        coordinate: coordinateIn(e.message),
        subgraph: /^\[([a-z][a-z0-9_]*)\]/.exec(e.message)?.[1] ?? null,
        message: e.message,
      })),
    };
  }
  const supergraphSdl = result.supergraphSdl;
  try {
    Supergraph.build(supergraphSdl, { supportedFeatures: GATEWAY_FEATURES });
  } catch (e) {
    return {
      ok: false,
      problems: [{ kind: 'gateway', coordinate: null, subgraph: null, message: (e as Error).message }],
    };
  }
  try {
    scopeRequirementsFromSupergraph(supergraphSdl);
  } catch (e) {
    return {
      ok: false,
      problems: [
        {
          kind: 'scopes',
          coordinate: coordinateIn((e as Error).message),
          subgraph: null,
          message: (e as Error).message,
        },
      ],
    };
  }
  return { ok: true, supergraphSdl, sha256: sha256(supergraphSdl) };
}

/** The API schema clients see, the one changes are measured on. */
export function apiSchemaOf(supergraphSdl: string): GraphQLSchema {
  return Supergraph.build(supergraphSdl, { supportedFeatures: GATEWAY_FEATURES }).apiSchema().toGraphQLJSSchema();
}
