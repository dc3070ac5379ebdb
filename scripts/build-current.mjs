/**
 * Whether dist/ (every process's bundle) and console/dist (the console's single-page app) are
 * current, in plain JavaScript: `npm start` asks this first, so a start with nothing to build does
 * not load the TypeScript loader (tsx) to find that out. scripts/build.ts decides with these same
 * functions before it builds.
 *
 *   node scripts/build-current.mjs    exit 0 when both are current; 1 with the reason otherwise
 *
 * package.json: `node scripts/build-current.mjs || node --import tsx scripts/build.ts && node … dist/scripts-start.mjs`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Files that change what a build produces besides its inputs. */
export const BUILD_CONFIG_FILES = [
  'scripts/build.ts',
  'scripts/build-current.mjs',
  'scripts/platform.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** Where a build of `outdir` records what it read and wrote. */
export const buildInfoFile = (outdir) => join(outdir, 'build-info.json');

/** What a build of dist/ recorded (buildInfoFile), or null without one. */
export function readBuildInfo(outdir) {
  try {
    return JSON.parse(readFileSync(buildInfoFile(outdir), 'utf8'));
  } catch {
    return null;
  }
}

const mtime = (p) => {
  try {
    return statSync(join(ROOT, p)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/**
 * Why the build `info` records is stale: a file it wrote is missing, or a file it read (or one of
 * BUILD_CONFIG_FILES) was modified after it started; null when it is current. Paths are
 * repository-relative.
 */
export function changedSince(info) {
  if (!Array.isArray(info.outputs)) return 'the last build recorded no outputs';
  for (const o of info.outputs) if (mtime(o) === Number.POSITIVE_INFINITY) return `${o} is missing`;
  for (const p of [...BUILD_CONFIG_FILES, ...info.inputs]) if (mtime(p) >= info.startedAt) return `${p} changed`;
  return null;
}

/** The console's single-page app: its sources, and where Vite writes it (git-ignored). */
export const CONSOLE_DIR = join(ROOT, 'console');
export const CONSOLE_DIST_DIR = join(CONSOLE_DIR, 'dist');
export const CONSOLE_STAMP = join(CONSOLE_DIST_DIR, '.build-stamp');
const CONSOLE_INPUTS = ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), st.mtimeMs);
}

/** Why the console needs a build, or null when console/dist is newer than every source. */
export function consoleStaleReason() {
  let built;
  try {
    built = Number(readFileSync(CONSOLE_STAMP, 'utf8'));
  } catch {
    return 'no console build yet';
  }
  for (const p of CONSOLE_INPUTS) if (newestMtime(join(CONSOLE_DIR, p)) >= built) return `console/${p} changed`;
  return null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const info = readBuildInfo(join(ROOT, 'dist'));
  const reason = (info ? changedSince(info) : 'no build yet') ?? consoleStaleReason();
  if (reason) {
    process.stdout.write(`[build] ${reason}: building\n`);
    process.exit(1);
  }
  process.stdout.write('[build] dist/ and console/dist are current\n');
}
