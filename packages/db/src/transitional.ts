/**
 * TRANSITIONAL (ADR 008). A service's client or transaction used on another owner's tables, until
 * that access moves behind the owner's gRPC API or events. The borrowed models are generated into
 * the borrowing service's client (prisma/clients.mjs) and granted to its role (migration
 * 20261128300000_transitional_cross_owner_grants); their types differ from the owner client's, so
 * each such hand-over is marked here by name. When the last call goes, delete this file.
 */
export function crossOwner<T>(clientOrTx: object): T {
  return clientOrTx as T;
}
