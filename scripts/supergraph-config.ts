/**
 * supergraph.yaml (Rover's format): where it is and what it lists. Apart from composition
 * (lib-supergraph.ts) so that `npm start`'s registry seed, which only reads the list, does not load
 * the composition libraries on every start.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

export const ROOT = join(import.meta.dirname, '..');
/** supergraph.yaml; SUPERGRAPH_CONFIG points `npm run compose` at another (its outputs go next to it). */
export const CONFIG_PATH = process.env.SUPERGRAPH_CONFIG
  ? resolve(process.env.SUPERGRAPH_CONFIG)
  : join(ROOT, 'supergraph.yaml');

interface RoverConfig {
  federation_version: string;
  subgraphs: Record<string, { routing_url: string; schema: { file: string } }>;
}

/** The @apollo/composition release that composes here: supergraph.yaml's federation_version must name it. */
export const COMPOSITION_VERSION: string = createRequire(import.meta.url)('@apollo/composition/package.json').version;

export function readSupergraphConfig(path = CONFIG_PATH): RoverConfig {
  const cfg = parseYaml(readFileSync(path, 'utf8')) as RoverConfig;
  if (!cfg?.subgraphs || typeof cfg.subgraphs !== 'object') throw new Error('supergraph.yaml: subgraphs is required');
  // Rover reads federation_version to pick its composition plugin: it must say what composes here.
  if (cfg.federation_version !== `=${COMPOSITION_VERSION}`)
    throw new Error(
      `supergraph.yaml: federation_version is ${JSON.stringify(cfg.federation_version)}, but composition here is @apollo/composition ${COMPOSITION_VERSION}: set it to "=${COMPOSITION_VERSION}"`,
    );
  return cfg;
}
