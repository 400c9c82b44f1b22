import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from './auth';
import { NavBar } from './components/NavBar';
import { AdsPage } from './pages/AdsPage';
import { TokenPage } from './pages/TokenPage';
import { Player } from './pages/Player';
import { AuthCallback } from './pages/AuthCallback';
import { ProfileSettings } from './pages/ProfileSettings';
import { UserProfile } from './pages/UserProfile';
import { UsernameModal } from './components/UsernameModal';
import { useToast } from './toast';
import { useWalletWatch } from './useWalletWatch';
import { Library } from './pages/Library';
import { Versions } from './pages/Versions';
import { Waiting } from './pages/Waiting';
import { Page } from './pages/Page';
import { Home } from './pages/Home';
import { Notifications } from './pages/Notifications';
import { Particles } from './home/Particles';

/** Main-layout pages have the top navigation bar. */
function Main({ children }: { children: ReactNode }) {
  return (
    <>
      <NavBar />
      <main className="main">{children}</main>
    </>
  );
}

/** Protected routes send visitors without a session to /. */
function Protected({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Main>{children}</Main> : <Navigate to="/" replace />;
}

function Logout() {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void logout().then(() => {
      toast.success('Successfully logged out');
      navigate('/', { replace: true });
    });
  }, [logout, navigate, toast]);
  return null;
}

function Param({ render }: { render: (value: string) => ReactNode }) {
  const params = useParams();
  return <>{render(Object.values(params)[0] ?? '')}</>;
}

export function App() {
  const { isLoading, user } = useAuth();
  useWalletWatch();
  if (isLoading) return <div className="fullscreen">Loading app...</div>;
  return (
    <>
      <Particles />
      {user && !user.username && <UsernameModal />}
      <AppRoutes />
    </>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Main>
            <Home />
          </Main>
        }
      />
      <Route path="/g/:kv_key" element={<Param render={(k) => <Player kvKey={k} kind="game" />} />} />
      <Route path="/v/:kv_key" element={<Param render={(k) => <Player kvKey={k} kind="version" />} />} />
      <Route path="/auth/callback" element={<AuthCallback />} />
      <Route path="/logout" element={<Logout />} />
      <Route
        path="/user/:username"
        element={
          <Main>
            <UserProfile />
          </Main>
        }
      />
      <Route
        path="/ads"
        element={
          <Main>
            <AdsPage />
          </Main>
        }
      />
      <Route
        path="/token"
        element={
          <Main>
            <TokenPage />
          </Main>
        }
      />
      <Route
        path="/profile"
        element={
          <Protected>
            <ProfileSettings />
          </Protected>
        }
      />
      <Route
        path="/library"
        element={
          <Protected>
            <Library />
          </Protected>
        }
      />
      <Route
        path="/versions/:kv_key"
        element={
          <Protected>
            <Versions />
          </Protected>
        }
      />
      <Route
        path="/waiting/:kv_key"
        element={
          <Protected>
            <Waiting />
          </Protected>
        }
      />
      <Route
        path="/notifications"
        element={
          <Protected>
            <Notifications />
          </Protected>
        }
      />
      {/* Where the progress screen lands: that version, played like /v/{kv_key}. */}
      <Route path="/games/:kv_key" element={<Param render={(k) => <Player kvKey={k} kind="version" />} />} />
      <Route
        path="*"
        element={
          <Main>
            <Page title="Page not found" testId="not-found" />
          </Main>
        }
      />
    </Routes>
  );
}
