export type GraphQLError = { message: string; extensions?: { category?: string } };

/** One GraphQL request; a transport failure or GraphQL errors reject with the first message. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  if (!response.ok || !body.data) throw new Error(`HTTP ${response.status}`);
  return body.data;
}
