// The auth state machine of spec §4. Loading until resolved; with a stored token the user is fetched
// (and re-fetched every 60 s); a failure removes the token and signs out. A user without a username is
// signed in but not authenticated: the username modal finishes the sign-in.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  clearToken,
  getToken,
  ok,
  session,
  setToken,
  type ProfilePatch,
  type SignInResult,
  type User,
} from './api';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** After wallet or magic-link verification. */
  signIn(result: SignInResult): void;
  setUser(user: User): void;
  refresh(): Promise<User | null>;
  logout(): Promise<void>;
  /** Signs out locally (token removed), e.g. after a wallet account change. */
  signOut(): void;
}

const AuthContext = createContext<AuthState | null>(null);
export const SESSION_RECHECK_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [token, setTokenState] = useState(getToken);
  const me = useQuery({
    queryKey: ['me', token],
    queryFn: async () => {
      try {
        return await ok(api.GET('/api/user/me', { headers: session('required') }));
      } catch (e) {
        console.warn('session check failed', e);
        clearToken(); // the query's error signs out (user below)
        throw e;
      }
    },
    enabled: !!token,
    refetchInterval: SESSION_RECHECK_MS,
    retry: false,
  });
  const user = token && !me.isError ? (me.data ?? null) : null;
  const isLoading = !!token && me.isPending;
  const error = me.error ? me.error.message : null;

  const signOut = useCallback(() => {
    clearToken();
    setTokenState(null);
    client.removeQueries({ queryKey: ['me'] });
  }, [client]);

  const setUser = useCallback((u: User) => client.setQueryData(['me', getToken()], u), [client]);

  const refresh = useCallback(async () => {
    if (!getToken()) return null;
    const r = await me.refetch();
    return r.data ?? null;
  }, [me]);

  const signIn = useCallback(
    (r: SignInResult) => {
      setToken(r.session_token);
      client.setQueryData(['me', r.session_token], r.user);
      setTokenState(r.session_token);
    },
    [client],
  );

  const logout = useCallback(async () => {
    if (getToken())
      await ok(api.POST('/api/auth/logout', { headers: session('required') })).catch(() => undefined);
    signOut();
  }, [signOut]);

  const isAuthenticated = Boolean(user?.username);
  return (
    <AuthContext.Provider
      value={{ user, isAuthenticated, isLoading, error, signIn, setUser, refresh, logout, signOut }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/**
 * Saves profile fields (PATCH /api/user); the signed-in user is the answer. The callbacks run before the
 * user is replaced: a username dialog that the new user closes still says how it went.
 */
export function useSaveProfile(then: { onSuccess?(): void; onError?(e: Error): void } = {}) {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      ok(api.PATCH('/api/user', { body: patch, headers: session('required') })),
    onSuccess: (user) => {
      then.onSuccess?.();
      setUser(user);
    },
    onError: (e) => then.onError?.(e),
  });
}
