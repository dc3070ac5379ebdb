/**
 * WebSocket authentication (spec: Authentication → WebSocket authentication). The upgrade itself
 * carries no credential; `connection_init` does, in one of three places:
 *   payload.authorization          "Bearer <token>" (scheme case-insensitive)
 *   payload.token                  the raw token
 *   payload.headers.authorization  "Bearer <token>"
 * API keys are refused in every form. The token is validated by the same validator and
 * revocation check as HTTP.
 */
import { AppError } from '@svc/core';
import type { JwtValidator, AccessClaims } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';

const BEARER = /^bearer\s+(\S+)\s*$/i;

export function tokenFromInitPayload(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const headers = p.headers && typeof p.headers === 'object' ? (p.headers as Record<string, unknown>) : {};
  const fromHeader = (v: unknown) => (typeof v === 'string' ? BEARER.exec(v)?.[1] ?? (v.trim().startsWith('svc_') ? v.trim() : null) : null);
  const candidates = [fromHeader(p.authorization), typeof p.token === 'string' ? p.token.trim() : null, fromHeader(headers.authorization ?? headers.Authorization)].filter((t): t is string => !!t);
  if (new Set(candidates).size > 1) throw new AppError('SVC-AUTH-1003', 'send one token in connection_init');
  return candidates[0] ?? null;
}

export async function authenticateConnection(payload: unknown, validator: JwtValidator, revocation: RevocationChecker): Promise<AccessClaims> {
  const token = tokenFromInitPayload(payload);
  if (!token) throw new AppError('SVC-AUTH-1000', 'connection_init must carry an access token');
  if (token.startsWith('svc_')) throw new AppError('SVC-AUTH-1011', 'API keys are not accepted on the WebSocket transport');
  const claims = await validator.validate(token);
  await revocation.assertNotRevoked(claims.jti, claims.fid);
  return claims;
}

/** Subscriptions need `ai:invoke` or `ai:execute`; our scope grammar's equivalent is svc:llm:model:invoke. */
export const SUBSCRIPTION_PERMISSIONS = ['ai:invoke', 'ai:execute', 'svc:llm:model:invoke'];

export function assertMayStream(claims: AccessClaims, covers: (granted: readonly string[], wanted: string) => boolean) {
  if (!SUBSCRIPTION_PERMISSIONS.some((p) => covers(claims.permissions, p))) throw new AppError('SVC-AUTH-1010', 'subscriptions need ai:invoke or ai:execute');
}
