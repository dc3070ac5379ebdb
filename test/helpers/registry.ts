/** Helpers for tests of the schema registry (registry/): tokens for its client, small subgraphs, calls. */
import { randomBytes } from 'node:crypto';
import type { Platform } from './platform-harness.ts';

export const registryUrl = (p: Platform) => `http://127.0.0.1:${p.ports.registry}`;

/** A client-credentials token of a seeded client (default: the registry's, cli_registry_dev). */
export async function registryToken(
  p: Platform,
  client: { clientId: string; clientSecret: string } = p.creds.registryClient,
): Promise<string> {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  if (r.status !== 200) throw new Error(`token: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** A variant no other test uses (the run shares one database). */
export const freshVariant = () => `t${randomBytes(5).toString('hex')}`;

/** A tiny subgraph with one root query field per name, each gated. */
export function toySdl(fields: string[], opts: { ungated?: string[]; type?: string } = {}): string {
  const field = (f: string) =>
    `  ${f}: ${opts.type ?? 'String'}${opts.ungated?.includes(f) ? '' : ' @requiresScopes(scopes: [["svc:prompts:template:read"]])'}`;
  return `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@requiresScopes"])\n\ntype Query {\n${fields.map(field).join('\n')}\n}\n`;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export async function call(
  p: Platform,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const r = await fetch(`${registryUrl(p)}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // the supergraph is text
  }
  return { status: r.status, body: parsed, headers: r.headers, text };
}

export const publish = (
  p: Platform,
  token: string,
  variant: string,
  subgraph: string,
  sdl: string,
  routingUrl = `http://127.0.0.1:9/${subgraph}/graphql`,
) => call(p, token, 'POST', `/v1/variants/${variant}/subgraphs/${subgraph}/publish`, { sdl, routingUrl });
