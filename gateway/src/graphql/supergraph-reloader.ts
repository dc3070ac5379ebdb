/**
 * Hot reload of the supergraph: the gateway polls SUPERGRAPH_PATH (stat every
 * SUPERGRAPH_RELOAD_INTERVAL_MS; a rename-into-place or an in-place write both show) and, when its
 * content changed, builds everything that depends on it (@apollo/gateway's executor and API schema,
 * the @requiresScopes table, subscription owners, a document cache for the new schema) off to the
 * side. Only when all of that succeeded does it switch, in one synchronous step, so a request sees
 * either the old supergraph or the new one. A supergraph that does not load (unparsable, invalid,
 * a root field without @requiresScopes, a feature the gateway cannot serve) is refused and logged;
 * the last good one keeps serving. No listener closes and no request is dropped: the old
 * executor stays usable for requests already running and is stopped after a grace period.
 *
 * With `fetch` (SUPERGRAPH_SOURCE=registry, supergraph-registry.ts) the SDL comes from it every
 * `intervalMs` instead of the file; it answers null when nothing changed.
 */
import { readFile } from 'node:fs/promises';
import { watchFile, unwatchFile } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Logger } from '@svc/core';

export interface SupergraphReloaderOptions<T> {
  path: string;
  intervalMs: number;
  log: Logger;
  /** The SDL now serving (its hash decides whether a change is one). */
  initialSdl: string;
  /** Builds everything for `sdl`, or throws; nothing it builds is in use yet. */
  prepare(sdl: string): Promise<T>;
  /** Switches to what `prepare` built (synchronous: no request sees half of it). */
  activate(next: T): void;
  /** Where the SDL comes from instead of `path`: null when it did not change. */
  fetch?: () => Promise<string | null>;
  /** Told of each supergraph applied, and of each refused with the reason. */
  onApplied?: (sdl: string) => Promise<void> | void;
  onRefused?: (reason: string) => void;
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

export class SupergraphReloader<T> {
  private current: string;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  /** Outcomes so far, for /metrics and tests. */
  readonly stats = { applied: 0, refused: 0 };

  constructor(private opts: SupergraphReloaderOptions<T>) {
    this.current = hash(opts.initialSdl);
  }

  start(): void {
    if (this.opts.intervalMs <= 0) return;
    if (this.opts.fetch) {
      this.timer = setInterval(() => void this.check(), this.opts.intervalMs);
      this.timer.unref();
      return;
    }
    watchFile(this.opts.path, { interval: this.opts.intervalMs, persistent: false }, () => void this.check());
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    else unwatchFile(this.opts.path);
  }

  /** Re-reads the file and applies it if it changed; concurrent calls coalesce into one more run. */
  check(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.once();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async once(): Promise<void> {
    let sdl: string;
    if (this.opts.fetch) {
      try {
        const fetched = await this.opts.fetch();
        if (fetched === null) return;
        sdl = fetched;
      } catch (e) {
        // Unreachable is a state the source reports in /readyz, not a refusal of a supergraph.
        this.opts.log.debug(
          { err: (e as Error).message },
          'supergraph poll failed; the last good supergraph keeps serving',
        );
        return;
      }
    } else {
      try {
        sdl = await readFile(this.opts.path, 'utf8');
      } catch (e) {
        this.stats.refused++;
        this.opts.log.error(
          { err: (e as Error).message, path: this.opts.path },
          'supergraph reload refused: the file cannot be read; the last good supergraph keeps serving',
        );
        return;
      }
    }
    const h = hash(sdl);
    if (h === this.current) return;
    let next: T;
    try {
      next = await this.opts.prepare(sdl);
    } catch (e) {
      this.stats.refused++;
      // Remember it: the same bad file is refused once, not on every poll.
      this.current = h;
      this.opts.onRefused?.((e as Error).message);
      this.opts.log.error(
        { err: (e as Error).message, path: this.opts.fetch ? undefined : this.opts.path },
        'supergraph reload refused: it does not load; the last good supergraph keeps serving',
      );
      return;
    }
    this.opts.activate(next);
    this.current = h;
    this.stats.applied++;
    await Promise.resolve(this.opts.onApplied?.(sdl)).catch((e: Error) =>
      this.opts.log.warn({ err: e.message }, 'the applied supergraph was not cached'),
    );
    this.opts.log.info(
      { source: this.opts.fetch ? 'registry' : this.opts.path, sha256: h.slice(0, 12) },
      'supergraph reloaded',
    );
  }
}
