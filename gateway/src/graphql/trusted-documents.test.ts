import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAppError, type Logger } from '@svc/core';
import { namedHash, TrustedDocuments, type TrustedDocumentsMode } from './trusted-documents.ts';
import { parseDocumentSet } from './trusted-documents-source.ts';
import { loadGatewayConfig } from '../config.ts';
import { trustedDocumentsFrom } from '../app.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const ME = 'query Me { me { id } }';
const PLANS = 'query Plans { publicPlans { id } }';
const lines: unknown[] = [];
const log = { info: (o: unknown) => lines.push(o), warn() {}, error() {}, debug() {} } as unknown as Logger;

function policy(mode: TrustedDocumentsMode, opts: { clients?: string[]; introspection?: boolean } = {}) {
  const t = new TrustedDocuments({
    mode,
    enforcedClients: opts.clients ?? [],
    allowIntrospection: opts.introspection ?? false,
    maxTokens: 1000,
    log,
  });
  t.load({ web: { [sha(ME)]: ME }, console: { [sha(PLANS)]: PLANS } });
  return t;
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const code = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return isAppError(e) ? e.code : String(e);
  }
};

describe('trusted documents', () => {
  it('enforce: a registered document by hash alone gets its text; with its text it passes', () => {
    const t = policy('enforce');
    expect(t.decide(byHash(sha(ME)), 'web')).toEqual({ query: ME, trusted: sha(ME) });
    expect(t.decide({ documentId: `sha256:${sha(ME)}` }, 'web')).toEqual({ query: ME, trusted: sha(ME) });
    expect(t.decide({ query: ME }, 'web')).toEqual({ trusted: sha(ME) });
    expect(t.stats.trusted).toBe(3);
  });

  it("enforce: another client's document, an unknown one, or no client name is refused with SVC-GQL-4112", () => {
    const t = policy('enforce');
    expect(code(() => t.decide({ query: PLANS }, 'web'))).toBe('SVC-GQL-4112');
    expect(code(() => t.decide(byHash(sha(PLANS)), 'web'))).toBe('SVC-GQL-4112');
    expect(code(() => t.decide({ query: '{ me { id } }' }, 'web'))).toBe('SVC-GQL-4112');
    expect(code(() => t.decide({ query: ME }, null))).toBe('SVC-GQL-4112');
    expect(t.stats.refused).toBe(4);
  });

  it('enforce with TRUSTED_DOCUMENTS_CLIENTS holds only those clients to it', () => {
    const t = policy('enforce', { clients: ['web'] });
    expect(code(() => t.decide({ query: PLANS }, 'web'))).toBe('SVC-GQL-4112');
    expect(t.decide({ query: ME }, 'mobile')).toEqual({ trusted: null });
    expect(t.stats.unregistered).toBe(1);
  });

  it('enforce lets introspection-only documents through only when allowed', () => {
    const q = '{ __schema { queryType { name } } __typename }';
    expect(code(() => policy('enforce').decide({ query: q }, 'web'))).toBe('SVC-GQL-4112');
    expect(policy('enforce', { introspection: true }).decide({ query: q }, 'web')).toEqual({ trusted: null });
    expect(
      code(() => policy('enforce', { introspection: true }).decide({ query: '{ __typename me { id } }' }, 'web')),
    ).toBe('SVC-GQL-4112');
  });

  it('log: everything passes, unregistered documents are counted and logged once per client and hash', () => {
    const t = policy('log');
    lines.length = 0;
    expect(t.decide({ query: '{ me { id } }' }, 'web')).toEqual({ trusted: null });
    expect(t.decide({ query: '{ me { id } }' }, 'web')).toEqual({ trusted: null });
    expect(t.decide(byHash(sha(PLANS)), 'web')).toEqual({ query: PLANS, trusted: null });
    expect(t.stats.unregistered).toBe(3);
    expect(lines).toHaveLength(2);
  });

  it('the client is the apollographql-client-name header when well formed, else the OAuth client', () => {
    expect(TrustedDocuments.clientOf({ 'apollographql-client-name': 'web' }, 'cli_x')).toBe('web');
    expect(TrustedDocuments.clientOf({ 'apollographql-client-name': 'bad name' }, 'cli_x')).toBe('cli_x');
    expect(TrustedDocuments.clientOf(null, undefined)).toBeNull();
  });

  it('a persistedQuery extension of any shape is a typed refusal or a decision, never another error', () => {
    const t = policy('enforce');
    const logged = policy('log');
    const hash = fc.oneof(
      fc.constant(sha(ME)),
      fc.constant(`sha256:${sha(ME)}`),
      fc.constant(sha(ME).toUpperCase()),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:sha'), maxLength: 80 }),
      fc.anything(),
    );
    const payload = fc.record(
      {
        query: fc.oneof(fc.constant(ME), fc.string({ maxLength: 50 }), fc.anything()),
        documentId: hash,
        extensions: fc.oneof(
          fc.record(
            {
              persistedQuery: fc.record(
                { version: fc.oneof(fc.constant(1), fc.anything()), sha256Hash: hash },
                { requiredKeys: [] },
              ),
            },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(payload, fc.option(fc.constantFrom('web', 'console', 'x'), { nil: null }), (p, client) => {
        const c = code(() => t.decide(p as Record<string, unknown>, client));
        expect(c === null || c === 'SVC-GQL-4112').toBe(true);
        expect(code(() => logged.decide(p as Record<string, unknown>, client))).toBeNull();
      }),
      { numRuns: 2000 },
    );
    expect(namedHash({ extensions: { persistedQuery: { version: 2, sha256Hash: sha(ME) } } })).toBeNull();
  });

  it('a set from the registry or the disk is checked before it is applied', () => {
    expect(parseDocumentSet({ revision: '1-1', clients: { web: { [sha(ME)]: ME } } }).clients.web).toBeTruthy();
    for (const bad of [null, {}, { revision: 1, clients: {} }, { revision: 'r', clients: { web: { x: ME } } }])
      expect(() => parseDocumentSet(bad)).toThrow();
  });

  it('TRUSTED_DOCUMENTS: off builds nothing; log and enforce need the registry source; bad values are refused', () => {
    const env = { SUPERGRAPH_REGISTRY_CLIENT_ID: 'c', SUPERGRAPH_REGISTRY_CLIENT_SECRET: 's' };
    expect(trustedDocumentsFrom(loadGatewayConfig({ ...env }), log)).toBeNull();
    expect(() => trustedDocumentsFrom(loadGatewayConfig({ ...env, TRUSTED_DOCUMENTS: 'enforce' }), log)).toThrow(
      /SUPERGRAPH_SOURCE=registry/,
    );
    const built = trustedDocumentsFrom(
      loadGatewayConfig({
        ...env,
        SUPERGRAPH_SOURCE: 'registry',
        TRUSTED_DOCUMENTS: 'enforce',
        TRUSTED_DOCUMENTS_CLIENTS: 'web, console',
      }),
      log,
    );
    expect(built?.policy.mode).toBe('enforce');
    expect(() => loadGatewayConfig({ TRUSTED_DOCUMENTS: 'strict' })).toThrow();
  });
});
