/**
 * The trusted documents of the gateway's variant from the schema registry: `GET
 * /v1/variants/:variant/trusted-documents` with the last ETag (304: nothing to do), polled every
 * interval, as the same OAuth client that reads the supergraph (svc:registry:documents:read).
 * Every set applied is written beside the supergraph cache (rename into place), so a gateway that
 * starts while the registry is down enforces its last good copy; with neither, it enforces an
 * empty set (fail closed) and /readyz says so (`trustedDocuments`, non-critical).
 */
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '@svc/core';
import { ClientCredentialsToken } from '../auth/client-credentials-token.ts';
import type { TrustedDocumentSet, TrustedDocuments } from './trusted-documents.ts';

export const DOCUMENTS_READ_SCOPE = 'svc:registry:documents:read';
const HEX64 = /^[0-9a-f]{64}$/;

export interface TrustedDocumentsSourceOptions {
  registryUrl: string;
  variant: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  cachePath: string;
  intervalMs: number;
  log: Logger;
  timeoutMs?: number;
}

/** A set as the registry sends it (and as it is kept on disk), checked before it replaces the current one. */
export function parseDocumentSet(v: unknown): { revision: string; clients: TrustedDocumentSet } {
  const o = v as { revision?: unknown; clients?: unknown } | null;
  if (!o || typeof o !== 'object' || typeof o.revision !== 'string') throw new Error('not a trusted-document set');
  const clients = o.clients;
  if (!clients || typeof clients !== 'object' || Array.isArray(clients)) throw new Error('not a trusted-document set');
  for (const docs of Object.values(clients as Record<string, unknown>)) {
    if (!docs || typeof docs !== 'object' || Array.isArray(docs)) throw new Error('not a trusted-document set');
    for (const [id, body] of Object.entries(docs as Record<string, unknown>))
      if (!HEX64.test(id) || typeof body !== 'string') throw new Error('not a trusted-document set');
  }
  return { revision: o.revision, clients: clients as TrustedDocumentSet };
}

export class RegistryTrustedDocumentsSource {
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Why the registry's current set is not the one enforced, or null when it is. */
  private problem: string | null = null;
  revision: string | null = null;

  private tokens: ClientCredentialsToken;

  constructor(
    private o: TrustedDocumentsSourceOptions,
    private target: TrustedDocuments,
  ) {
    this.tokens = new ClientCredentialsToken({ ...o, scope: DOCUMENTS_READ_SCOPE });
  }

  /** One poll: a changed set is applied and kept on disk; unchanged or unreachable changes nothing. */
  async poll(): Promise<void> {
    try {
      const r = await fetch(
        `${this.o.registryUrl.replace(/\/$/, '')}/v1/variants/${encodeURIComponent(this.o.variant)}/trusted-documents`,
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
        this.problem = null;
        return;
      }
      if (r.status === 401) this.tokens.reset();
      if (r.status !== 200) {
        await r.body?.cancel();
        throw new Error(`the registry answered ${r.status}`);
      }
      const text = await r.text();
      const set = parseDocumentSet(JSON.parse(text));
      this.target.load(set.clients);
      this.revision = set.revision;
      this.etag = r.headers.get('etag');
      this.problem = null;
      await this.keep(text).catch((e: Error) =>
        this.o.log.warn({ err: e.message }, 'the trusted documents were not cached'),
      );
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      this.problem = `the trusted documents cannot be read from the registry (${err.cause?.code ?? err.message}): enforcing ${this.revision === null ? (this.target.loaded ? 'the last good copy from the cache' : 'an empty set') : `revision ${this.revision}`}`;
      throw new Error(this.problem);
    }
  }

  private async keep(text: string): Promise<void> {
    await mkdir(dirname(this.o.cachePath), { recursive: true });
    const tmp = `${this.o.cachePath}.${process.pid}.tmp`;
    await writeFile(tmp, text, { mode: 0o600 });
    await rename(tmp, this.o.cachePath);
  }

  /** At start: the registry's set, else the last good copy on disk, else an empty set (fail closed). */
  async start(): Promise<void> {
    try {
      await this.poll();
    } catch (e) {
      try {
        const set = parseDocumentSet(JSON.parse(await readFile(this.o.cachePath, 'utf8')));
        this.target.load(set.clients);
        this.problem = `the registry cannot be reached: enforcing the last good trusted documents from the cache (revision ${set.revision})`;
        this.o.log.warn({ err: (e as Error).message, cache: this.o.cachePath }, this.problem);
      } catch {
        this.o.log.warn(
          { err: (e as Error).message, cache: this.o.cachePath },
          'no trusted documents from the registry and none cached: every document counts as unregistered',
        );
      }
    }
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.poll()
          .catch(() => {})
          .finally(() => {
            if (!this.stopped) tick();
          });
      }, this.o.intervalMs);
      this.timer.unref();
    };
    if (this.o.intervalMs > 0) tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** For /readyz: throws while the registry's current set is not the one enforced. */
  async check(): Promise<void> {
    if (this.problem) throw new Error(this.problem);
  }
}
