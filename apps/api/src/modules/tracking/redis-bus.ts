import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  channelName,
  LocalHandlers,
  MemoryBus,
  subscription,
  type Bus,
  type BusHandler,
  type BusMessage,
  type Subscription,
} from './bus.js';

type Envelope = { i: string; m: BusMessage };

/**
 * Redis pub/sub between instances (ioredis): a publisher and a subscriber connection (a subscribed connection can
 * do nothing else). Every envelope names the instance that sent it; that instance already ran its own handlers,
 * so it skips its echo and nobody gets a message twice. The channel prefix keeps apps (and test runs) sharing
 * one Redis apart.
 */
export class RedisBus implements Bus {
  readonly instanceId = randomUUID();
  private readonly local = new LocalHandlers();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** the SUBSCRIBE in flight or done per channel, so a second handler waits for the same one */
  private readonly subscribed = new Map<string, Promise<void>>();

  constructor(
    url: string,
    private readonly prefix = 'store:',
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    // a lost connection is retried by ioredis (and it subscribes again); a command waits for at most two retries
    const options = { maxRetriesPerRequest: 2 } as const;
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, payload: string) => this.receive(channel, payload));
  }

  private receive(fullChannel: string, payload: string): void {
    if (!fullChannel.startsWith(this.prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    if (envelope.i === this.instanceId) return;
    this.local.deliver(fullChannel.slice(this.prefix.length), envelope.m, this.onError);
  }

  /** Resolves once both connections are ready (tests and the bench wait for it; the app does not need to). */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  async publish(channel: string | number, message: BusMessage): Promise<void> {
    const name = channelName(channel);
    this.local.deliver(name, message, this.onError);
    await this.publisher.publish(
      this.prefix + name,
      JSON.stringify({ i: this.instanceId, m: message } satisfies Envelope),
    );
  }

  subscribe(channel: string | number, handler: BusHandler): Subscription {
    const name = channelName(channel);
    if (this.local.add(name, handler)) {
      const done = this.subscriber.subscribe(this.prefix + name).then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
      this.subscribed.set(name, done);
    }
    const unsubscribe = () => {
      if (!this.local.remove(name, handler)) return;
      this.subscribed.delete(name);
      this.subscriber.unsubscribe(this.prefix + name).catch(this.onError);
    };
    return subscription(unsubscribe, this.subscribed.get(name));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

/** Redis pub/sub when REDIS_URL is set, else this process only. */
export function createBus(redisUrl: string | undefined, onError: (error: unknown) => void, prefix?: string): Bus {
  return redisUrl ? new RedisBus(redisUrl, prefix, onError) : new MemoryBus(onError);
}
