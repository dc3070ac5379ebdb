/**
 * Outbound e-mail. With SMTP_URL set, nodemailer delivers over SMTP; without it (the embedded
 * defaults of `npm start`) each message is written as an RFC 5322 `.eml` file under MAIL_DIR and
 * the file's path is logged, so every flow that mails a link works on one machine. Neither path
 * logs a message body: bodies carry one-time tokens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { AppError, type Logger } from '@svc/core';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, the only part: templates are text-first. */
  text: string;
  /** What the message is for, for logs and tests (never the token). */
  kind: string;
}

export interface Mailer {
  /** Sends one message; SVC-SERVER-9001 when the transport refused it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files to `dir`. */
  smtpUrl?: string;
  /** Folder of the .eml files when smtpUrl is unset. */
  dir: string;
  from: string;
  log: Logger;
  /** SMTP socket timeouts (ms). */
  timeoutMs: number;
}

export function createMailer(o: MailerOptions): Mailer {
  if (o.smtpUrl) {
    const transport = nodemailer.createTransport(o.smtpUrl, {
      connectionTimeout: o.timeoutMs,
      greetingTimeout: o.timeoutMs,
      socketTimeout: o.timeoutMs,
    } as never);
    return {
      async send(m) {
        try {
          const info = await transport.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text });
          o.log.info({ event: 'mail.sent', kind: m.kind, messageId: info.messageId }, 'mail sent');
        } catch (e) {
          o.log.error({ event: 'mail.failed', kind: m.kind, err: (e as Error).message }, 'mail not sent');
          throw new AppError('SVC-SERVER-9001', 'the mail could not be sent');
        }
      },
      close: () => transport.close(),
    };
  }
  // nodemailer's stream transport builds the same MIME message the SMTP path would send.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      try {
        const info = await transport.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text });
        await mkdir(o.dir, { recursive: true, mode: 0o700 });
        const file = join(
          o.dir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.kind}-${randomBytes(4).toString('hex')}.eml`,
        );
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        o.log.info({ event: 'mail.written', kind: m.kind, file }, 'mail written (SMTP_URL unset)');
      } catch (e) {
        o.log.error({ event: 'mail.failed', kind: m.kind, err: (e as Error).message }, 'mail not written');
        throw new AppError('SVC-SERVER-9001', 'the mail could not be sent');
      }
    },
    close: () => transport.close(),
  };
}
