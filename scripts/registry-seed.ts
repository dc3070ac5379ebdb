/**
 * `npm start`'s registry seed, run in the supervisor's process (HTTP calls only: no process of its
 * own to load). `subgraphs()` publishes every subgraph SDL committed in this repository
 * (supergraph.yaml) to the registry's variant (SUPERGRAPH_VARIANT, `dev`) as the seeded registry
 * client (cli_registry_dev, from the credentials file), with the routing URLs of this platform's
 * topology (SUBGRAPH_<NAME>_URL). A subgraph whose SDL and URL are already current publishes
 * nothing, so a restart costs one request per subgraph. The gateway then loads the supergraph
 * from the registry (SUPERGRAPH_SOURCE=registry), the production path.
 *
 * `consoleDocuments()` publishes the console's persisted-document manifest
 * (console/src/gql/persisted-documents.json, written by its codegen) as the trusted documents of
 * the console's OAuth client (CONSOLE_CLIENT_ID, the name the gateway gives a caller without an
 * apollographql-client-name header), so the console also runs under TRUSTED_DOCUMENTS=enforce. A
 * refused manifest is reported and the platform starts anyway: the gateway of `npm start` only
 * logs unregistered documents.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CONFIG_PATH, readSupergraphConfig } from './supergraph-config.ts';
import { RegistryClient, RegistryHttpError, clientCredentialsToken } from '../registry/src/cli/registry-client.ts';

export interface RegistrySeed {
  /** Publishes every committed subgraph SDL; rejects when the registry refuses one. */
  subgraphs(): Promise<void>;
  /** Publishes the console's documents; a refusal is logged, never thrown. */
  consoleDocuments(): Promise<void>;
}

const detail = (e: unknown) => (e instanceof RegistryHttpError ? JSON.stringify(e.body) : (e as Error).message);

export function registrySeed(env: NodeJS.ProcessEnv, log: (line: string) => void): RegistrySeed {
  const creds = JSON.parse(readFileSync(env.CREDENTIALS_FILE!, 'utf8')) as {
    registryClient: { clientId: string; clientSecret: string };
  };
  let token: Promise<string> | null = null;
  const client = new RegistryClient(
    env.REGISTRY_URL!,
    () =>
      (token ??= clientCredentialsToken({
        tokenUrl: `${env.IDENTITY_HTTP_URL}/oauth/token`,
        clientId: creds.registryClient.clientId,
        clientSecret: creds.registryClient.clientSecret,
      })),
  );
  const variant = env.SUPERGRAPH_VARIANT || 'dev';
  return {
    async subgraphs() {
      const cfg = readSupergraphConfig();
      try {
        for (const [name, s] of Object.entries(cfg.subgraphs)) {
          const sdl = readFileSync(resolve(dirname(CONFIG_PATH), s.schema.file), 'utf8');
          const url = env[`SUBGRAPH_${name.toUpperCase()}_URL`] || s.routing_url;
          const r = await client.publish(variant, name, sdl, url);
          log(r.unchanged ? `${name}: current (version ${r.version})` : `${name}: published (version ${r.version})`);
        }
      } catch (e) {
        throw new Error(`registry seed failed: ${detail(e)}`);
      }
    },
    async consoleDocuments() {
      const consoleManifest = resolve(dirname(CONFIG_PATH), 'console/src/gql/persisted-documents.json');
      if (!env.CONSOLE_CLIENT_ID || !existsSync(consoleManifest)) return;
      try {
        const manifest = JSON.parse(readFileSync(consoleManifest, 'utf8')) as unknown;
        const r = await client.publishDocuments(variant, env.CONSOLE_CLIENT_ID, undefined, manifest);
        log(`console documents: ${r.added} added, ${r.total} trusted for ${r.client}`);
      } catch (e) {
        log(
          `console documents not published (the console runs, but not under TRUSTED_DOCUMENTS=enforce): ${detail(e)}`,
        );
      }
    },
  };
}
