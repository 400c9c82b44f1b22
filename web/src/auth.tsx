// The auth state of spec §4: loading until resolved; with a stored token the user is fetched,
// re-fetched every 60 s, and a failure removes the token and signs out.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, clearToken, getToken, type User } from './api';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  logout(): void;
}

const AuthContext = createContext<AuthState | null>(null);
export const SESSION_RECHECK_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (!getToken()) {
      setUser(null);
      setLoading(false);
      return;
    }
    try {
      setUser(await api<User>('/api/user/me', { auth: 'required' }));
      setError(null);
    } catch (e) {
      console.warn('session check failed', e);
      clearToken();
      setUser(null);
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const t = setInterval(() => getToken() && void refresh(), SESSION_RECHECK_MS);
    return () => clearInterval(t);
  }, [refresh]);

  const logout = useCallback(() => {
    clearToken();
    setUser(null);
  }, []);

  const isAuthenticated = Boolean(user?.username);
  return (
    <AuthContext.Provider value={{ user, isAuthenticated, isLoading, error, logout }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
