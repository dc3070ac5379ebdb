/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/) with the `standardwebhooks`
 * reference library: `webhook-id` (the delivery id, stable across retries so receivers can
 * deduplicate), `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256>`, one per valid secret, space-separated, so a receiver holding either
 * the old or the new secret verifies during a rotation's overlap).
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function signatureHeaders(msgId: string, at: Date, body: string, secrets: string[]): Record<string, string> {
  if (secrets.length === 0) throw new Error('no signing secret');
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' '),
  };
}

/** The body a receiver gets: `{ id, type, timestamp, workspaceId, data }`. */
export function webhookBody(event: {
  id: string;
  type: string;
  workspaceId: string;
  occurredAt: Date;
  payload: unknown;
}): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    workspaceId: event.workspaceId,
    data: event.payload,
  });
}
