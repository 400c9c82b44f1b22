import { Link } from 'react-router-dom';
import { useAuth } from '../auth';

export function NavBar() {
  const { user, isAuthenticated } = useAuth();
  return (
    <nav className="nav" data-testid="nav">
      <Link to="/" className="brand">
        degs
      </Link>
      {isAuthenticated && user ? (
        <div className="nav-right">
          <Link to="/token" className="badge" title="Energy and staked DEGS">
            ⚡ {user.daily_energies_remaining} · {user.staked_amount} DEGS
          </Link>
          <button className="primary">create</button>
          <details className="account">
            <summary>{user.username}</summary>
            <div className="menu">
              <div className="muted">{user.user_address}</div>
              <Link to={`/user/${user.username}`}>Profile</Link>
              <Link to="/library">My Library</Link>
              <Link to="/notifications">Notifications</Link>
              <Link to="/logout">Logout</Link>
            </div>
          </details>
        </div>
      ) : (
        <button className="primary" data-testid="connect">
          connect
        </button>
      )}
    </nav>
  );
}
