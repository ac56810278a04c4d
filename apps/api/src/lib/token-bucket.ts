import { LRUCache } from 'lru-cache';

type Bucket = { tokens: number; at: number };

/** What `take` answers: whether the points were there, and how many seconds until the bucket is above empty again. */
export type Take = { allowed: boolean; retryAfter: number };

/** A bucket's size and how fast it fills again. */
export type BucketRule = { burst: number; perMinute: number };

/**
 * Token buckets by key, one process's (bounded: the least recently used keys are forgotten first). A bucket holds
 * up to `burst` points and fills at `perMinute`; unlike a window that starts afresh each minute, a client that keeps
 * asking gets its share spread over the minute, never all of it at once at the start of each window.
 */
export class TokenBuckets {
  readonly #buckets = new LRUCache<string, Bucket>({ max: 100_000 });

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Takes `points` from `key`'s bucket. When fewer were there the request is refused and the bucket emptied: the
   * client's next requests are refused unread (`peek`) until it fills again, and one that waits for what it asks
   * gets it. `take('ip:1.2.3.4', 240, { burst: 480, perMinute: 2400 })` → { allowed: true, retryAfter: 0 } when full.
   */
  take(key: string, points: number, rule: BucketRule): Take {
    const bucket = this.#fill(key, rule);
    const allowed = bucket.tokens >= points;
    bucket.tokens = allowed ? bucket.tokens - points : 0;
    return {
      allowed,
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil(((points - bucket.tokens) / Math.max(rule.perMinute, 1)) * 60)),
    };
  }

  /** Whether `key`'s bucket holds anything (asks, takes nothing); when empty, a second's wait. */
  peek(key: string, rule: BucketRule): Take {
    const allowed = this.#fill(key, rule).tokens > 0;
    return { allowed, retryAfter: allowed ? 0 : 1 };
  }

  #fill(key: string, rule: BucketRule): Bucket {
    const now = this.now();
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { tokens: rule.burst, at: now };
      this.#buckets.set(key, bucket);
    }
    const refill = (Math.max(0, now - bucket.at) / 60_000) * rule.perMinute;
    bucket.tokens = Math.min(rule.burst, bucket.tokens + refill);
    bucket.at = now;
    return bucket;
  }
}
