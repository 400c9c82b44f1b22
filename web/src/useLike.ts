// The like button's behaviour on players and cards (spec §4): signed out opens the login modal;
// signed in toggles at once and takes the server's answer, or reverts with a toast on failure.
import { useCallback } from 'react';
import { api } from './api';
import { useAuth } from './auth';
import { useLogin } from './login';
import { useToast } from './toast';

export interface Likeable {
  kv_key: string;
  is_liked: boolean;
  likes_count: number;
}

export function useLike() {
  const { isAuthenticated } = useAuth();
  const login = useLogin();
  const toast = useToast();
  return useCallback(
    async <T extends Likeable>(game: T, update: (g: T) => void) => {
      if (!isAuthenticated) return login.open();
      const flipped = {
        ...game,
        is_liked: !game.is_liked,
        likes_count: Math.max(0, game.likes_count + (game.is_liked ? -1 : 1)),
      };
      update(flipped);
      try {
        const r = await api<{ success: boolean; is_liked: boolean; likes_count: number }>(
          `/api/games/${encodeURIComponent(game.kv_key)}/like`,
          { method: 'POST', auth: 'required' },
        );
        if (!r.success) throw new Error('like failed');
        update({ ...flipped, is_liked: r.is_liked, likes_count: r.likes_count });
      } catch {
        update(game);
        toast.error('Failed to update like status');
      }
    },
    [isAuthenticated, login, toast],
  );
}
