/**
 * The platform's audit trail, for identity's own code, tools, tests and benches. No other service
 * imports it: services append through identity's AppendServiceEvents (ADR 007).
 */
export {
  AUDIT_ACTIONS,
  AUDIT_CATEGORIES,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditCategory,
  type AuditOutcome,
  type AuditActionEntry,
} from './catalogue.ts';
export { AuditInputError, chainKeyFor, type AuditEventInput, type AuditDetails } from './audit-event-input.ts';
export {
  AuditTrail,
  auditTrailFromKeysDir,
  type AppendedAuditEvent,
  type AuditAppendHook,
  type AuditTrailOptions,
} from './audit-trail.ts';
export { AuditRecorder } from './audit-recorder.ts';
export { auditWebhookRelayHook, AUDIT_EVENT_PREFIX } from './webhook-relay-hook.ts';
export { FileAuditKeyProvider, type AuditKeyProvider, type AuditSigningKey } from './audit-keys.ts';
// Exports: the object store and the presigned download URLs identity signs and serves.
export {
  LocalFileObjectStore,
  objectStoreFromConfig,
  objectStoreSchema,
  type ObjectStore,
  type ObjectStoreConfig,
} from './export/object-store.ts';
export { loadUrlSigningKey, verifyPresigned, presign, EXPORT_PATH_PREFIX } from './export/presigned-url.ts';
export { tenantObjectPrefix } from './export/audit-export-service.ts';
