/**
 * Trusted documents (persisted-query safelisting): the operations each client registered in the
 * schema registry (`npx svc documents publish`), loaded by trusted-documents-source.ts.
 *
 * - A request may name a registered document by hash alone (`extensions.persistedQuery
 *   {version: 1, sha256Hash}` as Apollo's clients send it, or `documentId: "sha256:<hex>"` of the
 *   GraphQL-over-HTTP persisted documents appendix): its text comes from here.
 * - `TRUSTED_DOCUMENTS=enforce`: a document that is not in the caller's client's list is refused
 *   (SVC-GQL-4112), before it is parsed, so an unregistered document learns nothing of the schema.
 *   With TRUSTED_DOCUMENTS_CLIENTS set, only those clients are held to it; the others are logged.
 *   Introspection-only documents pass when TRUSTED_DOCUMENTS_INTROSPECTION is on (INTROSPECTION
 *   still decides whether introspection is served at all).
 * - `log`: everything passes; unregistered documents are counted and logged once per client and hash.
 * - `off`: nothing is loaded and nothing is looked at.
 *
 * The caller's client is the `apollographql-client-name` header, else the OAuth client of its
 * credential. The header is the caller's claim: safelisting bounds which operations run, not who
 * runs them (that is the credential's and policy's job).
 */
import { createHash } from 'node:crypto';
import { Kind, parse, type DocumentNode } from 'graphql';
import { AppError, type Logger, boundedCache } from '@svc/core';

export type TrustedDocumentsMode = 'off' | 'log' | 'enforce';

/** Every client's documents: client name → document id (SHA-256 hex of the body) → body. */
export type TrustedDocumentSet = Record<string, Record<string, string>>;

export const CLIENT_NAME_HEADER = 'apollographql-client-name';
const CLIENT_NAME_RE = /^[A-Za-z0-9_.:@/-]{1,100}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const INTROSPECTION_ROOTS = new Set(['__schema', '__type', '__typename']);

export interface TrustedDocumentsOptions {
  mode: TrustedDocumentsMode;
  /** Clients held to `enforce`; empty: every client. */
  enforcedClients: readonly string[];
  allowIntrospection: boolean;
  maxTokens: number;
  log: Logger;
}

/** What the policy decided for one request. */
export interface TrustedDecision {
  /** The document's text when the request named a registered document by hash alone. */
  query?: string;
  /** The document's hash when it is registered for the caller's client. */
  trusted: string | null;
}

/** A hash a request names, as bare lower-case hex; null when it names none or not in a form used here. */
export function namedHash(payload: Record<string, unknown>): string | null {
  const ext = payload.extensions;
  let v: unknown;
  if (ext && typeof ext === 'object' && !Array.isArray(ext)) {
    const pq = (ext as { persistedQuery?: unknown }).persistedQuery;
    if (pq && typeof pq === 'object' && !Array.isArray(pq) && (pq as { version?: unknown }).version === 1)
      v = (pq as { sha256Hash?: unknown }).sha256Hash;
  }
  if (v === undefined) v = payload.documentId;
  if (typeof v !== 'string' || v.length > 71) return null;
  const hex = (v.startsWith('sha256:') ? v.slice(7) : v).toLowerCase();
  return HEX64.test(hex) ? hex : null;
}

export class TrustedDocuments {
  private byClient = new Map<string, Map<string, string>>();
  private any = new Map<string, string>();
  private enforced: Set<string> | null;
  /** Whether a set was ever loaded (from the registry or the disk copy). */
  loaded = false;
  readonly stats = { trusted: 0, unregistered: 0, refused: 0 };
  /** Unregistered (client, hash) pairs already logged: each is logged once while it stays here. */
  private logged = boundedCache<string, true>(10_000);

  constructor(private o: TrustedDocumentsOptions) {
    this.enforced = o.enforcedClients.length ? new Set(o.enforcedClients) : null;
  }

  get mode(): TrustedDocumentsMode {
    return this.o.mode;
  }

  get size(): number {
    return this.any.size;
  }

  /** Replaces the set (a new revision from the registry, or the disk copy at start). */
  load(set: TrustedDocumentSet): void {
    const byClient = new Map<string, Map<string, string>>();
    const any = new Map<string, string>();
    for (const [client, docs] of Object.entries(set)) {
      const m = new Map<string, string>();
      for (const [id, body] of Object.entries(docs)) {
        m.set(id, body);
        any.set(id, body);
      }
      byClient.set(client, m);
    }
    this.byClient = byClient;
    this.any = any;
    this.loaded = true;
  }

  /** The caller's client name: the header when it is well formed, else the credential's OAuth client. */
  static clientOf(headers: Record<string, string | string[] | undefined> | null, oauthClient: string | undefined) {
    const h = headers?.[CLIENT_NAME_HEADER];
    if (typeof h === 'string' && CLIENT_NAME_RE.test(h)) return h;
    return oauthClient ?? null;
  }

  /**
   * The decision for a request's envelope from `client`. Throws SVC-GQL-4112 when the document
   * must be refused; otherwise says what the request's text is when it came by hash alone.
   */
  decide(payload: Record<string, unknown>, client: string | null): TrustedDecision {
    const own = client === null ? undefined : this.byClient.get(client);
    const enforce =
      this.o.mode === 'enforce' && (this.enforced === null || (client !== null && this.enforced.has(client)));
    const named = namedHash(payload);
    const text = payload.query;
    if (typeof text !== 'string' || text === '') {
      if (named === null) return { trusted: null };
      const mine = own?.get(named);
      if (mine !== undefined) {
        this.stats.trusted++;
        return { query: mine, trusted: named };
      }
      if (enforce) return this.refuse(client);
      // Not the caller's, but registered by another client: served, and counted as unregistered.
      const other = this.any.get(named);
      if (other === undefined) return { trusted: null };
      this.unregistered(client, named);
      return { query: other, trusted: null };
    }
    const hash = createHash('sha256').update(text).digest('hex');
    if (own?.has(hash)) {
      this.stats.trusted++;
      return { trusted: hash };
    }
    if (enforce) {
      if (this.o.allowIntrospection && this.introspectionOnly(text)) return { trusted: null };
      return this.refuse(client);
    }
    this.unregistered(client, hash);
    return { trusted: null };
  }

  private refuse(client: string | null): never {
    this.stats.refused++;
    throw new AppError(
      'SVC-GQL-4112',
      client === null
        ? `this document is not a trusted document: name the client (${CLIENT_NAME_HEADER} header) and send one of the documents it published to the schema registry`
        : `this document is not a trusted document of client ${client}: publish the client's persisted-query manifest (npx svc documents publish) and send its operations`,
      { client },
    );
  }

  private unregistered(client: string | null, hash: string): void {
    this.stats.unregistered++;
    const key = `${client ?? ''}\u0000${hash}`;
    if (this.logged.has(key)) return;
    this.logged.set(key, true);
    this.o.log.info({ client, hash }, 'unregistered GraphQL document (TRUSTED_DOCUMENTS=log: served)');
  }

  /** Whether every operation of `text` selects only introspection fields at its root. */
  private introspectionOnly(text: string): boolean {
    let doc: DocumentNode;
    try {
      doc = parse(text, { noLocation: true, maxTokens: this.o.maxTokens });
    } catch {
      return false;
    }
    let operations = 0;
    for (const d of doc.definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) continue;
      if (d.kind !== Kind.OPERATION_DEFINITION || d.operation !== 'query') return false;
      operations++;
      for (const s of d.selectionSet.selections)
        if (s.kind !== Kind.FIELD || !INTROSPECTION_ROOTS.has(s.name.value)) return false;
    }
    return operations > 0;
  }
}
