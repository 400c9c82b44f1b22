// /g/{kv_key}, /v/{kv_key} and /games/{kv_key}: the game full screen in a sandboxed frame from the
// play origin, under a top bar (publish/hide for the author, improve, home, like, share).
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ok, session } from '../api';
import { useAuth } from '../auth';
import { useCreate } from '../create';
import { getGame, playUrl } from '../games';
import { keys, patchGame } from '../queries';
import { useToast } from '../toast';
import { Dialog } from '../components/Dialog';
import { likeLabel, useLike } from '../useLike';
import { useGameKeeping } from '../keeping';
import { useGamePictures } from '../pictures';

export function Player({ kvKey, kind }: { kvKey: string; kind: 'game' | 'version' }) {
  const { user } = useAuth();
  const toast = useToast();
  const create = useCreate();
  const like = useLike();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const gameKey = keys.game(user?.id ?? '', kvKey);
  // The route gives each version its own Player (key), so nothing of the previous one is acted on.
  const { data, isError } = useQuery({
    queryKey: gameKey,
    queryFn: () => getGame(kvKey),
    enabled: !!kvKey,
    retry: false,
  });
  const game = data?.game ?? null;
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useGameKeeping(frame, kvKey);
  useGamePictures(frame);
  const [congrats, setCongrats] = useState(false);
  // Publish or hide; the game changes wherever it is shown.
  const publish = useMutation({
    mutationFn: (key: string) =>
      ok(
        api.PATCH('/api/games/{id}/public', { params: { path: { id: key } }, headers: session('required') }),
      ),
    onSuccess: (r, key) => {
      if (!game) return;
      patchGame(client, game.game_key, (g) => ({
        ...g,
        is_public: r.is_public,
        public_version_key: r.is_public ? key : false,
      }));
      if (r.is_first_publish) setCongrats(true);
      else toast.success(r.is_public ? 'Game published' : 'Game hidden');
      if (!r.is_public && kind === 'game') navigate('/');
    },
    onError: () => toast.error('Failed to update game status'),
  });

  if (!kvKey || isError)
    return <div className="fullscreen">{kind === 'game' ? 'Game not found' : 'Version not found'}</div>;

  function togglePublic() {
    if (!game || publish.isPending) return;
    // On /g/ pages the toggle acts on the public version.
    publish.mutate(kind === 'game' && game.public_version_key ? game.public_version_key : game.kv_key);
  }

  async function share() {
    const url = `${location.origin}/g/${game?.public_version_key || kvKey}`;
    if (navigator.share && /android|iphone|ipad/i.test(navigator.userAgent)) {
      await navigator.share({ title: game?.name, url }).catch(() => undefined);
    } else {
      await navigator.clipboard.writeText(url).catch(() => undefined);
      toast.success('Link copied to clipboard');
    }
  }

  return (
    <div className="player">
      <div className="topbar" data-testid="game-topbar">
        {game?.is_author && (
          <button className="primary" onClick={togglePublic}>
            {game.is_public ? 'hide' : 'publish'}
          </button>
        )}
        {user?.username && game && <button onClick={() => create.open(game)}>improve</button>}
        <Link to="/">home</Link>
        <span className="grow">{game?.name}</span>
        <button
          onClick={() => game && like(game)}
          aria-pressed={game?.is_liked ?? false}
          aria-label={likeLabel(game?.is_liked ?? false, game?.likes_count ?? 0)}
        >
          {game?.is_liked ? '♥' : '♡'} {game?.likes_count ?? 0}
        </button>
        <button onClick={share}>share</button>
      </div>
      {!loaded && <div className="fullscreen overlay">Loading game...</div>}
      <iframe
        ref={frame}
        title="game"
        src={playUrl(kvKey, user?.username, params.get('roomId'))}
        sandbox="allow-scripts allow-pointer-lock"
        allow="autoplay; fullscreen"
        onLoad={() => setLoaded(true)}
      />
      {congrats && (
        <Dialog label="Congratulations" className="center" onClose={() => setCongrats(false)}>
          <h2>you are a Game Studio now</h2>
          <p>Your game is public: anyone with the link can play it.</p>
          <button className="primary" onClick={() => setCongrats(false)}>
            Let&apos;s Fucking Go!
          </button>
        </Dialog>
      )}
    </div>
  );
}
