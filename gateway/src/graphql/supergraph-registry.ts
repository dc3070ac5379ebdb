/**
 * The supergraph from the schema registry (SUPERGRAPH_SOURCE=registry): `GET
 * /v1/variants/:variant/supergraph` with the last ETag (304: nothing to do), as a client of
 * identity's client credentials holding svc:registry:supergraph:read. Every version the gateway
 * applied is written to SUPERGRAPH_CACHE_PATH (rename into place), so a gateway that starts while
 * the registry is down serves the last good version and says so in /readyz (`supergraph`,
 * non-critical). A version the gateway refuses is reported the same way while the previous one
 * keeps serving.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '@svc/core';
import { ClientCredentialsToken } from '../auth/client-credentials-token.ts';

export const SUPERGRAPH_READ_SCOPE = 'svc:registry:supergraph:read';

export interface RegistrySourceOptions {
  registryUrl: string;
  variant: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  cachePath: string;
  log: Logger;
  timeoutMs?: number;
}

export class RegistrySupergraphSource {
  private etag: string | null = null;
  /** Why the registry's current version is not what serves, or null when it is. */
  private problem: string | null = null;
  /** The version that serves, as the registry numbered it (null: from the cache). */
  version: number | null = null;
  private offered: number | null = null;

  private tokens: ClientCredentialsToken;

  constructor(private o: RegistrySourceOptions) {
    this.tokens = new ClientCredentialsToken({ ...o, scope: SUPERGRAPH_READ_SCOPE });
  }

  /** The registry's supergraph when it changed since the last call, null when it did not. */
  async fetch(): Promise<string | null> {
    try {
      const r = await fetch(
        `${this.o.registryUrl.replace(/\/$/, '')}/v1/variants/${encodeURIComponent(this.o.variant)}/supergraph`,
        {
          headers: {
            authorization: `Bearer ${await this.tokens.get()}`,
            ...(this.etag ? { 'if-none-match': this.etag } : {}),
          },
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
        },
      );
      if (r.status === 304) {
        await r.body?.cancel();
        this.offered = Number(r.headers.get('x-supergraph-version')) || this.offered;
        if (this.problem?.startsWith('the registry')) this.problem = null;
        return null;
      }
      if (r.status === 401) this.tokens.reset();
      if (r.status !== 200) throw new Error(`the registry answered ${r.status}`);
      const sdl = await r.text();
      this.etag = r.headers.get('etag');
      this.offered = Number(r.headers.get('x-supergraph-version')) || null;
      if (this.problem?.startsWith('the registry')) this.problem = null;
      return sdl;
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      this.problem = `the registry cannot be reached (${err.cause?.code ?? err.message}): serving ${this.version === null ? 'the last good supergraph from the cache' : `version ${this.version}`}`;
      throw new Error(this.problem);
    }
  }

  /** The cached last good supergraph, or null when there is none. */
  async cached(): Promise<string | null> {
    return readFile(this.o.cachePath, 'utf8').catch(() => null);
  }

  /**
   * At start: the registry's supergraph, else the cached last good one, else an error. `known`, a
   * supergraph the gateway already holds (the cache, built while it waited to start), is asked for
   * by its hash (the registry's ETag is the SHA-256 of the SDL): when it is the current version,
   * the registry answers 304 and `known` is returned without a transfer.
   */
  async initial(known?: string): Promise<string> {
    if (known !== undefined) this.etag = `"${createHash('sha256').update(known).digest('hex')}"`;
    try {
      const sdl = await this.fetch();
      if (sdl !== null) return sdl;
      if (known !== undefined) return known;
    } catch (e) {
      this.o.log.warn(
        { err: (e as Error).message, cache: this.o.cachePath },
        'supergraph registry unreachable at start: serving the cached last good supergraph',
      );
    }
    let cached: string;
    try {
      cached = await readFile(this.o.cachePath, 'utf8');
    } catch {
      throw new Error(
        `SUPERGRAPH_SOURCE=registry: the registry at ${this.o.registryUrl} has no supergraph for variant ${this.o.variant} (or cannot be reached) and there is no cached one at ${this.o.cachePath}`,
      );
    }
    this.etag = null;
    this.problem ??= 'the registry cannot be reached: serving the cached last good supergraph';
    return cached;
  }

  /** The version now serving: kept on disk for a restart while the registry is down. */
  async applied(sdl: string): Promise<void> {
    this.version = this.offered;
    if (!this.problem?.startsWith('the registry cannot')) this.problem = null;
    await mkdir(dirname(this.o.cachePath), { recursive: true });
    const tmp = `${this.o.cachePath}.${process.pid}.tmp`;
    await writeFile(tmp, sdl, { mode: 0o600 });
    await rename(tmp, this.o.cachePath);
  }

  refused(reason: string): void {
    this.problem = `version ${this.offered ?? '?'} from the registry was refused (${reason.slice(0, 300)}): ${this.version === null ? 'the cached supergraph' : `version ${this.version}`} keeps serving`;
  }

  /** For /readyz: throws while the registry's current version is not the one serving. */
  async check(): Promise<void> {
    if (this.problem) throw new Error(this.problem);
  }
}
