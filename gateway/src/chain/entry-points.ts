/**
 * The chain's columns: every way a request enters the edge.
 *   graphql      /graphql over HTTP (GET and POST, JSON and multipart)
 *   native       POST /api/v1/<operation> (a GraphQL document per operation, body as variables)
 *   scim         /api/v1/iam/scim/v2/* (proxied to identity)
 *   openai       the OpenAI-compatible /v1/* routes (proxied to inference)
 *   wsInit       WebSocket connection_init (both subprotocols)
 *   wsSubscribe  WebSocket subscribe / start (both subprotocols)
 */
export const ENTRY_POINTS = ['graphql', 'native', 'scim', 'openai', 'wsInit', 'wsSubscribe'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];
