/** OAuth helpers for tests that call the platform's {auth_url} as a partner would. */

/** An access token from the client_credentials grant (client_secret_basic); throws on anything but 200. */
export async function clientCredentialsToken(
  authBase: string,
  client: { clientId: string; clientSecret: string },
): Promise<string> {
  const r = await fetch(`${authBase}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  if (r.status !== 200) throw new Error(`client_credentials for ${client.clientId}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}
