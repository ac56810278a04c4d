import type { Coords } from './eta';

/** A chat line as the server relays it and as Delivery.chat lists it. */
export type ChatLine = { id: string; from: string; message: string; at: string };
export type DeliverySnapshot = {
  orderId: string;
  state: string;
  courierName: string | null;
  position: (Coords & { at: string }) | null;
  destination: (Coords & { at: string }) | null;
  chat: ChatLine[];
};

/** What the server sends over /delivery/{orderId}. */
export type ServerMessage =
  | { type: 'pong' }
  | { type: 'location'; coords: Coords & { accuracy?: number; speed?: number }; at: string }
  | ({ type: 'chat' } & ChatLine)
  | { type: 'state'; delivery: DeliverySnapshot };

/** What this side sends: a ping, the courier's position, a chat line. */
export type ClientMessage =
  | { type: 'ping' }
  | { type: 'location'; coords: Coords & { accuracy?: number; speed?: number } }
  | { type: 'chat'; message: string };

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const optionalNumber = (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v));

function coordsOf(v: unknown): (Coords & { accuracy?: number; speed?: number }) | null {
  if (!isObject(v)) return null;
  const { latitude, longitude, accuracy, speed } = v;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  if (!optionalNumber(accuracy) || !optionalNumber(speed)) return null;
  return {
    latitude,
    longitude,
    ...(typeof accuracy === 'number' ? { accuracy } : {}),
    ...(typeof speed === 'number' ? { speed } : {}),
  };
}

function chatOf(v: unknown): ChatLine | null {
  if (!isObject(v) || !isText(v.message) || !isText(v.from) || !isText(v.at)) return null;
  if (!isText(v.id) && typeof v.id !== 'number') return null;
  return { id: String(v.id), from: v.from, message: v.message, at: v.at };
}

function pointOf(v: unknown): (Coords & { at: string }) | null {
  const coords = coordsOf(v);
  return coords && isObject(v) && isText(v.at)
    ? { latitude: coords.latitude, longitude: coords.longitude, at: v.at }
    : null;
}

function snapshotOf(v: unknown): DeliverySnapshot | null {
  if (!isObject(v) || !isText(v.state) || (!isText(v.orderId) && typeof v.orderId !== 'number')) return null;
  const chat = Array.isArray(v.chat) ? v.chat.map(chatOf).filter((line): line is ChatLine => line !== null) : [];
  return {
    orderId: String(v.orderId),
    state: v.state,
    courierName: isText(v.courierName) ? v.courierName : null,
    position: pointOf(v.position),
    destination: pointOf(v.destination),
    chat,
  };
}

/**
 * Reads one text frame. Anything that is not a well-formed message of the contract (not JSON, an unknown type,
 * coordinates off the globe, missing fields) is null and ignored: a bad frame never breaks the screen.
 */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string' || raw.length > 100_000) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'pong':
      return { type: 'pong' };
    case 'location': {
      const coords = coordsOf(data.coords);
      return coords && isText(data.at) ? { type: 'location', coords, at: data.at } : null;
    }
    case 'chat': {
      const line = chatOf(data);
      return line ? { type: 'chat', ...line } : null;
    }
    case 'state': {
      const delivery = snapshotOf(data.delivery);
      return delivery ? { type: 'state', delivery } : null;
    }
    default:
      return null;
  }
}
