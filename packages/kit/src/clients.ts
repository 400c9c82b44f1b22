// The calls one service makes to another's /internal API, declared once: each path, method and shape
// lives here, the callers use these functions, and the providers' routes check their answers against
// the same types (`satisfies`). Only what is not on the hot paths remains a call; the rest are events.
import type { InternalClient } from './internal';

const seg = encodeURIComponent;

/** A profile as the user service answers it (the public API's user, spec §3). */
export interface InternalUser {
  id: string;
  username: string | null;
  [field: string]: unknown;
}

/** Any version key's game: its key, author, public state and the name people know it by. */
export interface InternalGame {
  game_key: string;
  author_id: string;
  is_public: boolean;
  public_version_key: string | null;
  name: string;
}

/** Every follow, a page at a time; `next` is the cursor of the following page (null: the last). */
export interface FollowsPage {
  follows: { follower_id: string; followee_id: string; created_at: string | Date }[];
  next: string | null;
}

export type AssetKind = 'html' | 'cover';

export function serviceClients(internal: InternalClient) {
  return {
    user: {
      /** Creates the profile on the first sign-in; returns it every time. */
      ensure: (id: string, userAddress: string | null) =>
        internal.request<InternalUser>('user', 'PUT', `/internal/users/${seg(id)}`, {
          user_address: userAddress,
        }),
      get: (id: string) => internal.request<InternalUser>('user', 'GET', `/internal/users/${seg(id)}`),
      /** 404 "User not found" when nobody has that name. */
      byUsername: (username: string) =>
        internal.find<InternalUser>('user', `/internal/users/by-username/${seg(username)}`, 'User not found'),
      /** One energy; a 429 when none is left today. */
      spendEnergy: (id: string) =>
        internal.request<{ daily_energies_remaining: number }>(
          'user',
          'POST',
          `/internal/users/${seg(id)}/energy/spend`,
        ),
    },
    game: {
      /** The game of a version key; a 404 with `notFound` when there is none. */
      find: (kvKey: string, notFound: string) =>
        internal.find<InternalGame>('game', `/internal/games/${seg(kvKey)}`, notFound),
    },
    social: {
      /** Whom a person follows, newest first (capped). */
      following: (userId: string) =>
        internal.request<{ ids: string[] }>('social', 'GET', `/internal/follows/${seg(userId)}/following`),
      follows: (after: string) =>
        internal.request<FollowsPage>('social', 'GET', `/internal/follows?after=${seg(after)}`),
    },
    media: {
      asset: (kvKey: string, kind: AssetKind) =>
        internal.bytes('media', `/internal/assets/${seg(kvKey)}/${kind}`),
      putAsset: (kvKey: string, kind: AssetKind, body: Buffer) =>
        internal.request<{ created: boolean }>(
          'media',
          'PUT',
          `/internal/assets/${seg(kvKey)}/${kind}`,
          body,
        ),
    },
  };
}

export type ServiceClients = ReturnType<typeof serviceClients>;
