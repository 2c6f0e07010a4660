// The stores' types must follow this file into every project that compiles it (bench, e2e), and an
// ambient declaration file can only be reached this way.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis (shared by every instance) and, while Redis cannot answer, in this instance's memory:
 * an outage loosens the limits to per instance instead of failing every request.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class @fastify/rate-limit instantiates with its resolved options. */
export function redisWithMemoryFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    // The plugin hands its resolved global options (typed as an empty interface) to the store.
    constructor(options: RateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
