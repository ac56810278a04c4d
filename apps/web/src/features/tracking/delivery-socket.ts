import { DELIVERY_CLOSE, parseServerMessage, type ClientMessage, type ServerMessage } from '@store/core';
import { FAILURES_BEFORE_NOTICE, reconnectDelay } from './backoff';

/** connecting → open; retrying while waiting to reconnect (`failed` once several tries failed); ended: no more tries. */
export type SocketStatus = 'connecting' | 'open' | 'retrying' | 'failed' | 'ended';

/** Close codes of the contract after which trying again cannot help: not this order, order over, sessions revoked. */
const FINAL_CLOSES = new Set<number>([
  DELIVERY_CLOSE.sessionsRevoked,
  DELIVERY_CLOSE.notFound,
  DELIVERY_CLOSE.orderFinal,
]);
/** Kept alive past proxies that drop an idle connection after a minute. */
const PING_MS = 25_000;

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type DeliverySocketOptions = {
  orderId: string;
  /** a fresh single-use ticket from `deliveryTicket`, asked for before every connection (never the access token) */
  ticket: () => Promise<string>;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: SocketStatus, closeCode?: number) => void;
  /** for tests: the socket, the page's address, timers and the jitter source */
  createSocket?: (url: string) => SocketLike;
  location?: Pick<Location, 'protocol' | 'host'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
};

/** ws(s)://<this host>/delivery/<orderId>?token=<ticket>: the same origin the page came from, so the CSP's 'self' covers it. */
export function deliverySocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  orderId: string,
  ticket: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/delivery/${encodeURIComponent(orderId)}?token=${encodeURIComponent(ticket)}`;
}

/**
 * One order's live connection: asks for a ticket, connects, reconnects with back-off (a new ticket each time)
 * until `close()`. Bad frames are dropped by the parser; the caller sees only contract messages.
 */
export function openDeliverySocket(options: DeliverySocketOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const where = options.location ?? window.location;
  const random = options.random ?? Math.random;
  let socket: SocketLike | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;

  const stopPing = () => {
    if (pingTimer !== null) clearTimer(pingTimer);
    pingTimer = null;
  };
  const ping = () => {
    pingTimer = setTimer(() => {
      send({ type: 'ping' });
      ping();
    }, PING_MS);
  };

  const retry = () => {
    if (stopped) return;
    const delay = reconnectDelay(failures, random());
    failures += 1;
    options.onStatus(failures >= FAILURES_BEFORE_NOTICE ? 'failed' : 'retrying');
    retryTimer = setTimer(() => {
      retryTimer = null;
      void connect();
    }, delay);
  };

  async function connect() {
    if (stopped) return;
    options.onStatus('connecting');
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      return retry();
    }
    if (stopped) return;
    const current = createSocket(deliverySocketUrl(where, options.orderId, ticket));
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onStatus('open');
      ping();
    };
    current.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) options.onMessage(message);
    };
    current.onerror = () => undefined; // a close follows every error; it decides
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopPing();
      if (stopped) return;
      if (FINAL_CLOSES.has(event.code)) {
        stopped = true;
        options.onStatus('ended', event.code);
        return;
      }
      retry();
    };
  }

  function send(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  void connect();
  return {
    send,
    /** try now instead of waiting out the back-off ('Tentar novamente') */
    reconnectNow() {
      if (stopped || socket) return;
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
      void connect();
    },
    /** the modal closed: the socket closes and nothing reconnects */
    close() {
      stopped = true;
      stopPing();
      if (retryTimer !== null) clearTimer(retryTimer);
      const open = socket;
      socket = null;
      open?.close(1000);
    },
  };
}

export type DeliverySocket = ReturnType<typeof openDeliverySocket>;
