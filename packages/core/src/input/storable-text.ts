/**
 * The one rule for input a database cannot store: PostgreSQL `text` refuses U+0000, and a lone
 * UTF-16 surrogate has no UTF-8 encoding (it is stored as U+FFFD or refused, so what comes back is
 * not what was sent). Each service applies it at its edge so such input is a typed 400 there,
 * never a 500 from deep inside a repository. Structured input (JSON bodies, gRPC messages,
 * GraphQL arguments) is walked iteratively with a bounded depth: attacker-controlled nesting must
 * not reach any recursion, ours or a library's.
 */
import { AppError } from '../errors/app-error.ts';

/** Deepest nesting of arrays/objects accepted in structured input (a SCIM body needs ~5). */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnstorableReason = 'nul' | 'lone_surrogate';

/** Why `s` cannot be stored as PostgreSQL text, or null when it can. */
export function unstorableReason(s: string): UnstorableReason | null {
  // Fast path: nothing at or below U+0000 and no surrogate at all (the common case).
  if (!/[\u0000\uD800-\uDFFF]/.test(s)) return null;
  if (s.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(s) ? 'lone_surrogate' : null;
}

export function isStorableText(s: string): boolean {
  return unstorableReason(s) === null;
}

export type InputProblem =
  | { kind: 'unstorable'; reason: UnstorableReason; path: string }
  | { kind: 'too_deep'; path: string; maxDepth: number };

/** A short human text for a problem, safe to show (no input echoed). */
export function describeInputProblem(p: InputProblem): string {
  const where = p.path ? ` at ${p.path}` : '';
  if (p.kind === 'too_deep') return `input is nested more than ${p.maxDepth} levels deep${where}`;
  return p.reason === 'nul'
    ? `input contains a NUL character${where}`
    : `input contains an unpaired UTF-16 surrogate${where}`;
}

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  // Keys are attacker text too: shown only when short and plain.
  const shown = /^[A-Za-z0-9_$-]{1,64}$/.test(key) ? key : '?';
  return parent ? `${parent}.${shown}` : shown;
}

/**
 * The first problem in a JSON-like value (strings, numbers, booleans, null, arrays, plain objects;
 * Buffers and other binary are skipped): unstorable text in any string or object key, or nesting
 * deeper than `maxDepth` containers. Iterative (an explicit stack), so any depth is safe to check.
 */
export function findInputProblem(value: unknown, opts: { maxDepth?: number; path?: string } = {}): InputProblem | null {
  const maxDepth = opts.maxDepth ?? MAX_INPUT_DEPTH;
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: opts.path ?? '' }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (typeof v === 'string') {
      const reason = unstorableReason(v);
      if (reason) return { kind: 'unstorable', reason, path };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || v instanceof Date) continue;
    if (depth >= maxDepth) return { kind: 'too_deep', path, maxDepth };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: pathOf(path, i) });
      continue;
    }
    for (const key of Object.keys(v)) {
      const reason = unstorableReason(key);
      if (reason) return { kind: 'unstorable', reason, path: pathOf(path, '?') };
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1, path: pathOf(path, key) });
    }
  }
  return null;
}

/**
 * The nesting depth of a JSON text, measured on the characters before JSON.parse builds (and a
 * reviver or consumer recurses into) anything; strings are skipped so brackets inside them do not
 * count. Linear, no recursion.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0,
    max = 0,
    inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** The typed error for a problem: SVC-VALID-4007 (unstorable text) or SVC-VALID-4008 (too deep). */
export function inputProblemError(p: InputProblem): AppError {
  return new AppError(p.kind === 'too_deep' ? 'SVC-VALID-4008' : 'SVC-VALID-4007', describeInputProblem(p), {
    path: p.path || undefined,
  });
}

/** Throws the typed error when `value` holds anything findInputProblem reports. */
export function assertStorableInput(value: unknown, opts: { maxDepth?: number; path?: string } = {}): void {
  const p = findInputProblem(value, opts);
  if (p) throw inputProblemError(p);
}
