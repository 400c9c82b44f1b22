import { useEffect, useRef } from 'react';
import { Navigate, Outlet, Route, Routes, useNavigate, useParams } from 'react-router-dom';
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

/** The main layout: the top navigation bar over the page. */
function Main() {
  return (
    <>
      <NavBar />
      <main className="main">
        <Outlet />
      </main>
    </>
  );
}

/** Protected routes send visitors without a session to /. */
function Protected() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/" replace />;
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

/** A game or version full screen; each key its own Player, so nothing of the previous one lingers. */
function PlayerRoute({ kind }: { kind: 'game' | 'version' }) {
  const { kv_key: kv = '' } = useParams();
  return <Player key={kv} kvKey={kv} kind={kind} />;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<Main />}>
        <Route path="/" element={<Home />} />
        <Route path="/user/:username" element={<UserProfile />} />
        <Route path="/ads" element={<AdsPage />} />
        <Route path="/token" element={<TokenPage />} />
        <Route element={<Protected />}>
          <Route path="/profile" element={<ProfileSettings />} />
          <Route path="/library" element={<Library />} />
          <Route path="/versions/:kv_key" element={<Versions />} />
          <Route path="/waiting/:kv_key" element={<Waiting />} />
          <Route path="/notifications" element={<Notifications />} />
        </Route>
        <Route path="*" element={<Page title="Page not found" testId="not-found" />} />
      </Route>
      <Route path="/g/:kv_key" element={<PlayerRoute kind="game" />} />
      <Route path="/v/:kv_key" element={<PlayerRoute kind="version" />} />
      {/* Where the progress screen lands: that version, played like /v/{kv_key}. */}
      <Route path="/games/:kv_key" element={<PlayerRoute kind="version" />} />
      <Route path="/auth/callback" element={<AuthCallback />} />
      <Route path="/logout" element={<Logout />} />
    </Routes>
  );
}
