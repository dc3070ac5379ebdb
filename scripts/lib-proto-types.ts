/**
 * gRPC contract types, shared by `npm run codegen` and `npm run schema:check`: runs
 * @grpc/proto-loader's `proto-loader-gen-types` over every .proto under proto/ with the options
 * packages/grpc/src/load.ts loads them with at run time, so the generated message, client and
 * handler types describe exactly the objects grpc-js hands over. Types only: nothing generated is
 * loaded at run time.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { LOADER_OPTIONS } from '../packages/grpc/src/load-options.ts';

export const ROOT = join(import.meta.dirname, '..');
export const PROTO_DIR = join(ROOT, 'proto');
export const PROTO_TYPES_DIR = join(ROOT, 'packages', 'grpc', 'src', 'generated');

/** Every file under `dir`, as sorted paths relative to it. */
export function listFiles(dir: string, suffix = ''): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile() && d.name.endsWith(suffix))
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

/** Regenerates the types of every proto into `outDir` (emptied first, so a removed proto leaves nothing behind). */
export function generateProtoTypes(outDir = PROTO_TYPES_DIR): string[] {
  const protos = listFiles(PROTO_DIR, '.proto');
  const bin = join(
    dirname(createRequire(join(ROOT, 'packages', 'grpc', 'package.json')).resolve('@grpc/proto-loader/package.json')),
    'build',
    'bin',
    'proto-loader-gen-types.js',
  );
  rmSync(outDir, { recursive: true, force: true });
  // The file names go first: the CLI's array option --includeDirs would swallow those after it.
  execFileSync(
    process.execPath,
    [
      bin,
      ...protos.map((p) => p.split('\\').join('/')),
      '--keepCase',
      `--longs=${LOADER_OPTIONS.longs.name}`,
      `--enums=${LOADER_OPTIONS.enums.name}`,
      '--defaults',
      '--oneofs',
      '--grpcLib=@grpc/grpc-js',
      '--importFileExtension=.ts',
      `--outDir=${outDir}`,
      '--includeDirs=proto',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return listFiles(outDir);
}

/** Files that differ between two generated trees (missing on either side, or other content). */
export function diffTrees(expected: string, actual: string): string[] {
  const a = listFiles(expected);
  const b = new Set(listFiles(actual));
  const out = a.filter(
    (f) => !b.has(f) || readFileSync(join(expected, f), 'utf8') !== readFileSync(join(actual, f), 'utf8'),
  );
  for (const f of b) if (!a.includes(f)) out.push(f);
  return out.sort();
}
