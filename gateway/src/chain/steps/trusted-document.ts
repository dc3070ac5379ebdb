import type { Step } from '../step.ts';
import { TrustedDocuments } from '../../graphql/trusted-documents.ts';

/**
 * Trusted documents (graphql/trusted-documents.ts): a registered document named by hash alone
 * gets its text here; with TRUSTED_DOCUMENTS=enforce a document not in the caller's client's list
 * is refused (SVC-GQL-4112) before it is parsed. Null or `off`: the step does nothing.
 */
export const trustedDocument =
  (trusted: TrustedDocuments | null): Step =>
  (ctx) => {
    if (!trusted || trusted.mode === 'off') return;
    const gql = ctx.gql!;
    const client = TrustedDocuments.clientOf(ctx.http?.headers ?? null, ctx.claims?.client_id);
    const d = trusted.decide(gql.payload, client);
    if (d.query !== undefined) {
      gql.query = d.query;
      gql.fromTrustedDocument = true;
    }
  };
