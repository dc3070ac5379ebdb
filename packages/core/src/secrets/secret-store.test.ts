import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../errors/index.ts';
import { createSecretStore, secretEnvName } from './secret-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'secret-store-'));
mkdirSync(join(dir, 'ws_a'));
mkdirSync(join(dir, 'ws_b'));
writeFileSync(join(dir, 'ws_a', 'llm-key'), 'sk-file-secret\n');
writeFileSync(join(dir, 'ws_b', 'other'), 'sk-of-b');
writeFileSync(join(dir, 'ws_a', 'big'), 'x'.repeat(9000));
writeFileSync(join(dir, 'ws_a', 'ctl'), 'a\u0000b');
writeFileSync(join(dir, 'outside'), 'platform secret');
symlinkSync(join(dir, 'outside'), join(dir, 'ws_a', 'escape'));
const env = { PE_SECRET__ws_a__LLM_KEY: 'sk-env-secret', DATABASE_URL: 'postgresql://secret' };
const store = createSecretStore({ env, filesDir: dir });

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('SVC-ENDPOINT-4312');
    expect((e as AppError).message).not.toMatch(/sk-|secret:|postgres/);
    return String((e as AppError).details?.reason);
  }
  throw new Error('resolved');
}

describe('secret store', () => {
  it('resolves env: and file: references inside the workspace namespace', async () => {
    expect(await store.resolve('env:LLM_KEY', 'ws_a')).toBe('sk-env-secret');
    expect(await store.resolve('file:llm-key', 'ws_a')).toBe('sk-file-secret');
  });

  it("never reaches another workspace's secret nor the platform's own", async () => {
    expect(await reason(store.resolve('env:LLM_KEY', 'ws_b'))).toBe('not-found');
    expect(await reason(store.resolve('file:other', 'ws_a'))).toBe('not-found');
    expect(await reason(store.resolve('file:llm-key', 'ws_b'))).toBe('not-found');
    expect(await reason(store.resolve('env:DATABASE_URL', 'ws_a'))).toBe('not-found');
    expect(await reason(store.resolve('file:../outside', 'ws_a'))).toBe('malformed-reference');
    expect(await reason(store.resolve('file:/etc/passwd', 'ws_a'))).toBe('malformed-reference');
    expect(await reason(store.resolve('file:escape', 'ws_a'))).toBe('outside-namespace');
    expect(await reason(store.resolve('file:llm-key', '..'))).toBe('malformed-reference');
  });

  it('maps env names to exactly one (workspace, name): double underscores are refused', async () => {
    expect(secretEnvName('ws_a', 'B_KEY')).toBe('PE_SECRET__ws_a__B_KEY');
    expect(secretEnvName('ws_a__b', 'KEY')).toBeNull();
    expect(secretEnvName('ws_a', 'B__KEY')).toBeNull();
    expect(await reason(store.resolve('env:A__B', 'ws_a'))).toBe('malformed-reference');
  });

  it('fails closed on other schemes, a missing file store, oversize or unusable secrets', async () => {
    for (const ref of ['vault:kv/llm', 'llm-key', ':x', 'ENV:LLM_KEY', 'aws-sm:arn'])
      expect(await reason(store.resolve(ref, 'ws_a')), ref).toBe('unsupported-scheme');
    expect(await reason(createSecretStore({ env }).resolve('file:llm-key', 'ws_a'))).toBe('file-store-not-configured');
    expect(await reason(store.resolve('file:big', 'ws_a'))).toBe('too-large');
    expect(await reason(store.resolve('file:ctl', 'ws_a'))).toBe('not-a-header-value');
  });
});
