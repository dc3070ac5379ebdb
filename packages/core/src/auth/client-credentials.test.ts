import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { requestClientCredentials } from './client-credentials.ts';

let server: Server;
let url: string;
const seen: { authorization?: string; body: string }[] = [];
let answer: (res: import('node:http').ServerResponse) => void;

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const c of req) body += c;
    seen.push({ authorization: req.headers.authorization, body });
    answer(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/oauth/token`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('requestClientCredentials', () => {
  it('authenticates with Basic over the form-encoded id and secret, and asks for the scope given', async () => {
    answer = (res) => res.end(JSON.stringify({ access_token: 't1', expires_in: 300 }));
    const a = await requestClientCredentials({
      tokenUrl: url,
      clientId: 'cli:1',
      clientSecret: 's&e=c',
      scope: 'a b',
      timeoutMs: 2000,
    });
    expect(a).toEqual({ status: 200, access_token: 't1', expires_in: 300 });
    const { authorization, body } = seen.at(-1)!;
    expect(Buffer.from(authorization!.replace(/^Basic /, ''), 'base64').toString()).toBe('cli%3A1:s%26e%3Dc');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ grant_type: 'client_credentials', scope: 'a b' });
  });

  it('sends no scope when none is given, and reads a refusal and a body that is not JSON', async () => {
    answer = (res) => {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'unknown client' }));
    };
    expect(
      await requestClientCredentials({ tokenUrl: url, clientId: 'c', clientSecret: 's', timeoutMs: 2000 }),
    ).toEqual({
      status: 401,
      error: 'invalid_client',
      error_description: 'unknown client',
    });
    expect(new URLSearchParams(seen.at(-1)!.body).has('scope')).toBe(false);
    answer = (res) => {
      res.statusCode = 502;
      res.end('<html>bad gateway</html>');
    };
    expect(
      await requestClientCredentials({ tokenUrl: url, clientId: 'c', clientSecret: 's', timeoutMs: 2000 }),
    ).toEqual({
      status: 502,
    });
  });
});
