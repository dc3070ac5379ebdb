/**
 * How GraphQL names become protobuf names in the backend contracts (proto/<domain>/v1/*.proto),
 * so that mapping between the two is mechanical and needs no per-field table: fields are
 * snake_case of the GraphQL name; enum values carry their enum's SCREAMING_SNAKE name as a prefix
 * (protobuf enum values share one namespace per package) and 0 is `<PREFIX>_UNSPECIFIED`.
 */

/** `encodedCborB64` → `encoded_cbor_b64`, `a12crManifest` → `a12cr_manifest`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** `AuditOutcome` → `AUDIT_OUTCOME_`: the prefix of each protobuf value of that enum. */
export function enumValuePrefix(enumName: string): string {
  return `${snakeCase(enumName).toUpperCase()}_`;
}
