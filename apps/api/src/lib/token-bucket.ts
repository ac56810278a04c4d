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
   * Takes `points` from `key`'s bucket. When fewer were there the request is refused and the points are taken all the
   * same (down to one burst in debt): a client that keeps asking stays refused until it pauses.
   * `take('ip:1.2.3.4', 240, { burst: 480, perMinute: 2400 })` → { allowed: true, retryAfter: 0 } on a full bucket.
   */
  take(key: string, points: number, rule: BucketRule): Take {
    const bucket = this.#fill(key, rule);
    const allowed = bucket.tokens >= points;
    bucket.tokens = Math.max(-rule.burst, bucket.tokens - points);
    return { allowed, retryAfter: allowed ? 0 : this.#secondsToPositive(bucket, rule) };
  }

  /** Whether `key`'s bucket holds anything (asks, takes nothing): `retryAfter` as in `take`. */
  peek(key: string, rule: BucketRule): Take {
    const bucket = this.#fill(key, rule);
    const allowed = bucket.tokens > 0;
    return { allowed, retryAfter: allowed ? 0 : this.#secondsToPositive(bucket, rule) };
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

  #secondsToPositive(bucket: Bucket, rule: BucketRule): number {
    if (rule.perMinute <= 0) return 60;
    return Math.max(1, Math.ceil(((-bucket.tokens + 1) / rule.perMinute) * 60));
  }
}
