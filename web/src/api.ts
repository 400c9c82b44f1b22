// Calls to the backend per spec §7-§8: a non-OK answer throws its `error` field ('Unknown error'
// when it is not JSON); calls that need a session throw 'No session token found' without one.
export const TOKEN_KEY = 'session_token';

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (t: string) => localStorage.setItem(TOKEN_KEY, t);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

export interface User {
  id: string;
  username: string | null;
  user_address: string | null;
  daily_energies_remaining: number;
  staked_amount: number;
}

export async function api<T>(
  path: string,
  init: RequestInit & { auth?: 'required' | 'optional' } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (init.auth === 'required' && !token) throw new Error('No session token found');
  if (init.auth && token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  if (!res.ok) {
    let message = 'Unknown error';
    try {
      message = (await res.json()).error ?? message;
    } catch {
      /* not JSON */
    }
    throw new Error(message);
  }
  return res.json() as Promise<T>;
}
