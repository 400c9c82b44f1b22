// JSON calls as a client makes them, for the API suites.
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface JsonAnswer {
  status: number;
  body: Json;
}

/** Calls against a base URL read at call time (stacks start in beforeAll). */
export function jsonCaller(base: () => string) {
  return async (
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonAnswer> => {
    const r = await fetch(base() + path, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: (await r.json()) as Json };
  };
}
