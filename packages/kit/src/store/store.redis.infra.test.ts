import { RedisStore } from './redis';
import { storeContract } from './store.contract';
import { requireEnv } from '../testing/wait';

describe('RedisStore', () => {
  storeContract(async () => new RedisStore(requireEnv('REDIS_URL'), 'test:'));
});
