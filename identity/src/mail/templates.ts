/**
 * The platform's mail templates: plain text, one function each, the link and nothing secret but
 * the one-time token the recipient needs. Subjects stay generic (they show in notifications).
 */
import type { MailMessage } from './mailer.ts';

const footer = '\n\nIf you did not expect this message, you can ignore it.\n';

export const verificationMail = (to: string, link: string, ttlHours: number): MailMessage => ({
  to,
  kind: 'verify-email',
  subject: 'Verify your e-mail address',
  text: `Open this link to verify your e-mail address:\n\n${link}\n\nThe link works once and expires in ${ttlHours} hours.${footer}`,
});

export const invitationMail = (
  to: string,
  link: string,
  organizationName: string,
  role: string,
  expiresAt: Date,
): MailMessage => ({
  to,
  kind: 'invitation',
  subject: `You are invited to ${organizationName}`,
  text: `You were invited to join ${organizationName} with the role ${role}.\n\nSign in with this address, then open this link to accept:\n\n${link}\n\nThe invitation expires at ${expiresAt.toISOString()}.${footer}`,
});

export const emailChangeConfirmMail = (to: string, link: string, ttlHours: number): MailMessage => ({
  to,
  kind: 'email-change-confirm',
  subject: 'Confirm your new e-mail address',
  text: `Someone asked to use this address for their account. Open this link while signed in to confirm:\n\n${link}\n\nThe link works once and expires in ${ttlHours} hours.${footer}`,
});

export const emailChangeNoticeMail = (to: string, newAddressHint: string): MailMessage => ({
  to,
  kind: 'email-change-notice',
  subject: 'Your e-mail address is being changed',
  text: `A change of your account's e-mail address to ${newAddressHint} was requested. Until it is confirmed, this address stays in use; you can cancel the change while signed in.\n\nIf you did not ask for it, cancel it and change your password.\n`,
});

export const emailChangedMail = (to: string, newAddressHint: string): MailMessage => ({
  to,
  kind: 'email-changed',
  subject: 'Your e-mail address was changed',
  text: `Your account's e-mail address was changed to ${newAddressHint}. This address no longer signs in.\n\nIf you did not do this, contact your organization's administrator.\n`,
});

export const domainChallengeMail = (to: string, domain: string, link: string, expiresAt: Date): MailMessage => ({
  to,
  kind: 'domain-verification',
  subject: `Verify the domain ${domain}`,
  text: `An organization on our platform asked to verify that it controls ${domain}. If it is yours, open this link to confirm:\n\n${link}\n\nThe link expires at ${expiresAt.toISOString()}.${footer}`,
});

/** `a***@example.com`: enough for the owner to recognize an address, not to harvest it. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
