/**
 * `npm run keys:rotate`: schedules a new ES256 signing key in KEYS_DIR. It is published at once
 * and signs KEY_PUBLISH_AHEAD_SECONDS later, so every edge's JWKS cache holds it first; the old
 * key stays published until every token it signed has expired. Running identities pick the
 * change up within KEY_RELOAD_INTERVAL_MS, or at once on SIGHUP.
 *
 *   --immediate   sign with the new key at once (after a key compromise; edges fetch the
 *                 unknown kid on first sight, so expect a brief burst of JWKS fetches)
 */
import { loadConfig, SPEC_LIMITS } from '@svc/core';
import { identitySchema } from '../config.ts';
import { FileKeyProvider } from '../keys/file-key-provider.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--immediate');
if (unknown.length > 0) {
  process.stderr.write(`keys:rotate: unknown argument ${unknown[0]} (usage: keys:rotate [--immediate])\n`);
  process.exit(1);
}
try {
  // Only the key settings: rotating keys must not need a database.
  const cfg = loadConfig({
    KEYS_DIR: identitySchema.KEYS_DIR,
    KEY_PUBLISH_AHEAD_SECONDS: identitySchema.KEY_PUBLISH_AHEAD_SECONDS,
  });
  const keys = new FileKeyProvider({
    dir: cfg.KEYS_DIR,
    publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const now = Date.now();
  const kid = await keys.rotate(now, { immediate: args.includes('--immediate') });
  const k = keys.publishedKeys(now).find((p) => p.kid === kid)!;
  console.log(
    JSON.stringify({
      kid,
      publishedAt: new Date(now).toISOString(),
      signsFrom: new Date(k.activatesAt).toISOString(),
      published: keys.publishedKeys(now).map((p) => p.kid),
      keysDir: cfg.KEYS_DIR,
    }),
  );
} catch (e) {
  process.stderr.write(`keys:rotate: ${(e as Error).message}\n`);
  process.exit(1);
}
