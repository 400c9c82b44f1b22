// The auth state machine of spec §4. Loading until resolved; with a stored token the user is fetched
// (and re-fetched every 60 s); a failure removes the token and signs out. A user without a username is
// signed in but not authenticated: the username modal finishes the sign-in.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, clearToken, getToken, setToken, type SignInResult, type User } from './api';

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
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const signOut = useCallback(() => {
    clearToken();
    setUser(null);
  }, []);

  const refresh = useCallback(async () => {
    if (!getToken()) {
      setUser(null);
      setLoading(false);
      return null;
    }
    try {
      const me = await api<User>('/api/user/me', { auth: 'required' });
      setUser(me);
      setError(null);
      return me;
    } catch (e) {
      console.warn('session check failed', e);
      signOut();
      setError((e as Error).message);
      return null;
    } finally {
      setLoading(false);
    }
  }, [signOut]);

  useEffect(() => {
    void refresh();
    const t = setInterval(() => getToken() && void refresh(), SESSION_RECHECK_MS);
    return () => clearInterval(t);
  }, [refresh]);

  const signIn = useCallback((r: SignInResult) => {
    setToken(r.session_token);
    setUser(r.user);
    setError(null);
  }, []);

  const logout = useCallback(async () => {
    if (getToken())
      await api('/api/auth/logout', { method: 'POST', auth: 'required' }).catch(() => undefined);
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
