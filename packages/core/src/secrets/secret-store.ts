/**
 * The one secret store a tenant's credential reference (a private endpoint's `authSecretRef`) is
 * resolved through. A reference is `<scheme>:<name>` and is always resolved inside the owning
 * workspace's own namespace, so one tenant cannot name another tenant's secret, nor any secret of
 * the platform itself (its database URL, its keys), and have it sent to an endpoint it controls:
 *
 * | reference | reads | unset or absent |
 * |---|---|---|
 * | `env:NAME`  | the environment variable `PE_SECRET__<workspaceId>__<NAME>` | SVC-ENDPOINT-4312 |
 * | `file:NAME` | the file `<PRIVATE_ENDPOINT_SECRETS_DIR>/<workspaceId>/<NAME>` (at most 8 KiB, one trailing newline dropped) | SVC-ENDPOINT-4312 (also when the directory is not configured) |
 *
 * `NAME` is letters, digits and single underscores (env) or letters, digits, `.`, `_`, `-` not
 * starting with a dot (file); the workspace id must have the same shape as an env name part. With
 * `__` forbidden inside both parts the variable name maps back to exactly one (workspace, name).
 * A file that resolves (through symbolic links) outside the workspace's folder is refused. Any
 * other scheme (`vault:`, an absolute path, …) fails closed with SVC-ENDPOINT-4312: no such
 * backend is wired. Errors never carry the reference's value nor the secret.
 */
import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { AppError } from '../errors/index.ts';

export interface SecretStore {
  /** The secret a reference names within `workspaceId`'s namespace; SVC-ENDPOINT-4312 when it cannot. */
  resolve(ref: string, workspaceId: string): Promise<string>;
}

export interface SecretStoreOptions {
  env: NodeJS.ProcessEnv;
  /** Root of the per-workspace secret folders (`file:` references); unset: `file:` fails closed. */
  filesDir?: string;
}

const MAX_SECRET_BYTES = 8 * 1024;
const ENV_PART = /^[A-Za-z0-9]+(_[A-Za-z0-9]+)*$/;
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

const unresolved = (reason: string) => new AppError('SVC-ENDPOINT-4312', undefined, { reason });

/** The variable an `env:` reference reads, or null when the workspace id or name cannot be mapped unambiguously. */
export function secretEnvName(workspaceId: string, name: string): string | null {
  if (workspaceId.length > 128 || name.length > 128 || !ENV_PART.test(workspaceId) || !ENV_PART.test(name)) return null;
  return `PE_SECRET__${workspaceId}__${name}`;
}

export function createSecretStore(opts: SecretStoreOptions): SecretStore {
  async function fromFile(workspaceId: string, name: string): Promise<string> {
    if (!opts.filesDir) throw unresolved('file-store-not-configured');
    if (!FILE_NAME.test(name) || !ENV_PART.test(workspaceId)) throw unresolved('malformed-reference');
    const folder = join(opts.filesDir, workspaceId);
    let real: string;
    let realFolder: string;
    try {
      [real, realFolder] = await Promise.all([realpath(join(folder, name)), realpath(folder)]);
    } catch {
      throw unresolved('not-found');
    }
    if (!real.startsWith(realFolder + sep)) throw unresolved('outside-namespace');
    let raw: Buffer;
    try {
      raw = await readFile(real);
    } catch {
      throw unresolved('not-found');
    }
    if (raw.length > MAX_SECRET_BYTES) throw unresolved('too-large');
    return raw.toString('utf8').replace(/\r?\n$/, '');
  }

  return {
    async resolve(ref, workspaceId) {
      const colon = ref.indexOf(':');
      const scheme = colon > 0 ? ref.slice(0, colon) : '';
      const name = ref.slice(colon + 1);
      let secret: string;
      if (scheme === 'env') {
        const variable = secretEnvName(workspaceId, name);
        if (!variable) throw unresolved('malformed-reference');
        secret = opts.env[variable] ?? '';
      } else if (scheme === 'file') {
        secret = await fromFile(workspaceId, name);
      } else {
        throw unresolved('unsupported-scheme');
      }
      if (secret === '') throw unresolved('not-found');
      // It is sent as a header value: anything but printable ASCII is unusable there, not silently cut.
      if (/[^\x20-\x7e]/.test(secret)) throw unresolved('not-a-header-value');
      return secret;
    },
  };
}
