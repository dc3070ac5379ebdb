/**
 * The two anonymous GraphQL exceptions: `query { publicPlans … }` and
 * `mutation { resendVerificationEmail … }`, POST only, a valid JSON body of at most 64 KiB whose
 * document holds exactly one operation with exactly one allow-listed root field. No fragments,
 * no aliases or directives on the root field, no variables-selected second operation, no
 * subscriptions. Anything else is a protected request.
 */
import { boundedCache } from '@svc/core';
import { parse, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { isAnonymousRootField } from '../policy/anonymous-fields.ts';

function hasFragmentsOrIntrospection(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const n = node as { kind?: string; name?: { value: string } };
  if (n.kind === Kind.FRAGMENT_SPREAD || n.kind === Kind.INLINE_FRAGMENT || n.kind === Kind.FRAGMENT_DEFINITION)
    return true;
  if (n.kind === Kind.FIELD && n.name?.value.startsWith('__')) return true;
  for (const v of Object.values(node)) {
    if (
      Array.isArray(v) ? v.some(hasFragmentsOrIntrospection) : typeof v === 'object' && hasFragmentsOrIntrospection(v)
    )
      return true;
  }
  return false;
}

/** True only when the raw POST body is exactly one allow-listed anonymous operation. */
export function isAnonymousOperation(method: string, body: Buffer | null, limitBytes: number): boolean {
  if (method !== 'POST' || !body || body.length > limitBytes) return false;
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    return false;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const { query, operationName, extensions } = payload as Record<string, unknown>;
  if (typeof query !== 'string' || (extensions !== undefined && extensions !== null)) return false;
  let doc: DocumentNode;
  try {
    doc = parse(query, { noLocation: true, maxTokens: 200 });
  } catch {
    return false;
  }
  if (doc.definitions.length !== 1) return false;
  const op = doc.definitions[0] as OperationDefinitionNode;
  if (op.kind !== Kind.OPERATION_DEFINITION) return false;
  if (operationName !== undefined && operationName !== null && operationName !== op.name?.value) return false;
  if (op.directives?.length || op.variableDefinitions?.length) return false;
  if (op.selectionSet.selections.length !== 1) return false;
  const field = op.selectionSet.selections[0];
  if (
    field.kind !== Kind.FIELD ||
    !isAnonymousRootField(op.operation, field.name.value) ||
    field.alias ||
    field.directives?.length
  )
    return false;
  return !hasFragmentsOrIntrospection(op.selectionSet);
}

/**
 * isAnonymousOperation with its verdicts remembered: it is a pure function of the method and the
 * body's bytes, so a repeated POST body (most clients send the same few) skips its JSON parse and
 * GraphQL parse. Bounded: bodies up to 4 KiB, at most 1,000 verdicts.
 */
export function anonymousOperationCheck(limitBytes: number): (method: string, body: Buffer | null) => boolean {
  const verdicts = boundedCache<string, boolean>(1000);
  return (method, body) => {
    if (method !== 'POST' || !body || body.length > 4096) return isAnonymousOperation(method, body, limitBytes);
    const key = body.toString('latin1');
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = isAnonymousOperation(method, body, limitBytes);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}
