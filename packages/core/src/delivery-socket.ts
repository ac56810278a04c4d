import type { Coords } from './geo';
import { isMessageKey, type Message } from './i18n/messages';

/*
 * The live delivery socket, `/delivery/{orderId}`: one order's customer, courier and staff, with JSON text frames.
 * The API and the storefront both speak it from here: the messages each side sends, the close codes, and the readers
 * of what comes in from the other side (a bad frame reads as null and is ignored, never a broken screen or socket).
 */

/** Why the server closed a tracking socket; the storefront tells them apart. */
export const DELIVERY_CLOSE = {
  /** no valid ticket, or not this order's customer, courier or staff (a courier replaced on the order) */
  notAllowed: 4401,
  /** the sign-in the ticket came from ended */
  sessionsRevoked: 4403,
  notFound: 4404,
  /** nothing (not even a ping) came for too long */
  idle: 4408,
  /** the order is over: delivered, not delivered or cancelled */
  orderFinal: 4410,
  /** too many sockets of this user or this order */
  tooMany: 4429,
} as const;

/** A position as the courier's phone reports it: accuracy in metres and speed in m/s when the phone measured them. */
export type CourierCoords = Coords & { accuracy?: number; speed?: number };
/** A point with the instant it was true. */
export type DeliveryPoint = Coords & { at: string };
/** A chat line as the server relays it and as Delivery.chat lists it; `from` is customer, courier or staff. */
export type ChatLine = { id: string; from: string; message: string; at: string };

/** The customer's view of the delivery, sent on join: the courier's position only while the order is under way. */
export type DeliverySnapshot = {
  orderId: string;
  /** waiting | under_way | delivered | failed */
  state: string;
  courierName: string | null;
  position: DeliveryPoint | null;
  destination: DeliveryPoint | null;
  chat: ChatLine[];
};

/** Why a frame from a member changed nothing. */
export type DeliverySocketError =
  'invalid' | 'unknown_type' | 'forbidden' | 'not_under_way' | 'rate_limited' | 'no_courier' | 'chat_full';

const ERRORS: ReadonlySet<string> = new Set<DeliverySocketError>([
  'invalid',
  'unknown_type',
  'forbidden',
  'not_under_way',
  'rate_limited',
  'no_courier',
  'chat_full',
]);

/**
 * What the server sends: `state` once on join (null when the order has no delivery to show), every courier position
 * and chat line while the socket is open, `pong` to a ping, and `error` to the member whose frame changed nothing
 * (with the reason of a refused chat line).
 */
export type ServerMessage =
  | { type: 'pong' }
  | { type: 'state'; delivery: DeliverySnapshot | null }
  | { type: 'location'; coords: CourierCoords; at: string }
  | ({ type: 'chat' } & ChatLine)
  | { type: 'error'; error: DeliverySocketError; message?: Message };

/** What a member sends: a ping to stay connected, the courier's position, a chat line. */
export type ClientMessage =
  { type: 'ping' } | { type: 'location'; coords: CourierCoords } | { type: 'chat'; message: string };

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * `{ latitude, longitude, accuracy?, speed? }` on Earth, else null; only these four fields go on. An accuracy or
 * speed that is no plausible measure (missing, null, negative: some phones send -1 for "unknown") is left out.
 */
export function parseCoords(raw: unknown): CourierCoords | null {
  if (!isObject(raw)) return null;
  const { latitude, longitude } = raw;
  if (!isNumber(latitude) || !isNumber(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const measure = (v: unknown) => (isNumber(v) && v >= 0 && v < 1e6 ? v : undefined);
  const coords: CourierCoords = { latitude, longitude };
  const accuracy = measure(raw.accuracy);
  const speed = measure(raw.speed);
  if (accuracy !== undefined) coords.accuracy = accuracy;
  if (speed !== undefined) coords.speed = speed;
  return coords;
}

function chatOf(v: unknown): ChatLine | null {
  if (!isObject(v) || !isText(v.message) || !isText(v.from) || !isText(v.at)) return null;
  if (!isText(v.id) && typeof v.id !== 'number') return null;
  return { id: String(v.id), from: v.from, message: v.message, at: v.at };
}

function pointOf(v: unknown): DeliveryPoint | null {
  const coords = parseCoords(v);
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

const isError = (v: unknown): v is DeliverySocketError => isText(v) && ERRORS.has(v);

/** A message of the core catalogues: its key, and its parameters when each is text or a number. */
function messageOf(v: unknown): Message | null {
  if (!isObject(v) || !isMessageKey(v.key)) return null;
  if (v.params === undefined) return { key: v.key };
  const params = isObject(v.params) ? Object.entries(v.params) : null;
  if (!params?.every(([, p]) => isText(p) || isNumber(p))) return null;
  return { key: v.key, params: Object.fromEntries(params) as Record<string, string | number> };
}

function errorOf(v: Loose): ServerMessage | null {
  if (!isError(v.error)) return null;
  const message = messageOf(v.message);
  return message ? { type: 'error', error: v.error, message } : { type: 'error', error: v.error };
}

/** Frames larger than this are no message of the contract (a state with a full chat is a few tens of KB). */
const MAX_SERVER_FRAME = 100_000;

/**
 * Reads one text frame from the server. Anything that is not a well-formed message of the contract (not JSON, an
 * unknown type, coordinates off the globe, missing fields) is null and ignored: a bad frame never breaks the screen.
 */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string' || raw.length > MAX_SERVER_FRAME) return null;
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
      const coords = parseCoords(data.coords);
      return coords && isText(data.at) ? { type: 'location', coords, at: data.at } : null;
    }
    case 'chat': {
      const line = chatOf(data);
      return line ? { type: 'chat', ...line } : null;
    }
    case 'state': {
      if (data.delivery === null) return { type: 'state', delivery: null };
      const delivery = snapshotOf(data.delivery);
      return delivery ? { type: 'state', delivery } : null;
    }
    case 'error':
      return errorOf(data);
    default:
      return null;
  }
}
