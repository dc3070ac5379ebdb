/**
 * The scope each GraphQL root field and native operation requires (our design: the specification
 * names the scopes and the gates, not a full table). A field that is not listed requires nothing
 * beyond a valid credential; the subgraph still enforces tenancy. Scope gates the specification
 * names are marked.
 */
export const ROOT_FIELD_SCOPES: Record<string, string> = {
  // iam
  me: 'svc:iam:user:read',
  workspace: 'svc:iam:workspace:read',
  organization: 'svc:iam:workspace:read',
  createApiKey: 'svc:iam:apikey:create',
  rotateApiKey: 'svc:iam:apikey:rotate',
  // inference
  models: 'svc:llm:model:read',
  chatCompletion: 'svc:llm:model:invoke',
  createEmbedding: 'svc:llm:model:invoke',
  routingDecision: 'svc:llm:model:read',
  providerHealth: 'svc:llm:model:read',
  // billing
  invoices: 'svc:billing:invoice:read',
  // policy: the guardrail bundle query needs svc:policy:bundle:read (spec: else SVC-AUTH-1010)
  activeGuardrailBundle: 'svc:policy:bundle:read',
  guardrailBundle: 'svc:policy:bundle:read',
};
