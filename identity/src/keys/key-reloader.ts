/**
 * Picks up key-file changes made by another process (`npm run keys:rotate`): a cheap stat on an
 * interval, and an immediate reload on SIGHUP. A failed reload keeps the keys already loaded.
 */
import type { Logger } from '@svc/core';
import type { KeyManager } from './key-manager.ts';

export function startKeyReloader(keys: KeyManager, opts: { intervalMs: number; log: Logger }): () => void {
  if (!keys.reloadIfChanged) return () => {};
  const reload = (why: string) => {
    try {
      if (keys.reloadIfChanged!())
        opts.log.info(
          { why, signing: keys.signingKey().kid, published: keys.publishedKeys().map((k) => k.kid) },
          'signing keys reloaded',
        );
    } catch (e) {
      opts.log.error({ err: (e as Error).message }, 'key reload failed; keeping the loaded keys');
    }
  };
  const timer = opts.intervalMs > 0 ? setInterval(() => reload('interval'), opts.intervalMs) : null;
  timer?.unref();
  const onHup = () => reload('SIGHUP');
  process.on('SIGHUP', onHup);
  return () => {
    if (timer) clearInterval(timer);
    process.off('SIGHUP', onHup);
  };
}
