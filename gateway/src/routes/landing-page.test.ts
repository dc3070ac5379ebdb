import { describe, it, expect, afterEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLandingPage } from './landing-page.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** The page behind a real loopback listener; anything it does not serve answers 404. */
async function serve(authIssuer: string): Promise<string> {
  const page = createLandingPage({ authIssuer, graphiql: false });
  server = createServer((req, res) => {
    if (!page.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(404).end();
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('landing page', () => {
  it('escapes the configured issuer in the HTML and keeps it exact in the JSON', async () => {
    const issuer = 'https://auth.example.com/t&u/"><script>x</script>';
    const base = await serve(issuer);
    const page = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
    expect(page).not.toContain('<script');
    expect(page).toContain(
      'href="https://auth.example.com/t&amp;u/&quot;&gt;&lt;script&gt;x&lt;/script&gt;/.well-known/openid-configuration"',
    );
    const json = await (await fetch(`${base}/`)).json();
    expect(json.openidConfiguration).toBe(`${issuer}/.well-known/openid-configuration`);
  });

  it("serves only GET and HEAD of / (anything else is the listener's)", async () => {
    const base = await serve('http://localhost:4001/');
    expect((await (await fetch(`${base}/`)).json()).openidConfiguration).toBe(
      'http://localhost:4001/.well-known/openid-configuration',
    );
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/x`)).status).toBe(404);
  });
});
