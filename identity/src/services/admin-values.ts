/** Small value helpers shared by the administration services. */
import { AppError } from '@svc/core';

/** RFC 3339 UTC, or '' for absent (the gRPC contract's convention). */
export const iso = (d: Date | null | undefined): string => (d ? d.toISOString() : '');

export const invalidArgument = (argument: string, message: string) =>
  new AppError('SVC-VALID-4000', message, { argument });

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 instant, or SVC-VALID-4004. */
export function parseInstant(v: string, argument: string): Date {
  const ms = RFC3339.test(v) ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) throw new AppError('SVC-VALID-4004', `${argument} must be an RFC 3339 timestamp`, { argument });
  return new Date(ms);
}

const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed, lower-cased e-mail address, or SVC-VALID-4000. */
export function normalizeEmail(v: string, argument = 'email'): string {
  const e = (v ?? '').trim().toLowerCase();
  if (e.length > 254 || !EMAIL_RE.test(e)) throw invalidArgument(argument, `${argument} is not a valid e-mail address`);
  return e;
}

/** A required display string: trimmed, 1..max characters, no control characters. */
export function displayText(v: string, argument: string, max = 100): string {
  const t = (v ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!t || t.length > max || /[\u0000-\u001f\u007f]/.test(t))
    throw invalidArgument(argument, `${argument} must be 1 to ${max} characters`);
  return t;
}
