/**
 * The edge's side of `@requiresScopes`: the requirements are read by the shared check
 * (@svc/core/policy, also run by the schema registry before it publishes); this module declares
 * to @apollo/gateway that the edge enforces them.
 */
import { DEFAULT_SUPPORTED_SUPERGRAPH_FEATURES } from '@apollo/federation-internals';
import { REQUIRES_SCOPES_FEATURE } from '@svc/core/policy';

export {
  REQUIRES_SCOPES_FEATURE,
  scopeRequirementsFromSupergraph,
  type ScopeAlternatives,
  type ScopeRequirements,
} from '@svc/core/policy';

/**
 * @apollo/gateway refuses a supergraph that links a `for: SECURITY` feature it does not support:
 * executing it would skip a security check. This gateway enforces `@requiresScopes` itself, at
 * the edge, from `scopeRequirementsFromSupergraph`; call this once the requirements are read
 * and before the supergraph is loaded into Apollo's executor.
 */
export function declareScopeEnforcement(): void {
  DEFAULT_SUPPORTED_SUPERGRAPH_FEATURES.add(REQUIRES_SCOPES_FEATURE);
}
