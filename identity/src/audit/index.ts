/**
 * The platform's audit trail. Emitters need only `AuditTrail` (or `auditTrailFromKeysDir`), the
 * catalogue types and `AuditEventInput`: `import { AuditTrail } from '@svc/identity/audit'`.
 */
export { AUDIT_ACTIONS, AUDIT_CATEGORIES, AUDIT_OUTCOMES, type AuditAction, type AuditCategory, type AuditOutcome, type AuditActionEntry } from './catalogue.ts';
export { AuditInputError, chainKeyFor, type AuditEventInput, type AuditDetails } from './audit-event-input.ts';
export { AuditTrail, auditTrailFromKeysDir, type AppendedAuditEvent, type AuditAppendHook, type AuditTrailOptions } from './audit-trail.ts';
export { AuditRecorder } from './audit-recorder.ts';
export { auditWebhookRelayHook, AUDIT_EVENT_PREFIX } from './webhook-relay-hook.ts';
export { FileAuditKeyProvider, type AuditKeyProvider, type AuditSigningKey } from './audit-keys.ts';
// Exports: the gateway serves the presigned download URLs identity signs.
export { LocalFileObjectStore, objectStoreFromConfig, objectStoreSchema, type ObjectStore, type ObjectStoreConfig } from './export/object-store.ts';
export { loadUrlSigningKey, verifyPresigned, presign, EXPORT_PATH_PREFIX } from './export/presigned-url.ts';
export { tenantObjectPrefix } from './export/audit-export-service.ts';
