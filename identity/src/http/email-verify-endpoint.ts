/**
 * The mailed verification links (an e-mail address, or the EMAIL method of a domain verification):
 * GET /email/verify?token=… answers a small page with a button, and
 * only its POST spends the token. A GET never changes anything, so mail scanners that prefetch
 * links cannot verify an address on the recipient's behalf. The answer never says why a token
 * failed (unknown, used, expired): 400 with one text.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_STORE, readOAuthForm } from './oauth-form.ts';
import type { Logger } from '@svc/core';

/** Spends a mailed token of one kind; false when the token is not one of its kind or not open. */
export type MailedTokenVerifier = (token: string) => Promise<boolean>;

const page = (status: number, body: string) => ({
  status,
  html: `<!doctype html><meta charset="utf-8"><title>E-mail verification</title><body>${body}</body>`,
});
const HEADERS = {
  ...NO_STORE,
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; form-action 'self'",
  'referrer-policy': 'no-referrer',
};
// base64url: the alphabet the tokens are minted in, so the token can be echoed into the form as is.
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

function send(res: ServerResponse, p: { status: number; html: string }) {
  res.writeHead(p.status, { ...HEADERS, 'content-length': Buffer.byteLength(p.html) });
  res.end(p.html);
}

const invalid = () =>
  page(400, '<p>This link is not valid. It may have expired or been used already; request a new one.</p>');

export function createEmailVerifyPage() {
  return function emailVerifyPage(req: IncomingMessage, res: ServerResponse) {
    const token = new URL(req.url ?? '/', 'http://identity').searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) return send(res, invalid());
    send(
      res,
      page(
        200,
        `<form method="post" action="verify"><input type="hidden" name="token" value="${token}"><button>Verify my e-mail address</button></form>`,
      ),
    );
  };
}

/** `verifiers`: e-mail verification, then the EMAIL method of domain verification (tokens are distinct random values). */
export function createEmailVerifyEndpoint(opts: { verifiers: MailedTokenVerifier[]; bodyLimit: number; log: Logger }) {
  return async function emailVerifyEndpoint(req: IncomingMessage, res: ServerResponse, requestId: string) {
    let token = '';
    try {
      token = (await readOAuthForm(req, opts.bodyLimit)).get('token') ?? '';
    } catch {
      return send(res, invalid());
    }
    if (!TOKEN.test(token)) return send(res, invalid());
    try {
      let verified = false;
      for (const verify of opts.verifiers) if (!verified) verified = await verify(token);
      if (!verified) return send(res, invalid());
    } catch (e) {
      opts.log.error({ err: (e as Error).message, requestId }, 'e-mail verification failed');
      return send(res, page(503, '<p>Verification is unavailable right now; try the link again later.</p>'));
    }
    send(res, page(200, '<p>Your e-mail address is verified.</p>'));
  };
}
