/**
 * The trusted-document row's own cost (gateway/src/graphql/trusted-documents.ts), in process: the
 * decision for a request by hash alone, with a registered text (SHA-256 of it, then a lookup), and
 * with an unregistered text in `log` mode, against a set of 20,000 documents over 20 clients (the
 * registry's default bound per variant).
 *
 *   node --import tsx bench/trusted-documents.ts
 */
import { createHash } from 'node:crypto';
import type { Logger } from '@svc/core';
import { TrustedDocuments, type TrustedDocumentSet } from '../gateway/src/graphql/trusted-documents.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const doc = (i: number) =>
  `query Op${i}($id: ID!) { workspace(id: $id) { id name members(first: 20) { edges { node { id email givenName familyName } } } } }`;
const set: TrustedDocumentSet = {};
for (let i = 0; i < 20_000; i++) (set[`client${i % 20}`] ??= {})[sha(doc(i))] = doc(i);
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

function run(label: string, mode: 'enforce' | 'log', payload: Record<string, unknown>, client: string) {
  const t = new TrustedDocuments({
    mode,
    enforcedClients: [],
    allowIntrospection: false,
    maxTokens: 10_000,
    log: quiet,
  });
  t.load(set);
  for (let i = 0; i < 20_000; i++) t.decide(payload, client);
  const n = 200_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) t.decide(payload, client);
  const us = ((performance.now() - started) * 1000) / n;
  console.log(`${label.padEnd(44)} ${us.toFixed(2)} µs/decision`);
}

run(
  'enforce, by hash alone (registered)',
  'enforce',
  { extensions: { persistedQuery: { version: 1, sha256Hash: sha(doc(0)) } } },
  'client0',
);
run('enforce, with its text (registered)', 'enforce', { query: doc(0) }, 'client0');
run('log, an unregistered text', 'log', { query: `${doc(0)} ` }, 'client0');
