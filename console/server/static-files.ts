/**
 * The built console in memory: every file of dist/ with its precompressed .br and .gz twins (the
 * build writes them), chosen by Accept-Encoding. Read once at start: the bundle is small and
 * immutable, so no request touches the disk.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** URL path (`/assets/index-abc.js`) → file. Throws when dist/ has no index.html (not built). */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const p of walk(distDir)) {
    if (p.endsWith('.gz') || p.endsWith('.br')) continue;
    const body = readFileSync(p);
    const twin = (ext: string) => {
      try {
        return readFileSync(p + ext);
      } catch {
        return undefined;
      }
    };
    const stat = statSync(p);
    files.set(`/${relative(distDir, p).split('\\').join('/')}`, {
      body,
      br: twin('.br'),
      gzip: twin('.gz'),
      type: TYPES[extname(p)] ?? 'application/octet-stream',
      etag: `"${body.length.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    });
  }
  if (!files.has('/index.html'))
    throw new Error(`${distDir} has no index.html: build the console first (npm run build)`);
  return files;
}

/** The best encoding the client accepts among those the file has. */
export function pickEncoding(file: StaticFile, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((s) => s.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([e]) => e.toLowerCase()),
  );
  if (file.br && accepted.has('br')) return 'br';
  if (file.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}
