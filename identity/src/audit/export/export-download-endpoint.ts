/**
 * GET /audit/exports/<object>?tenant=&exp=&sig=: serves an audit export (.audit.zip) or subject
 * access bundle that identity stored and presigned, on identity's HTTP listener; the gateway
 * proxies the public path here and holds neither the URL key nor the store. The URL is the
 * credential: its HMAC must verify under identity's URL key, it must not have expired, and the
 * object must belong to the tenant the URL was signed for. Every refusal is the same 403 SVC-AUTH-1008, so a refused
 * URL tells nothing about which part was wrong.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@svc/core';
import { verifyPresigned } from './presigned-url.ts';
import { tenantObjectPrefix } from './audit-export-service.ts';
import type { ObjectStore } from './object-store.ts';

export function createAuditExportDownload(deps: { store: ObjectStore; urlKey: Buffer; now?: () => number }) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET') throw new AppError('SVC-VALID-4041');
    const ok = verifyPresigned(deps.urlKey, url.pathname, url.searchParams, deps.now?.() ?? Date.now());
    if (!ok || !ok.objectKey.startsWith(`${tenantObjectPrefix(ok.tenant)}_`))
      throw new AppError('SVC-AUTH-1008', 'The download link is not valid or has expired.');
    const bytes = await deps.store.get(ok.objectKey);
    if (!bytes) throw new AppError('SVC-VALID-4041', 'The export does not exist.');
    res.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': bytes.length,
      'content-disposition': `attachment; filename="${ok.objectKey}"`,
      'cache-control': 'no-store',
    });
    res.end(bytes);
  };
}
