/**
 * Native protected operations: `POST /api/v1/<operation>` with a JSON body. The specification
 * leaves names and payloads open; our design maps each operation to one GraphQL document over the
 * supergraph, with the body as its variables, so native calls get exactly the same chain, policy,
 * limits and resolvers as GraphQL. The reply is `{ "data": <the root field's value> }`, or the
 * first error in the REST error shape with its catalogue status. Unknown operation: 404
 * SVC-VALID-4040.
 */
export const NATIVE_OPERATIONS: Record<string, { document: string; field: string }> = {
  me: { field: 'me', document: 'query { me { id email givenName familyName status rootScope createdAt } }' },
  workspace: {
    field: 'workspace',
    document: 'query($id: ID!) { workspace(id: $id) { id name status createdAt updatedAt } }',
  },
  models: {
    field: 'models',
    document:
      'query { models { id name available provider price { currency inputPerMillion outputPerMillion asOf } } }',
  },
  publicPlans: {
    field: 'publicPlans',
    document:
      'query { publicPlans { code name billingPeriod currency priceCents includedRequests includedUsers includedWorkspaces pricingVersion priceVersionId } }',
  },
};
