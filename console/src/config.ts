/**
 * The console's runtime configuration, read from /config.json beside the bundle (written by the
 * console server from its environment), so one build runs against any platform.
 */
export interface ConsoleConfig {
  /** {auth_url}: the issuer; discovery is read from it. */
  authUrl: string;
  /** {base_url}: /graphql (HTTP and WebSocket) lives there. */
  apiUrl: string;
  /** The public OAuth client the console signs in as (no secret). */
  clientId: string;
  /** The scopes asked for; each user's grant is narrowed to their own roles. */
  scope: string;
}

export async function loadConfig(): Promise<ConsoleConfig> {
  const r = await fetch('/config.json', { cache: 'no-store' });
  if (!r.ok) throw new Error(`config.json: HTTP ${r.status}`);
  const c = (await r.json()) as Partial<ConsoleConfig>;
  for (const k of ['authUrl', 'apiUrl', 'clientId', 'scope'] as const)
    if (typeof c[k] !== 'string' || !c[k]) throw new Error(`config.json: ${k} is missing`);
  return c as ConsoleConfig;
}
