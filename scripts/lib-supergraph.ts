/**
 * Composition shared by `npm run compose` and `npm run schema:check`: reads supergraph.yaml
 * (Rover's format), composes the subgraph SDL files with @apollo/composition, returns the
 * supergraph SDL or the composition errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { composeServices } from '@apollo/composition';

export const ROOT = join(import.meta.dirname, '..');
export const SUPERGRAPH_PATH = join(ROOT, 'supergraph.graphql');

interface RoverConfig { federation_version: string; subgraphs: Record<string, { routing_url: string; schema: { file: string } }> }

export function readSupergraphConfig(path = join(ROOT, 'supergraph.yaml')): RoverConfig {
  const cfg = parseYaml(readFileSync(path, 'utf8')) as RoverConfig;
  if (!cfg?.subgraphs || typeof cfg.subgraphs !== 'object') throw new Error('supergraph.yaml: subgraphs is required');
  return cfg;
}

export function composeSupergraph(cfg = readSupergraphConfig()): { sdl: string; errors: null } | { sdl: null; errors: string[] } {
  const services = Object.entries(cfg.subgraphs).map(([name, s]) => ({
    name,
    url: s.routing_url,
    typeDefs: parse(readFileSync(join(ROOT, s.schema.file), 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors) return { sdl: null, errors: result.errors.map((e) => e.message) };
  return { sdl: result.supergraphSdl, errors: null };
}
