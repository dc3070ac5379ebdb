/**
 * Trusted documents, transport aside: a client's manifest is verified operation by operation
 * (id = SHA-256 of the body, parses, validates against the variant's current supergraph API
 * schema) and stored only when every operation passes; otherwise nothing is stored and the
 * refusal names each bad operation. Reads: a client's list, one document, and every document of a
 * variant for the gateway (with a revision for its ETag).
 */
import type { GraphQLSchema } from 'graphql';
import { AppError } from '@svc/core';
import type { Caller } from '../auth/token-verifier.ts';
import { apiSchemaOf } from '../compose/composition.ts';
import type { RegistryRepository } from '../store/registry-repository.ts';
import type { DocumentRepository } from './document-repository.ts';
import { readManifest, type ManifestLimits, type ManifestOperation, type OperationProblem } from './manifest.ts';
import { verifyOperations, type VerifiedDocument } from './verify-operations.ts';

export interface DocumentLimits extends ManifestLimits {
  maxPerVariant: number;
}

export interface PublishDocumentsResult {
  variant: string;
  client: string;
  clientVersion: string | null;
  /** Operations in the manifest, operations not registered before, and the client's total after. */
  operations: number;
  added: number;
  total: number;
  supergraphVersion: number;
  /**
   * Operations validated against the supergraph by this publish: 0 when every one was stored
   * since the current supergraph was composed, since each was validated against it then.
   */
  validated: number;
}

function refused(problems: OperationProblem[]): AppError {
  const first = problems[0];
  return new AppError(
    'SVC-REGISTRY-DOCUMENTS',
    `operation ${first.name ?? first.id}: ${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
    {
      errors: problems.slice(0, 100).map((p) => ({ operation: p.name, id: p.id, message: p.message })),
    },
  );
}

export class DocumentService {
  /** The API schema of the last supergraph a manifest was verified against: building it takes a while. */
  private schema: { sha256: string; schema: GraphQLSchema } | null = null;

  constructor(
    private docs: DocumentRepository,
    private registry: RegistryRepository,
    private limits: DocumentLimits,
  ) {}

  private apiSchema(sha256: string, supergraphSdl: string): GraphQLSchema {
    if (this.schema?.sha256 !== sha256) this.schema = { sha256, schema: apiSchemaOf(supergraphSdl) };
    return this.schema.schema;
  }

  async publish(
    caller: Caller,
    variant: string,
    client: string,
    clientVersion: string | null,
    manifest: unknown,
  ): Promise<PublishDocumentsResult> {
    const read = readManifest(manifest, this.limits);
    const current = await this.registry.current(variant);
    if (!current)
      throw new AppError(
        'SVC-REGISTRY-NOT-FOUND',
        `variant ${variant} has no supergraph yet: documents are verified against it`,
      );
    const known = read.problems.length
      ? null
      : await this.storedSince(variant, client, read.operations, current.createdAt);
    const verified = known
      ? { documents: known, problems: [] }
      : verifyOperations(this.apiSchema(current.sha256, current.supergraphSdl), read.operations);
    const problems = [...read.problems, ...verified.problems];
    if (problems.length) throw refused(problems);
    const stored = await this.docs.store({
      variant,
      clientName: client,
      clientVersion,
      publisherClientId: caller.clientId,
      admin: caller.orgAdmin,
      documents: verified.documents,
      maxPerVariant: this.limits.maxPerVariant,
      audit: (added) => ({
        action: 'registry.documents.published',
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        actorPrincipal: caller.principal,
        resourceOrn: `orn:svc:registry:${variant}:client/${client}`,
        details: {
          variant,
          client,
          clientVersion,
          operations: verified.documents.length,
          added,
          supergraphVersion: current.version,
        },
      }),
    });
    return {
      variant,
      client,
      clientVersion,
      operations: verified.documents.length,
      added: stored.added,
      total: stored.total,
      supergraphVersion: current.version,
      validated: known ? 0 : verified.documents.length,
    };
  }

  /**
   * The manifest's operations as the client's stored documents, when every one was stored after
   * `since` (the current supergraph's creation) under the name and type the manifest gives: a
   * document's id is its body's SHA-256, so each was validated against this very supergraph when
   * stored, and validating again (building the API schema first) would repeat that work. Null when
   * any one needs validating; a publish that re-sends what it published (every `npm start`
   * publishes the console's documents) then costs two queries.
   */
  private async storedSince(
    variant: string,
    client: string,
    operations: ManifestOperation[],
    since: Date,
  ): Promise<VerifiedDocument[] | null> {
    const rows = new Map(
      (
        await this.docs.byClient(
          variant,
          client,
          operations.map((o) => o.id),
        )
      ).map((r) => [r.id, r]),
    );
    const out: VerifiedDocument[] = [];
    for (const op of operations) {
      const r = rows.get(op.id);
      if (!r || r.createdAt <= since) return null;
      if ((op.name !== null && op.name !== r.operationName) || (op.type !== null && op.type !== r.operationType))
        return null;
      out.push({
        id: r.id,
        operationName: r.operationName,
        operationType: r.operationType as VerifiedDocument['operationType'],
        body: r.body,
        coordinates: r.coordinates,
      });
    }
    return out;
  }

  list(variant: string, client: string, limit: number) {
    return this.docs.list(variant, client, limit);
  }

  async get(variant: string, id: string) {
    const rows = await this.docs.byId(variant, id);
    if (rows.length === 0) throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no document ${id}`);
    const first = rows[0];
    return {
      id,
      operationName: first.operationName,
      operationType: first.operationType,
      body: first.body,
      coordinates: first.coordinates,
      clients: rows.map((r) => ({ client: r.clientName, clientVersion: r.clientVersion, createdAt: r.createdAt })),
    };
  }

  /** Every trusted document of the variant by client, and the revision that names this set. */
  async all(
    variant: string,
  ): Promise<{ revision: string; load: () => Promise<Record<string, Record<string, string>>> }> {
    const revision = await this.docs.revision(variant);
    return {
      revision,
      load: async () => {
        const out: Record<string, Record<string, string>> = {};
        for (const r of await this.docs.all(variant)) (out[r.clientName] ??= {})[r.id] = r.body;
        return out;
      },
    };
  }
}
