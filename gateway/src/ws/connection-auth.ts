/**
 * WebSocket authentication (spec: Authentication → WebSocket authentication). The upgrade itself
 * carries no credential; `connection_init` does, in one of three places:
 *   payload.authorization          "Bearer <token>" (scheme case-insensitive)
 *   payload.token                  the raw token
 *   payload.headers.authorization  "Bearer <token>"
 * The chain's wsInitToken row (chain/steps/credential.ts) reads it with tokenFromInitPayload and
 * refuses API keys in every form; the token then runs the same verification and revocation steps
 * as HTTP.
 */
import { AppError } from '@svc/core';

const BEARER = /^bearer\s+(\S+)\s*$/i;

export function tokenFromInitPayload(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const headers = p.headers && typeof p.headers === 'object' ? (p.headers as Record<string, unknown>) : {};
  const fromHeader = (v: unknown) =>
    typeof v === 'string' ? (BEARER.exec(v)?.[1] ?? (v.trim().startsWith('svc_') ? v.trim() : null)) : null;
  const candidates = [
    fromHeader(p.authorization),
    typeof p.token === 'string' ? p.token.trim() : null,
    fromHeader(headers.authorization ?? headers.Authorization),
  ].filter((t): t is string => !!t);
  if (new Set(candidates).size > 1) throw new AppError('SVC-AUTH-1003', 'send one token in connection_init');
  return candidates[0] ?? null;
}
