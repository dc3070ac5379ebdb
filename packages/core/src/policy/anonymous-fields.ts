/**
 * The specification's two anonymous GraphQL operations, by operation type. They are the only root
 * fields of the supergraph that declare no `@requiresScopes`: the anonymous-operation check admits
 * them without a credential, and the scope requirements accept them undeclared.
 */
export const ANONYMOUS_ROOT_FIELDS = { query: 'publicPlans', mutation: 'resendVerificationEmail' } as const;

/** Whether `field` of the root operation type `operation` is one of the anonymous operations. */
export function isAnonymousRootField(operation: string, field: string): boolean {
  return (
    Object.hasOwn(ANONYMOUS_ROOT_FIELDS, operation) &&
    ANONYMOUS_ROOT_FIELDS[operation as keyof typeof ANONYMOUS_ROOT_FIELDS] === field
  );
}
