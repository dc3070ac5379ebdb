/** A GraphQL call through the gateway's `/graphql` with a bearer token, as a client sends it. */
export interface GqlAnswer {
  data?: Record<string, any>;
  errors?: { extensions?: { code?: string } }[];
}

export async function gatewayGql(
  api: string,
  query: string,
  variables: Record<string, unknown>,
  bearer: string,
): Promise<GqlAnswer> {
  const r = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as GqlAnswer;
}

/** The `SVC-…` codes of an answer's errors, in order. */
export const errorCodes = (r: GqlAnswer) => (r.errors ?? []).map((e) => e.extensions?.code);
