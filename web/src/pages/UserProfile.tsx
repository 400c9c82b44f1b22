// /user/{username}: the public profile.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, ApiError, ok, session, type User } from '../api';
import { getUserGames } from '../games';
import { useAuth } from '../auth';
import { useToast } from '../toast';
import { GameCard } from '../components/GameCard';
import { keys, useGamesList } from '../queries';

const SOCIAL = (u: User) => [
  { label: 'Website', href: u.website },
  { label: 'TikTok', href: u.tiktok_profile && `https://www.tiktok.com/@${u.tiktok_profile}` },
  { label: 'X', href: u.x_profile && `https://x.com/${u.x_profile}` },
  { label: 'Twitch', href: u.twitch_profile && `https://www.twitch.tv/${u.twitch_profile}` },
];

export function UserProfile() {
  const { username = '' } = useParams();
  const { user: me } = useAuth();
  const viewer = me?.id ?? '';
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const profileKey = keys.profile(viewer, username);
  const { data: profile, error } = useQuery({
    queryKey: profileKey,
    queryFn: () =>
      ok(api.GET('/api/users/{username}', { params: { path: { username } }, headers: session('optional') })),
  });
  const games = useGamesList(
    keys.userGames(viewer, username, 'public'),
    () => getUserGames(username, 'public', 1),
    // An unknown name is told once, by the profile.
    { quiet: true },
  );
  // Nobody by that name (or no answer): say so and go home.
  useEffect(() => {
    if (!error) return;
    toast.error(
      error instanceof ApiError && error.status === 404 ? 'User not found' : 'Failed to load user data',
    );
    navigate('/', { replace: true });
  }, [error, toast, navigate]);

  // Shown at once, then the server's count taken (others may have followed meanwhile); put back on failure.
  const follow = useMutation({
    mutationFn: (before: User) =>
      ok(
        (before.is_following ? api.DELETE : api.POST)('/api/follow', {
          body: { username: before.username ?? username },
          headers: session('required'),
        }),
      ),
    onMutate: async (before) => {
      await client.cancelQueries({ queryKey: profileKey });
      client.setQueryData<User>(profileKey, {
        ...before,
        is_following: !before.is_following,
        followers_count: Math.max(0, before.followers_count + (before.is_following ? -1 : 1)),
      });
    },
    onSuccess: (r, before) => client.setQueryData<User>(profileKey, { ...before, ...r }),
    onError: (_e, before) => {
      client.setQueryData<User>(profileKey, before);
      toast.error('Failed to update follow status');
    },
  });

  if (!profile) return <div className="muted">Loading...</div>;
  const own = me?.id === profile.id;

  function toggleFollow() {
    if (!profile) return;
    if (!me?.username) return toast.error('Please sign in to follow users');
    follow.mutate(profile);
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
      {games.isPending ? null : games.games.length ? (
        <div className="grid">
          {games.games.map((g) => (
            <GameCard key={g.game_key} game={g} to={`/g/${g.kv_key}`} likeable />
          ))}
        </div>
      ) : (
        <p className="muted">No games published yet</p>
      )}
    </section>
  );
}
