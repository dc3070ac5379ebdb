/**
 * What the handler derives from a validated document and an operation name, done once and kept on
 * the document-cache entry: the selected operation, its root fields' required scopes, and which of
 * its safety limits are already known to pass. A limit that failed is not remembered: the request
 * is rejected and the next one checks again.
 */
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { FieldScopeRequirement } from '../policy/authorizer.ts';
import type { UsageOperation } from '../usage/usage-aggregator.ts';

export interface PreparedOperation {
  operation: OperationDefinitionNode;
  rootFields: readonly string[];
  /** Set by the handler from rootFields (the requirements are read once from the supergraph). */
  requiredScopes?: FieldScopeRequirement[];
  /** Depth, root fields, aliases and introspection do not depend on variables. */
  staticLimitsPassed: boolean;
  /** Complexity depends on variables only when the operation declares some. */
  complexityPassed: boolean;
  /** Usage reporting's description of the operation (usage/usage-recorder.ts), made on first use. */
  usage?: UsageOperation;
}

function rootFieldNames(op: OperationDefinitionNode, doc: DocumentNode): string[] {
  const frags = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const out: string[] = [];
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) out.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, seen);
      // A fragment spread twice at the root selects its fields once: one visit each keeps a
      // document whose fragments spread each other many times over from taking exponential time.
      else if (!seen.has(s.name.value) && frags.get(s.name.value)) {
        seen.add(s.name.value);
        walk(frags.get(s.name.value)!.selectionSet, seen);
      }
    }
  };
  walk(op.selectionSet, new Set());
  return out;
}

/**
 * The operation `operationName` selects in the document, or null when it selects none. `doc` is a
 * cached valid document (document-cache.ts), whose selections this memoizes.
 */
export function selectOperation(
  doc: { document: DocumentNode; operations: Map<string | undefined, PreparedOperation> },
  operationName: string | undefined,
): PreparedOperation | null {
  const hit = doc.operations.get(operationName);
  if (hit) return hit;
  const operation = getOperationAST(doc.document, operationName);
  if (!operation) return null;
  const prepared: PreparedOperation = {
    operation,
    rootFields: rootFieldNames(operation, doc.document),
    staticLimitsPassed: false,
    complexityPassed: false,
  };
  doc.operations.set(operationName, prepared);
  return prepared;
}
