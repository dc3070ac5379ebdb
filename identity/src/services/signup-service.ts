/**
 * Sign-up: a new organization (plan FREE, the user as owner), its first workspace, and the user
 * (root_scope ORGANIZATION, role ORG_ADMIN there, e-mail not yet verified), then a signed-in
 * session exactly as the password grant would issue it: an access token in a new refresh-token
 * family and a refresh token held by the first-party client SIGNUP_CLIENT_ID (refresh needs that
 * client's authentication). Codes are the identifiers callers use (orgCode is the slug).
 */
import { randomBytes } from 'node:crypto';
import { AppError, prefixedId, type Logger } from '@svc/core';
import type { SignupRepository } from '../repositories/signup-repository.ts';
import { isUniqueViolation } from '../repositories/api-key-repository.ts';
import type { PermissionService } from './permission-service.ts';
import { SessionIssuer } from './session-issuer.ts';
import { currentRequestId } from './request-context.ts';
import { hashPasswordAsync } from './password.ts';
import { displayText, invalidArgument, normalizeEmail } from './admin-values.ts';
import { organizationView, userView, workspaceView } from './tenancy-service.ts';

export const SIGNUP_ROLE = 'ORG_ADMIN';
const MIN_PASSWORD = 12;
const MAX_PASSWORD = 256;

export function slugFor(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'org';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

export class SignupService {
  constructor(
    private deps: {
      enabled: boolean;
      clientId: string;
      repo: SignupRepository;
      sessions: SessionIssuer;
      permissions: PermissionService;
      refreshTtlSeconds: number;
      log: Logger;
      clock?: () => number;
    },
  ) {}

  async signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    organizationName: string;
  }) {
    if (!this.deps.enabled) throw new AppError('SVC-SERVER-9001', 'sign-up is not enabled in this deployment');
    const email = normalizeEmail(input.email);
    const givenName = displayText(input.firstName, 'firstName');
    const familyName = displayText(input.lastName, 'lastName');
    const orgName = displayText(input.organizationName, 'organizationName');
    const password = input.password ?? '';
    if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD)
      throw invalidArgument('password', `password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters`);
    const client = await this.deps.repo.client(this.deps.clientId);
    if (!client || client.status !== 'ACTIVE' || !client.confidential || !client.allowRefresh) {
      this.deps.log.error(
        { clientId: this.deps.clientId },
        'SIGNUP_CLIENT_ID is not an active confidential client that may hold refresh tokens',
      );
      throw new AppError('SVC-SERVER-9001', 'sign-up is not configured in this deployment');
    }
    const passwordHash = await hashPasswordAsync(password);
    let created;
    for (let attempt = 0; ; attempt++) {
      try {
        created = await this.deps.repo.createTenant({
          organization: { id: prefixedId('org'), name: orgName, slug: slugFor(orgName) },
          workspace: { id: prefixedId('ws'), name: 'Default' },
          user: { id: prefixedId('usr'), email, givenName, familyName, passwordHash },
          role: SIGNUP_ROLE,
          requestId: currentRequestId(),
        });
        break;
      } catch (e) {
        // A slug collision (random suffix) is retried; nothing else is.
        if (!isUniqueViolation(e) || attempt >= 2) throw e;
      }
    }
    const { organization, workspace, user } = created;
    const access = await this.deps.permissions.access(user.id, workspace.id);
    const now = this.deps.clock?.() ?? Date.now();
    const tokens = await this.deps.sessions.issue(
      {
        clientId: client.id,
        userId: user.id,
        orgId: organization.id,
        workspaceId: workspace.id,
        roles: access.roles,
        permissions: access.permissions,
        familyId: SessionIssuer.newFamilyId(),
        refreshExpiresAt: new Date(now + this.deps.refreshTtlSeconds * 1000),
      },
      now,
    );
    this.deps.log.info(
      { event: 'signup', organizationId: organization.id, workspaceId: workspace.id, userId: user.id },
      'organization signed up',
    );
    return {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? '',
      expires_in: tokens.expires_in,
      organization: organizationView(organization),
      workspace: workspaceView(workspace),
      user: userView(user),
      email_verified: user.emailVerified,
    };
  }
}
