/**
 * Registered trusted documents as a usage source for checks: a document whose coordinates include
 * a coordinate is a use of it by the client that registered it (count 1, lastSeen its
 * registration). Registration does not age out like recorded traffic, so `since` does not apply:
 * a shipped client keeps sending its documents for as long as it is installed.
 */
import type { CoordinateUse, UsageSource } from '../usage/usage-source.ts';
import type { DocumentRepository } from './document-repository.ts';

export class DocumentUsageSource implements UsageSource {
  constructor(private docs: DocumentRepository) {}

  async usesOf(variant: string, coordinates: string[], _since: Date): Promise<Map<string, CoordinateUse[]>> {
    const out = new Map<string, CoordinateUse[]>();
    if (coordinates.length === 0) return out;
    const wanted = new Set(coordinates);
    for (const d of await this.docs.touching(variant, coordinates)) {
      for (const c of d.coordinates) {
        if (!wanted.has(c)) continue;
        let uses = out.get(c);
        if (!uses) out.set(c, (uses = []));
        uses.push({
          kind: 'document',
          client: d.clientName,
          clientVersion: d.clientVersion,
          name: d.operationName,
          hash: d.id,
          count: 1,
          lastSeen: d.createdAt.toISOString(),
        });
      }
    }
    return out;
  }
}
