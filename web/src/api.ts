// Calls to the backend per spec §7-§8: a non-OK answer throws its `error` field ('Unknown error'
// when it is not JSON); calls that need a session throw 'No session token found' without one.
import createClient from 'openapi-fetch';
import type { components, paths } from './api-types';

export const TOKEN_KEY = 'session_token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (t: string) => localStorage.setItem(TOKEN_KEY, t);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** The API's shapes, generated from docs/openapi.yaml (npm run build -w web regenerates them). */
export type Schemas = components['schemas'];
export type User = Schemas['User'];

/** The JSON of a request or an answer in the generated `paths`. */
export type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
export type SignInResult = Json<paths['/api/auth/verify']['post']['responses'][200]>;
export type ProfilePatch = Json<NonNullable<paths['/api/user']['patch']['requestBody']>>;
export type GenerateRequest = Json<NonNullable<paths['/api/games/generate']['post']['requestBody']>>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The typed client: each call's path, parameters, body and answer come from docs/openapi.yaml. */
export const api = createClient<paths>();

/**
 * The headers that carry the session. A call that needs one fails with 'No session token found'
 * without it (thrown inside a query or mutation, it becomes that query's error).
 */
export function session(need: 'required' | 'optional'): Record<string, string> {
  const token = getToken();
  if (need === 'required' && !token) throw new Error('No session token found');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A call's answer; a non-OK answer throws its `error` field ('Unknown error' when it has none). */
export async function ok<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const message = (error as { error?: unknown } | undefined)?.error;
    throw new ApiError(typeof message === 'string' ? message : 'Unknown error', response.status);
  }
  return data as D;
}
