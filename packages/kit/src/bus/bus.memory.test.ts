import { MemoryBus } from './memory';
import { busContract } from './bus.contract';
import { silentLogger } from '../testing/wait';

describe('MemoryBus', () => {
  busContract(async () => new MemoryBus(silentLogger(), 3));
});
