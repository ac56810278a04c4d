import { randomUUID } from 'node:crypto';

/** A JSON-serialisable message. */
export type BusMessage = Record<string, unknown>;
export type BusHandler = (message: BusMessage) => void;
/** Call it to unsubscribe; `ready` settles once messages from other instances arrive too. */
export type Subscription = (() => void) & { ready: Promise<void> };

export function subscription(unsubscribe: () => void, ready: Promise<void> = Promise.resolve()): Subscription {
  return Object.assign(unsubscribe, { ready });
}

/**
 * Messages between the API's instances: an order's sockets (`order:<id>`) and the end of sign-ins (`sessions`). A
 * number names an order's channel, as in `publish(orderId, message)`.
 * Handlers on the publishing instance run too, without a round trip.
 */
export interface Bus {
  readonly instanceId: string;
  publish(channel: string | number, message: BusMessage): Promise<void>;
  subscribe(channel: string | number, handler: BusHandler): Subscription;
  close(): Promise<void>;
}

const orderChannel = (orderId: number) => `order:${orderId}`;
export const SESSIONS_CHANNEL = 'sessions';

export const channelName = (channel: string | number) =>
  typeof channel === 'number' ? orderChannel(channel) : channel;

/** Handlers by channel, shared by both buses: a handler that throws does not keep the message from the others. */
export class LocalHandlers {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  /** Adds a handler; true when it is the channel's first (a Redis bus then subscribes). */
  add(channel: string, handler: BusHandler): boolean {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const set = this.handlers.get(channel);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  deliver(channel: string, message: BusMessage, onError: (error: unknown) => void): void {
    for (const handler of [...(this.handlers.get(channel) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        onError(error);
      }
    }
  }

  channels(): string[] {
    return [...this.handlers.keys()];
  }
}

/** One instance (the default): messages stay in this process. */
export class MemoryBus implements Bus {
  readonly instanceId = randomUUID();
  private readonly local = new LocalHandlers();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  async publish(channel: string | number, message: BusMessage): Promise<void> {
    this.local.deliver(channelName(channel), message, this.onError);
  }

  subscribe(channel: string | number, handler: BusHandler): Subscription {
    const name = channelName(channel);
    this.local.add(name, handler);
    return subscription(() => void this.local.remove(name, handler));
  }

  async close(): Promise<void> {}
}
