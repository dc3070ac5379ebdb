/**
 * The sign-in page the authorization endpoint shows a browser that arrives without a session: a
 * plain HTML form (no script) that posts the email and password back to the same authorization
 * request. Every value is HTML-escaped; the page may not be framed (clickjacking) and may post
 * only to this origin and, after sign-in, be redirected to the request's registered redirect URI.
 * It carries a form token and sets its cookie (sign-in-form-guard.ts), so only its own post counts.
 */
import type { ServerResponse } from 'node:http';
import { FORM_TOKEN_FIELD } from './sign-in-form-guard.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function sendLoginForm(
  res: ServerResponse,
  opts: {
    status: number;
    query: string;
    clientName: string;
    redirectOrigin: string;
    formToken: { token: string; setCookie: string };
    error?: string;
    email?: string;
  },
) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem;box-sizing:border-box}button{margin-top:1.2rem;padding:.5rem 1rem}.error{color:#b00020}</style>
</head><body>
<h1>Sign in</h1>
<p>to continue to <strong>${escapeHtml(opts.clientName)}</strong></p>
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post" action="?${escapeHtml(opts.query)}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(opts.formToken.token)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(opts.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</body></html>`;
  res.writeHead(opts.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'set-cookie': opts.formToken.setCookie,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${opts.redirectOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  });
  res.end(html);
}
