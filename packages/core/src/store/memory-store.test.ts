import { MemoryStore } from './memory-store.ts';
import { sharedStoreContract } from './shared-store.contract.ts';

sharedStoreContract('in-process', async () => new MemoryStore());
