import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createGraphiQL } from './graphiql.ts';

let server: Server;
let base: string;
let other = 0;
beforeAll(async () => {
  const ide = createGraphiQL({
    authUrl: 'http://auth.example:4001',
    clientId: 'cli_spa',
    scope: 'openid svc:iam:user:read',
  });
  server = createServer((req, res) => {
    if (ide.serve(req, res, (req.url ?? '/').split('?')[0])) return;
    other++;
    res.writeHead(418).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('GraphiQL routes', () => {
  it('serves the page to a browser asking for HTML at /graphql, with a CSP for this origin and {auth_url} only', async () => {
    const r = await fetch(`${base}/graphql?query=%7B__typename%7D`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/auth\.example:4001;/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const html = await r.text();
    expect(html).toContain('id="token"');
    // Scripts and styles come from this origin; the only other address is the configured {auth_url}.
    expect(html.match(/https?:\/\/[^"<\s]+/g)?.map((u) => new URL(u).origin)).toEqual([
      'http://auth.example:4001',
      'http://auth.example:4001',
    ]);
    expect(html).not.toContain('{auth_url}');
    expect(html).toContain('data-client-id="cli_spa"');
    expect(html).toContain('id="sign-in"');
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
  });

  it('has no Sign in button without a configured client, and escapes what it puts in the markup', async () => {
    const ide = createGraphiQL({ authUrl: 'http://auth.example', clientId: '', scope: '"><script>x</script>' });
    const s = createServer((req, res) => void ide.serve(req, res, '/graphql'));
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    try {
      const html = await (
        await fetch(`http://127.0.0.1:${(s.address() as { port: number }).port}/graphql`, {
          headers: { accept: 'text/html' },
        })
      ).text();
      expect(html).not.toContain('id="sign-in"');
      expect(html).toContain('data-scope="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    } finally {
      await new Promise((r) => s.close(r));
    }
  });

  it('serves each asset from the npm packages with its type, and nothing else', async () => {
    for (const [name, type] of [
      ['react.js', 'text/javascript'],
      ['react-dom.js', 'text/javascript'],
      ['graphiql.js', 'text/javascript'],
      ['graphiql.css', 'text/css'],
      ['boot.js', 'text/javascript'],
    ]) {
      const r = await fetch(`${base}/graphiql/${name}`);
      expect(r.status, name).toBe(200);
      expect(r.headers.get('content-type'), name).toContain(type);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await r.arrayBuffer()).byteLength, name).toBeGreaterThan(100);
    }
    const before = other;
    for (const path of ['/graphiql/../package.json', '/graphiql/nope.js', '/graphiql/', '/graphql'])
      await fetch(`${base}${path}`);
    // A GraphQL client (no text/html) and a POST go on to the GraphQL handler.
    await fetch(`${base}/graphql`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(other - before).toBe(5);
  });
});
