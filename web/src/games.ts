// Game calls and shapes the screens share.
import { api } from './api';

export interface Game {
  kv_key: string;
  game_key: string;
  name: string;
  status: number;
  prompt: string;
  parent_kv_key: string | null;
  is_author: boolean;
  is_public: boolean;
  public_version_key: string | false;
  is_liked: boolean;
  likes_count: number;
  views_count: number;
  version_number: number;
  author: { id: string; username: string | null };
}

export interface Version {
  kv_key: string;
  version_number: number;
  variant_index: number;
  name: string;
  author_username: string | null;
  created_at: string;
  is_public: boolean;
  prompt: string;
}

export const getGame = (kv: string) =>
  api<{ game: Game }>(`/api/games/${encodeURIComponent(kv)}`, { auth: 'optional' });
export const getVersions = (kv: string) =>
  api<{ versions: Version[] }>(`/api/games/${encodeURIComponent(kv)}/versions`, { auth: 'required' });
export type Stage = 'queued' | 'understanding' | 'composing' | 'writing' | 'play-testing' | 'done';

export const getStatus = (kv: string) =>
  api<{ status: number; stage?: Stage; progress?: number; error: string | null; notes?: string[] }>(
    `/api/games/${encodeURIComponent(kv)}/status`,
  );

/** What the person is told while their game is made. */
export const STAGE_TEXT: Record<Stage, string> = {
  queued: 'Waiting for a free game maker…',
  understanding: 'Reading your idea…',
  composing: 'Putting your game together…',
  writing: 'Writing your game…',
  'play-testing': 'Play-testing it before it is yours…',
  done: 'Ready!',
};

/** Where games run: the play origin, which the gateway writes into index.html. */
export const PLAY_ORIGIN =
  document.querySelector<HTMLMetaElement>('meta[name="degs-play-origin"]')?.content ??
  `${location.protocol}//${location.hostname}:8081`;

export function playUrl(kv: string, username?: string | null, roomId?: string | null): string {
  const url = new URL(`/play/${encodeURIComponent(kv)}.html`, PLAY_ORIGIN);
  if (roomId) url.searchParams.set('roomId', roomId);
  if (username) url.searchParams.set('username', username);
  return url.href;
}

export const GENERATION_POLL_MS = 2_000;

/**
 * A finished job becomes a game record a moment later (the game service learns of it from the bus):
 * wait for the record before showing the game, so a fresh game never reads as 'not found'.
 */
export async function waitForGame(kv: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await getGame(kv);
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
