// The like button's behaviour on players and cards (spec §4): signed out opens the login modal; signed
// in, the like shows at once wherever the game is shown, then the server's count is taken; a failure
// puts it back with a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok, session } from './api';
import { useAuth } from './auth';
import { useLogin } from './login';
import { keys, patchGame } from './queries';
import { useToast } from './toast';

export interface Likeable {
  kv_key: string;
  game_key: string;
  is_liked?: boolean;
  likes_count: number;
}

export function useLike(): (game: Likeable) => void {
  const { isAuthenticated } = useAuth();
  const login = useLogin();
  const toast = useToast();
  const client = useQueryClient();
  const set = (g: Likeable, is_liked: boolean, likes_count: number) =>
    patchGame(client, g.game_key, (x) => ({ ...x, is_liked, likes_count }));
  const like = useMutation({
    mutationFn: async (g: Likeable) => {
      const r = await ok(
        api.POST('/api/games/{id}/like', {
          params: { path: { id: g.kv_key } },
          headers: session('required'),
        }),
      );
      if (!r.success) throw new Error('like failed');
      return r;
    },
    onMutate: async (g) => {
      await client.cancelQueries({ queryKey: keys.games });
      const liked = g.is_liked ?? false;
      set(g, !liked, Math.max(0, g.likes_count + (liked ? -1 : 1)));
    },
    onSuccess: (r, g) => set(g, r.is_liked, r.likes_count),
    onError: (_e, g) => {
      set(g, g.is_liked ?? false, g.likes_count);
      toast.error('Failed to update like status');
    },
  });
  return (game) => (isAuthenticated ? like.mutate(game) : login.open());
}

/** A like button's name: what pressing it does, and the count it shows. */
export const likeLabel = (liked: boolean, count: number) =>
  `${liked ? 'Unlike' : 'Like'}, ${count} ${count === 1 ? 'like' : 'likes'}`;
