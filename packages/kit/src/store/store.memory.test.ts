import { MemoryStore } from './memory';
import { storeContract } from './store.contract';

describe('MemoryStore', () => {
  storeContract(async () => new MemoryStore());
});
