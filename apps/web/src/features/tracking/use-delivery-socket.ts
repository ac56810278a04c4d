import type { ChatLine, ClientMessage, DeliverySnapshot, ServerMessage } from '@store/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../lib/services';
import { openDeliverySocket, type DeliverySocket, type SocketStatus } from './delivery-socket';
import type { Coords, PositionSample } from './eta';
import { DELIVERY_TICKET } from './tracking-queries';

/** Enough positions for the two-minute speed window at a position every few seconds. */
const KEEP_SAMPLES = 60;

export type DeliveryLive = {
  status: SocketStatus;
  closeCode?: number;
  snapshot: DeliverySnapshot | null;
  position: Coords | null;
  samples: PositionSample[];
  chat: ChatLine[];
};

const EMPTY: DeliveryLive = { status: 'connecting', snapshot: null, position: null, samples: [], chat: [] };

/** The server's delivery state while the courier is on the way: the only time the customer sees the courier. */
const UNDER_WAY_STATE = 'under_way';
const ENDED_STATES = new Set(['delivered', 'failed']);

/** Whether the delivery is over (closed with a final code, or a state saying delivered or failed). */
export function deliveryEnded(live: DeliveryLive): boolean {
  return live.status === 'ended' || ENDED_STATES.has(live.snapshot?.state ?? '');
}

/** A new connection status; once the connection ended for good the courier's position and ETA go away. */
export function reduceStatus(live: DeliveryLive, status: SocketStatus, closeCode?: number): DeliveryLive {
  const next = { ...live, status, ...(closeCode ? { closeCode } : {}) };
  return status === 'ended' ? { ...next, position: null, samples: [] } : next;
}

/** Applies one server message to what the screen shows. */
export function reduceLive(live: DeliveryLive, message: ServerMessage, now = Date.now()): DeliveryLive {
  switch (message.type) {
    case 'state': {
      const { delivery } = message;
      // an order with no delivery to show: nothing to draw
      if (!delivery) return live;
      // before and after the trip the customer never sees the courier, whatever position came along
      if (delivery.state !== UNDER_WAY_STATE)
        return { ...live, snapshot: delivery, chat: delivery.chat, position: null, samples: [] };
      const position = delivery.position
        ? { latitude: delivery.position.latitude, longitude: delivery.position.longitude }
        : null;
      const samples = position ? [{ ...position, at: Date.parse(delivery.position!.at) || now }] : [];
      return { ...live, snapshot: delivery, chat: delivery.chat, position, samples };
    }
    case 'location': {
      if (deliveryEnded(live) || (live.snapshot && live.snapshot.state !== UNDER_WAY_STATE)) return live;
      const { latitude, longitude, speed } = message.coords;
      const sample: PositionSample = { latitude, longitude, at: Date.parse(message.at) || now, speed: speed ?? null };
      return { ...live, position: { latitude, longitude }, samples: [...live.samples, sample].slice(-KEEP_SAMPLES) };
    }
    case 'chat': {
      if (live.chat.some((line) => line.id === message.id)) return live;
      const { type: _type, ...line } = message;
      return { ...live, chat: [...live.chat, line] };
    }
    default:
      return live;
  }
}

/**
 * The live connection of one order while the component using it is mounted: opened with a fresh ticket,
 * reconnecting with back-off, closed on unmount (the modal closing, a navigation away).
 */
export function useDeliverySocket(orderId: string, enabled = true) {
  const { gql } = useServices();
  const [live, setLive] = useState<DeliveryLive>(EMPTY);
  const socket = useRef<DeliverySocket | null>(null);

  useEffect(() => {
    if (!enabled || !orderId) return;
    setLive(EMPTY);
    const opened = openDeliverySocket({
      orderId,
      ticket: async () => (await gql.request(DELIVERY_TICKET, { orderId })).deliveryTicket.ticket,
      onMessage: (message) => setLive((current) => reduceLive(current, message)),
      onStatus: (status, closeCode) => setLive((current) => reduceStatus(current, status, closeCode)),
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
    };
  }, [gql, orderId, enabled]);

  const send = useCallback((message: ClientMessage) => socket.current?.send(message) ?? false, []);
  const reconnectNow = useCallback(() => socket.current?.reconnectNow(), []);
  return { live, send, reconnectNow };
}
