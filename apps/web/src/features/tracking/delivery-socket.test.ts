import { describe, expect, it, vi } from 'vitest';
import { deliverySocketUrl, openDeliverySocket, type SocketStatus } from './delivery-socket';

/** A socket the test drives: it records what was sent and lets the test open, message and close it. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function harness(firstTicketFails = false) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const statuses: SocketStatus[] = [];
  const messages: unknown[] = [];
  let tickets = 0;
  const ticket = vi.fn(async () => {
    if (firstTicketFails && tickets === 0 && ++tickets) throw new Error('offline');
    return `ticket-${++tickets}-abcdefghijklmnop`;
  });
  const socket = openDeliverySocket({
    orderId: '12',
    ticket,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    location: { protocol: 'http:', host: 'petshop.localhost:3000' },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
  });
  /** the retry timers the connection set, in order (pings are 25 s and left out) */
  const retries = () => timers.filter((t) => t.ms !== 25_000);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { socket, sockets, timers, retries, statuses, messages, ticket, flush };
}

describe('deliverySocketUrl', () => {
  it('is the same host, ws or wss as the page, with the ticket as token', () => {
    expect(deliverySocketUrl({ protocol: 'http:', host: 'localhost:3530' }, '7', 'a+b/c')).toBe(
      'ws://localhost:3530/delivery/7?token=a%2Bb%2Fc',
    );
    expect(deliverySocketUrl({ protocol: 'https:', host: 'loja.example' }, '7', 't')).toBe(
      'wss://loja.example/delivery/7?token=t',
    );
  });
});

describe('openDeliverySocket', () => {
  it('connects with a ticket, passes contract messages on and ignores bad frames', async () => {
    const h = harness();
    await h.flush();
    expect(h.sockets[0]!.url).toBe('ws://petshop.localhost:3000/delivery/12?token=ticket-1-abcdefghijklmnop');
    h.sockets[0]!.open();
    h.sockets[0]!.receive('not json');
    h.sockets[0]!.receive('{"type":"pong"}');
    expect(h.messages).toEqual([{ type: 'pong' }]);
    expect(h.statuses).toEqual(['connecting', 'open']);
    expect(h.socket.send({ type: 'chat', message: 'Oi' })).toBe(true);
    expect(h.sockets[0]!.sent).toEqual(['{"type":"chat","message":"Oi"}']);
  });

  it('reconnects after a drop with back-off, asking a new ticket each time, and says it failed after two tries', async () => {
    const h = harness();
    await h.flush();
    h.sockets[0]!.drop();
    expect(h.retries().map((t) => t.ms)).toEqual([1_000]);
    expect(h.statuses.at(-1)).toBe('retrying');
    h.retries()[0]!.run();
    await h.flush();
    h.sockets[1]!.drop();
    expect(h.retries().map((t) => t.ms)).toEqual([1_000, 2_000]);
    expect(h.statuses.at(-1)).toBe('failed');
    h.retries()[1]!.run();
    await h.flush();
    h.sockets[2]!.drop();
    expect(h.retries().map((t) => t.ms)).toEqual([1_000, 2_000, 4_000]);
    expect(h.ticket).toHaveBeenCalledTimes(3);
    expect(new Set(h.sockets.map((s) => s.url)).size).toBe(3);
    // an open connection starts the schedule over
    h.retries()[2]!.run();
    await h.flush();
    h.sockets[3]!.open();
    h.sockets[3]!.drop();
    expect(h.retries().at(-1)!.ms).toBe(1_000);
  });

  it('retries when the ticket cannot be had', async () => {
    const h = harness(true);
    await h.flush();
    await h.flush();
    expect(h.sockets).toHaveLength(0);
    expect(h.retries()).toHaveLength(1);
  });

  it.each([4403, 4404, 4410])('stops for good on close code %i', async (code) => {
    const h = harness();
    await h.flush();
    h.sockets[0]!.open();
    h.sockets[0]!.drop(code);
    expect(h.statuses.at(-1)).toBe('ended');
    expect(h.retries()).toHaveLength(0);
  });

  it('close() closes the socket and nothing reconnects', async () => {
    const h = harness();
    await h.flush();
    h.sockets[0]!.open();
    h.socket.close();
    expect(h.sockets[0]!.closedWith).toBe(1000);
    h.sockets[0]!.drop(1000);
    expect(h.retries()).toHaveLength(0);
    expect(h.socket.send({ type: 'ping' })).toBe(false);
  });

  it('close() during a back-off wait cancels the reconnection', async () => {
    const h = harness();
    await h.flush();
    h.sockets[0]!.drop();
    h.socket.close();
    expect(h.retries()[0]!.cleared).toBe(true);
  });

  it('pings every 25 s while open', async () => {
    const h = harness();
    await h.flush();
    h.sockets[0]!.open();
    const ping = h.timers.find((t) => t.ms === 25_000)!;
    ping.run();
    expect(h.sockets[0]!.sent).toEqual(['{"type":"ping"}']);
  });
});
