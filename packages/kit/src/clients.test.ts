import { serviceClients } from './clients';
import type { InternalClient } from './internal';

/** An InternalClient that records what it was asked. */
function recorder() {
  const calls: unknown[][] = [];
  const fake = {
    request: async (...a: unknown[]) => void calls.push(['request', ...a]),
    find: async (...a: unknown[]) => void calls.push(['find', ...a]),
    bytes: async (...a: unknown[]) => void calls.push(['bytes', ...a]),
  };
  return { calls, clients: serviceClients(fake as unknown as InternalClient) };
}

test('each call goes to its service, method and path, with the names in it encoded', async () => {
  const { calls, clients } = recorder();
  await clients.user.byUsername('ann/../admin');
  await clients.user.get('u 1');
  await clients.user.spendEnergy('u1');
  await clients.user.ensure('u1', '0xabc');
  await clients.game.find('kv?x', 'Game not found');
  await clients.social.following('u1');
  await clients.social.follows('cur&sor');
  await clients.media.putAsset('kv1', 'cover', Buffer.from('x'));
  await clients.media.asset('kv1', 'html');
  expect(calls).toEqual([
    ['find', 'user', '/internal/users/by-username/ann%2F..%2Fadmin', 'User not found'],
    ['request', 'user', 'GET', '/internal/users/u%201'],
    ['request', 'user', 'POST', '/internal/users/u1/energy/spend'],
    ['request', 'user', 'PUT', '/internal/users/u1', { user_address: '0xabc' }],
    ['find', 'game', '/internal/games/kv%3Fx', 'Game not found'],
    ['request', 'social', 'GET', '/internal/follows/u1/following'],
    ['request', 'social', 'GET', '/internal/follows?after=cur%26sor'],
    ['request', 'media', 'PUT', '/internal/assets/kv1/cover', Buffer.from('x')],
    ['bytes', 'media', '/internal/assets/kv1/html'],
  ]);
});
