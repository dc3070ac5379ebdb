import { distance } from 'fastest-levenshtein';
/**
 * Typed environment reading. Each service declares its variables once (its config module) with a
 * default and a unit; `loadConfig` validates all of them at start-up and throws a ConfigError
 * naming the first bad variable, which `runService` turns into a one-line message and exit 1.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

export interface Field<T> {
  read(name: string, raw: string | undefined): T;
  /** Human description of the default and unit, for docs. */
  describe: string;
}

export function int(def: number | undefined, opts: { min?: number; max?: number; unit?: string } = {}): Field<number> {
  return {
    describe: `${def ?? '(required)'}${opts.unit ? ' ' + opts.unit : ''}`,
    read(name, raw) {
      if (raw === undefined || raw === '') {
        if (def === undefined) throw new ConfigError(name, 'is required');
        return def;
      }
      if (!/^-?\d+$/.test(raw.trim()))
        throw new ConfigError(name, `must be an integer${opts.unit ? ' (' + opts.unit + ')' : ''}, got "${raw}"`);
      const n = Number(raw);
      if (opts.min !== undefined && n < opts.min) throw new ConfigError(name, `must be >= ${opts.min}, got ${n}`);
      if (opts.max !== undefined && n > opts.max) throw new ConfigError(name, `must be <= ${opts.max}, got ${n}`);
      return n;
    },
  };
}

export const port = (def: number) => int(def, { min: 0, max: 65535, unit: 'port' });

export function str(def?: string, opts: { pattern?: RegExp; oneOf?: readonly string[] } = {}): Field<string> {
  return {
    describe: def === undefined ? '(required)' : JSON.stringify(def),
    read(name, raw) {
      const v = raw === undefined || raw === '' ? def : raw;
      if (v === undefined) throw new ConfigError(name, 'is required');
      if (opts.oneOf && !opts.oneOf.includes(v))
        throw new ConfigError(name, `must be one of ${opts.oneOf.join(', ')}, got "${v}"`);
      if (opts.pattern && !opts.pattern.test(v)) throw new ConfigError(name, `has an invalid format: "${v}"`);
      return v;
    },
  };
}

export function optionalStr(): Field<string | undefined> {
  return { describe: '(unset)', read: (_n, raw) => (raw === undefined || raw === '' ? undefined : raw) };
}

/** An absolute URL (scheme among `protocols`), or undefined when optional and unset. */
export function url(def: string | undefined, protocols: string[] = ['http:', 'https:']): Field<string> {
  return {
    describe: def ?? '(required)',
    read(name, raw) {
      const v = raw === undefined || raw === '' ? def : raw;
      if (v === undefined) throw new ConfigError(name, 'is required');
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        throw new ConfigError(name, `is not a URL`);
      }
      if (!protocols.includes(u.protocol)) throw new ConfigError(name, `must use ${protocols.join(' or ')}`);
      return v.replace(/\/$/, '');
    },
  };
}

export function optionalUrl(protocols: string[]): Field<string | undefined> {
  const inner = url('x://unused', protocols);
  return { describe: '(unset)', read: (n, raw) => (raw === undefined || raw === '' ? undefined : inner.read(n, raw)) };
}

export function bool(def: boolean): Field<boolean> {
  return {
    describe: String(def),
    read(name, raw) {
      if (raw === undefined || raw === '') return def;
      const v = raw.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      throw new ConfigError(name, `must be true or false, got "${raw}"`);
    },
  };
}

export type Schema = Record<string, Field<unknown>>;
export type ConfigOf<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** Every variable some config module of this process declared (see misspelledVariables). */
const declared = new Set<string>();

export function loadConfig<S extends Schema>(schema: S, env: NodeJS.ProcessEnv = process.env): ConfigOf<S> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema)) {
    declared.add(name);
    out[name] = field.read(name, env[name]);
  }
  return Object.freeze(out) as ConfigOf<S>;
}

/** pino's levels; anything else is a configuration error, reported before a logger exists. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const logLevel = () => str('info', { oneOf: LOG_LEVELS });

/**
 * Variables set in the environment that no config module of this process declared but that are
 * one or two edits away from one it did (`GATEWAY_API_PROT` for `GATEWAY_API_PORT`): a typo that
 * would otherwise silently leave the default in force. Call after every config module has loaded.
 * Only upper-case names with an underscore are considered, so the shell's own variables (PATH,
 * HOME, PWD) never match; a variable that is itself declared is never reported.
 */
export function misspelledVariables(
  env: NodeJS.ProcessEnv = process.env,
): Array<{ variable: string; didYouMean: string }> {
  const found: Array<{ variable: string; didYouMean: string }> = [];
  for (const name of Object.keys(env)) {
    if (declared.has(name) || !/^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name)) continue;
    let best: { d: number; n: string } | undefined;
    for (const known of declared) {
      // Short names are too close to each other for two edits to mean a typo.
      if (known.length < 6 || Math.abs(known.length - name.length) > 2) continue;
      const d = distance(name, known);
      if (d <= 2 && (!best || d < best.d)) best = { d, n: known };
    }
    if (best) found.push({ variable: name, didYouMean: best.n });
  }
  return found;
}
