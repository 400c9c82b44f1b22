// /user/{username}: the public profile.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, ApiError, type User } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';
import { GameCard } from '../components/GameCard';
import type { Game } from '../games';

const SOCIAL = (u: User) => [
  { label: 'Website', href: u.website },
  { label: 'TikTok', href: u.tiktok_profile && `https://www.tiktok.com/@${u.tiktok_profile}` },
  { label: 'X', href: u.x_profile && `https://x.com/${u.x_profile}` },
  { label: 'Twitch', href: u.twitch_profile && `https://www.twitch.tv/${u.twitch_profile}` },
];

export function UserProfile() {
  const { username = '' } = useParams();
  const { user: me } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<User | null>(null);
  const [games, setGames] = useState<Game[] | null>(null);

  useEffect(() => {
    let live = true;
    setProfile(null);
    setGames(null);
    api<{ games: Game[] }>(`/api/games/user/${encodeURIComponent(username)}?type=public&page=1`, {
      auth: 'optional',
    }).then(
      (r) => live && setGames(r.games),
      () => live && setGames([]),
    );
    api<User>(`/api/users/${encodeURIComponent(username)}`, { auth: 'optional' }).then(
      (u) => live && setProfile(u),
      (e) => {
        if (!live) return;
        toast.error(
          e instanceof ApiError && e.status === 404 ? 'User not found' : 'Failed to load user data',
        );
        navigate('/', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [username, toast, navigate]);

  if (!profile) return <div className="muted">Loading...</div>;
  const own = me?.id === profile.id;

  async function toggleFollow() {
    if (!profile) return;
    if (!me?.username) return toast.error('Please sign in to follow users');
    const before = profile;
    const following = before.is_following;
    // Shown at once, then the server's count taken (others may have followed meanwhile).
    setProfile({
      ...before,
      is_following: !following,
      followers_count: Math.max(0, before.followers_count + (following ? -1 : 1)),
    });
    try {
      const r = await api<{ is_following: boolean; followers_count: number }>('/api/follow', {
        method: following ? 'DELETE' : 'POST',
        auth: 'required',
        json: { username: before.username },
      });
      setProfile({ ...before, is_following: r.is_following, followers_count: r.followers_count });
    } catch {
      setProfile(before);
      toast.error('Failed to update follow status');
    }
  }
  return (
    <section className="profile" data-testid="profile">
      <div className="avatar" aria-hidden>
        {(profile.username ?? '?').charAt(0).toUpperCase()}
      </div>
      <h1>{profile.username}</h1>
      {own ? (
        <Link to="/profile">Edit Profile</Link>
      ) : (
        me?.username && (
          <button className="primary" onClick={toggleFollow}>
            {profile.is_following ? 'Following' : 'Follow'}
          </button>
        )
      )}
      <div className="counts">
        <span>
          <strong>{profile.games_count}</strong> games
        </span>
        <span>
          <strong>{profile.followers_count}</strong> followers
        </span>
        <span>
          <strong>{profile.following_count}</strong> following
        </span>
      </div>
      <div className="links">
        {SOCIAL(profile).map((s) =>
          s.href ? (
            <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          ) : (
            <button key={s.label} disabled>
              {s.label}
            </button>
          ),
        )}
      </div>
      <p className="bio">{profile.bio || 'No bio available'}</p>
      <h2>Published Games</h2>
      {games === null ? null : games.length ? (
        <div className="grid">
          {games.map((g) => (
            <GameCard key={g.game_key} game={g} to={`/g/${g.kv_key}`} likeable />
          ))}
        </div>
      ) : (
        <p className="muted">No games published yet</p>
      )}
    </section>
  );
}
