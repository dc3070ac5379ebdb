/**
 * The mailer without SMTP_URL writes .eml files and logs their path, never the body (which holds
 * one-time tokens); with an SMTP server that refuses, sending fails with SVC-SERVER-9001.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import type { Logger } from '@svc/core';
import { createMailer } from './mailer.ts';

function capturingLog() {
  const lines: unknown[][] = [];
  const rec = (...args: unknown[]) => void lines.push(args);
  return { lines, log: { info: rec, warn: rec, error: rec, debug: rec } as unknown as Logger };
}

describe('mailer', () => {
  it('writes each message as an .eml file under the mail folder and logs the path only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    const { lines, log } = capturingLog();
    const mailer = createMailer({ dir, from: 'SVC <no-reply@localhost>', log, timeoutMs: 1000 });
    const secret = 'tok_ZmFrZS10b2tlbi1mb3ItdGVzdHM';
    await mailer.send({
      to: 'a@test.local',
      subject: 'Verify your e-mail address',
      text: `link https://x.test/?token=${secret}`,
      kind: 'verify-email',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/verify-email-[0-9a-f]{8}\.eml$/);
    const eml = readFileSync(join(dir, files[0]), 'utf8');
    expect(eml).toMatch(/^From: SVC <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: a@test\.local$/m);
    expect(eml).toContain(secret);
    expect(JSON.stringify(lines)).toContain(files[0]);
    expect(JSON.stringify(lines)).not.toContain(secret);
    mailer.close();
  });

  it('answers SVC-SERVER-9001 when the SMTP server is unreachable, without logging the body', async () => {
    // A port that was just free and is closed again: connection refused.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { lines, log } = capturingLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dir: '/nonexistent',
      from: 'x@localhost',
      log,
      timeoutMs: 1000,
    });
    await expect(
      mailer.send({ to: 'a@test.local', subject: 's', text: 'token=secret-value', kind: 'k' }),
    ).rejects.toMatchObject({ code: 'SVC-SERVER-9001' });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    mailer.close();
  });
});
