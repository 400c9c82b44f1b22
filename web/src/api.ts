// Calls to the backend per spec §7-§8: a non-OK answer throws its `error` field ('Unknown error'
// when it is not JSON); calls that need a session throw 'No session token found' without one.
import type { components } from './api-types';

export const TOKEN_KEY = 'session_token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (t: string) => localStorage.setItem(TOKEN_KEY, t);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** The API's shapes, generated from docs/openapi.yaml (npm run build -w web regenerates them). */
export type Schemas = components['schemas'];
export type User = Schemas['User'];

export interface SignInResult {
  session_token: string;
  user: User;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Init = Omit<RequestInit, 'body'> & { auth?: 'required' | 'optional'; json?: unknown };

export async function api<T>(path: string, init: Init = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (init.auth === 'required' && !token) throw new Error('No session token found');
  if (init.auth && token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(path, { ...init, headers, body });
  if (!res.ok) {
    let message = 'Unknown error';
    try {
      message = (await res.json()).error ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(message, res.status);
  }
  return res.json() as Promise<T>;
}
