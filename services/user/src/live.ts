// A profile's follow counts as they are now (the live counters) and whether the viewer follows it as
// they last set it (their own follow shows on their next read, whatever the event lag): one MGET.
import { readLive, type Store } from '@degs/kit';
import type { toApi } from './store';

type Profile = ReturnType<typeof toApi>;

export async function withLiveCounts(store: Store, p: Profile, viewerId?: string): Promise<Profile> {
  const viewsOther = viewerId !== undefined && viewerId !== p.id;
  const live = await readLive(
    store,
    [
      { name: 'followers', id: p.id },
      { name: 'following', id: p.id },
    ],
    viewsOther ? [{ name: 'follow', userId: viewerId, target: p.id }] : [],
  );
  return {
    ...p,
    followers_count: live.counts[0] ?? p.followers_count,
    following_count: live.counts[1] ?? p.following_count,
    is_following: live.mine[0] ?? p.is_following,
  };
}
