/**
 * What a request may name and send: each bound is checked before anything is parsed or stored,
 * and a value outside it is a typed 400 naming the argument.
 */
import { AppError, isStorableText } from '@svc/core';

export const VARIANT_RE = /^[a-z][a-z0-9-]{0,31}$/;
/** Composition turns a name into an enum value of join__Graph, so it stays a plain identifier. */
export const SUBGRAPH_RE = /^[a-z][a-z0-9_]{0,47}$/;
export const CLIENT_ID_RE = /^[A-Za-z0-9_.:-]{1,128}$/;
export const MAX_ROUTING_URL = 2048;
export const MAX_HISTORY = 200;

const bad = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

export function variantName(v: string): string {
  if (!VARIANT_RE.test(v)) throw bad('variant', 'variant must be 1-32 of [a-z0-9-], starting with a letter');
  return v;
}

export function subgraphName(v: string): string {
  if (!SUBGRAPH_RE.test(v)) throw bad('subgraph', 'subgraph must be 1-48 of [a-z0-9_], starting with a letter');
  return v;
}

export function clientId(v: unknown): string {
  if (typeof v !== 'string' || !CLIENT_ID_RE.test(v))
    throw bad('clientId', 'clientId must be 1-128 of [A-Za-z0-9_.:-]');
  return v;
}

export function sdlText(v: unknown, maxBytes: number): string {
  if (typeof v !== 'string' || v.trim() === '') throw bad('sdl', 'sdl must be a non-empty string');
  if (Buffer.byteLength(v, 'utf8') > maxBytes) throw bad('sdl', `sdl is larger than ${maxBytes} bytes`);
  if (!isStorableText(v))
    throw new AppError('SVC-VALID-4007', 'sdl contains text that cannot be stored', { argument: 'sdl' });
  return v;
}

export function routingUrl(v: unknown): string {
  if (typeof v !== 'string' || v.length > MAX_ROUTING_URL)
    throw bad('routingUrl', `routingUrl must be an http(s) URL of at most ${MAX_ROUTING_URL} characters`);
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw bad('routingUrl', 'routingUrl must be an http(s) URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw bad('routingUrl', 'routingUrl must be an http(s) URL');
  if (u.username || u.password) throw bad('routingUrl', 'routingUrl must not carry credentials');
  return v;
}

export function versionNumber(v: unknown, argument: string): number {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 999_999_999)
    throw bad(argument, `${argument} must be a version number`);
  return n;
}
