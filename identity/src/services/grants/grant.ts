/** What a grant handler receives from the token endpoint, and what it returns (the JSON body). */
import { OAuthError } from '@svc/core';
import type { AuditEventInput } from '../../audit/index.ts';
import type { ClientCredentials, ClientRecord } from '../client-authenticator.ts';

export interface TokenRequest {
  /** Form parameters, each present at most once. */
  form: Map<string, string>;
  /** Extracted client credentials (not yet authenticated), or null when none were sent. */
  credentials: ClientCredentials | null;
  authorization: string | undefined;
  requestId: string;
}

export type GrantHandler = (req: TokenRequest) => Promise<Record<string, unknown>>;

/** A required form parameter, else invalid_request. */
export function requireParam(form: Map<string, string>, name: string): string {
  const v = form.get(name);
  if (v === undefined || v === '') throw new OAuthError('invalid_request', `${name} is required`);
  return v;
}

/**
 * `auth.session.revoked` for a family revoked because its code was presented again (a replay, the
 * Security BCP's sign of a stolen code): the client presented it, on the client's chain (its
 * organization, the code's workspace when known). Appended only by the call that revokes.
 */
export function replayRevocationEvent(
  client: ClientRecord,
  code: { familyId: string; userId: string | null; workspaceId: string | null },
  grant: string,
  requestId: string,
): AuditEventInput {
  return {
    organizationId: client.organizationId,
    workspaceId: code.workspaceId ?? client.workspaceId,
    category: 'AUTHENTICATION',
    action: 'auth.session.revoked',
    outcome: 'SUCCESS',
    actorPrincipal: `client/${client.id}`,
    resourceOrn: code.userId ? `user/${code.userId}` : `token-family/${code.familyId}`,
    correlationKey: requestId,
    emitterService: 'identity',
    details: { count: 1, which: 'code_replay', grant, familyId: code.familyId },
  };
}
