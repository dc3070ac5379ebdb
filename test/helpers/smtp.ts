/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it
 * receives, parsed with `mailparser`, for tests of the platform's outbound mail.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: ParsedMail;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Waits for the first message to `address` (lower case) received after `since` messages, or fails after `timeoutMs`. */
  waitFor(address: string, opts?: { timeoutMs?: number; match?: (m: ReceivedMail) => boolean }): Promise<ReceivedMail>;
  /** Messages received so far for `address`. */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (m) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            raw: m,
          });
          for (const w of waiters) w();
          callback();
        },
        (e) => callback(e as Error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const to = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    waitFor(address, opts = {}) {
      const find = () => to(address).find((m) => !opts.match || opts.match(m));
      return new Promise((resolve, reject) => {
        const hit = find();
        if (hit) return resolve(hit);
        const check = () => {
          const m = find();
          if (!m) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} within ${opts.timeoutMs ?? 10_000} ms`));
        }, opts.timeoutMs ?? 10_000);
        waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
