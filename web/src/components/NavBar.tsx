import { Link } from 'react-router-dom';
import { useAuth } from '../auth';
import { useCreate } from '../create';
import { useLogin } from '../login';
import { useUnread } from '../notifications';

export function NavBar() {
  const { user, isAuthenticated } = useAuth();
  const login = useLogin();
  const { unread } = useUnread();
  const create = useCreate();
  const dot = unread > 0 && (
    <span className="dot" data-testid="unread-dot" aria-label="unread notifications" />
  );
  return (
    <nav className="nav" data-testid="nav">
      <Link to="/" className="brand">
        degs
      </Link>
      {isAuthenticated && user ? (
        <div className="nav-right">
          <Link to="/token" className="badge" data-testid="energy-badge" title="Energy and staked DEGS">
            ⚡ {user.daily_energies_remaining} · {user.staked_amount} DEGS
          </Link>
          <button className="primary" onClick={() => create.open()}>
            create
          </button>
          <details className="account" data-testid="account-menu">
            <summary>
              {user.username}
              {dot}
            </summary>
            <div className="menu">
              <div className="muted">{user.user_address ?? 'signed in by e-mail'}</div>
              <div className="muted">
                ⚡ {user.daily_energies_remaining} energy · {user.staked_amount} DEGS staked
              </div>
              <Link to={`/user/${user.username}`}>Profile</Link>
              <Link to="/library">My Library</Link>
              <Link to="/notifications">Notifications{dot}</Link>
              <Link to="/logout">Logout</Link>
            </div>
          </details>
        </div>
      ) : (
        <button className="primary" data-testid="connect" onClick={login.open}>
          connect
        </button>
      )}
    </nav>
  );
}
