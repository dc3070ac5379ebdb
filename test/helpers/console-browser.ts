/**
 * What the console's browser tests share: the console origin Playwright forwards to the console
 * server's loopback port (the seeded public client's redirect URI names that origin), the refusal
 * of any request off the machine, axe-core run in the page, and "the page is interactive".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { base32Decode, hotp, timeStep } from '../../identity/src/services/totp.ts';

// What the functions evaluated in the page use there (this project's tsconfig has no DOM library).
declare const document: { querySelector(s: string): unknown };

export const CONSOLE = 'http://localhost:3000';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopback = (url: string) => LOOPBACK.has(new URL(url).hostname);

/**
 * Forwards the console origin to `server` (the console server's loopback address) and refuses,
 * recording it in `outside`, any request to a host other than loopback.
 */
export async function routeConsole(context: BrowserContext, opts: { server: string; auth: string; outside: string[] }) {
  await context.route('**/*', async (route) => {
    const u = new URL(route.request().url());
    if (!isLoopback(u.href)) {
      opts.outside.push(u.href);
      return route.abort('blockedbyclient');
    }
    if (u.origin === CONSOLE)
      return route.fulfill({
        response: await route.fetch({ url: `${opts.server}${u.pathname}${u.search}`, maxRedirects: 0 }),
      });
    // Playwright routes the first request of a redirect chain only, so the sign-in's redirect back
    // to the forwarded console origin is followed by a navigation of its own.
    if (u.origin === opts.auth && u.pathname === '/oauth/authorize') {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location ?? '';
      if (response.status() !== 302 || !location.startsWith(`${CONSOLE}/`)) return route.fulfill({ response });
      const html = `<!doctype html><meta http-equiv="refresh" content="0;url=${location.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'cache-control': 'no-store' },
        body: html,
      });
    }
    return route.continue();
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in the page (evaluated through the DevTools protocol: the console's CSP allows no inline script). */
export async function axeViolations(pg: Page): Promise<{ id: string; impact: string; nodes: number }[]> {
  await pg.evaluate(axeSource);
  return pg.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<any> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
}

/** The page is interactive: its heading is there and nothing is still loading. */
export const settled = (pg: Page) =>
  pg.waitForFunction(() => !!document.querySelector('main h1') && !document.querySelector('.loading'), undefined, {
    timeout: 60_000,
  });

/** Current TOTP codes for `secret`, never the same time step twice (the platform refuses a replay). */
export function totpCodes(secretB32: string) {
  const secret = base32Decode(secretB32);
  const used = new Set<number>();
  return () => {
    const now = timeStep(Date.now());
    const step = [now - 1, now, now + 1].find((x) => !used.has(x))!;
    used.add(step);
    return hotp(secret, step);
  };
}
