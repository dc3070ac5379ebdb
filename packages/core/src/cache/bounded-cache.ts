/**
 * The one way this tree makes an in-process LRU cache (lru-cache).
 *
 * lru-cache allocates storage for `max` entries when a cache is built: seven arrays of `max`
 * slots, filled one by one. A process builds a dozen caches of 10,000 to 100,000 entries at start,
 * most of which stay nearly empty, so that cost tens of MiB resident and a noticeable share of
 * start-up CPU per process. Bounding by `maxSize` with every entry of size 1 gives the same bound,
 * evicted the same way (least recently used first), with storage that grows with use.
 */
import { LRUCache } from 'lru-cache';

export { LRUCache };

/** lru-cache's options, less the bounds: `boundedCache` sets those. */
export type BoundedCacheOptions<K extends {}, V extends {}, FC> = Omit<
  LRUCache.OptionsBase<K, V, FC>,
  'max' | 'maxSize' | 'maxEntrySize' | 'sizeCalculation'
>;

const oneEach = () => 1;

/** An LRU cache of at most `entries` entries whose storage grows as it fills. */
export function boundedCache<K extends {}, V extends {}, FC = unknown>(
  entries: number,
  options: BoundedCacheOptions<K, V, FC> = {},
): LRUCache<K, V, FC> {
  if (!Number.isSafeInteger(entries) || entries < 1)
    throw new RangeError(`a cache holds at least 1 entry, not ${entries}`);
  return new LRUCache<K, V, FC>({ ...options, maxSize: entries, sizeCalculation: oneEach });
}
