import { msg, type Message } from './i18n/messages';
import { clockTime, minutesOfDay, storeInstant, storeWeekday } from './store-time';

const MINUTE_MS = 60_000;

/** An opening period in store time, e.g. { start: '09:00', end: '12:00' }; a lunch break is the gap between two. */
export type Period = { start: string; end: string };

/** A booking already made, as the instants it holds the slot: its start and its end plus the service's buffer. */
export type Booking = { start: string; blockedUntil: string };

export type DayInput = {
  /** YYYY-MM-DD, store time */
  date: string;
  periods: readonly Period[];
  /** minutes between two offered starts */
  slotMinutes: number;
  /** the holiday's name when the store is closed for one */
  holiday?: string | null;
  /** the service for this pet: minutes of work, minutes no booking may use after it, bookings it holds at once */
  duration: number;
  buffer: number;
  capacity: number;
  /**
   * active bookings that day of every service sharing the slot's staff or room (or of this service alone when it
   * uses none), each held for its own service's buffer; `capacity` is then the resource's
   */
  bookings: readonly Booking[];
  /** the current instant: starts at or before it are not offered */
  now: string;
  /** the store's IANA zone, whose wall clock the date and periods are in (Brasília time when omitted) */
  zone?: string;
};

export type Slot = { dateTime: string; dateTimeEnd: string; time: string; free: number };

export type WorkingDayAnswer = {
  date: string;
  open: boolean;
  closedReason: Message | null;
  periods: Period[];
  slots: Slot[];
};

const ms = (instant: string) => new Date(instant).getTime();

/** How many bookings hold the slot at the busiest moment of [start, end). */
function busiest(bookings: readonly Booking[], start: number, end: number): number {
  const spans = bookings
    .map((b) => [ms(b.start), ms(b.blockedUntil)] as const)
    .filter(([s, e]) => s < end && e > start);
  // the count only rises where the interval or a booking starts
  const points = [start, ...spans.map(([s]) => s).filter((s) => s > start)];
  return Math.max(0, ...points.map((p) => spans.filter(([s, e]) => s <= p && p < e).length));
}

/**
 * The free starts of one day for one service: each start is a step of `slotMinutes` from its period's opening,
 * the service ends by the period's close (it never runs into the lunch break or past closing; its buffer may),
 * the service plus its buffer overlaps fewer than `capacity` bookings (of any service sharing the same staff or
 * room) at any moment, and it starts after `now`.
 * A holiday or a day without periods is closed.
 */
export function workingDay(input: DayInput): WorkingDayAnswer {
  const periods = [...input.periods].sort((a, b) => (minutesOfDay(a.start) ?? 0) - (minutesOfDay(b.start) ?? 0));
  if (input.holiday)
    return {
      date: input.date,
      open: false,
      closedReason: msg('appointment.closedHoliday', { name: input.holiday }),
      periods: [],
      slots: [],
    };
  if (periods.length === 0)
    return { date: input.date, open: false, closedReason: msg('appointment.closedDay'), periods: [], slots: [] };
  const now = ms(input.now);
  const step = Math.max(5, input.slotMinutes);
  const slots: Slot[] = [];
  for (const period of periods) {
    const opens = minutesOfDay(period.start);
    const closes = minutesOfDay(period.end);
    if (opens === null || closes === null) continue;
    for (let minute = opens; minute + input.duration <= closes; minute += step) {
      const dateTime = storeInstant(input.date, minute, input.zone);
      const start = ms(dateTime);
      if (start <= now) continue;
      const free = input.capacity - busiest(input.bookings, start, start + (input.duration + input.buffer) * MINUTE_MS);
      if (free <= 0) continue;
      slots.push({
        dateTime,
        dateTimeEnd: storeInstant(input.date, minute + input.duration, input.zone),
        time: clockTime(minute),
        free,
      });
    }
  }
  return { date: input.date, open: true, closedReason: null, periods, slots };
}

/** The weekday's periods from opening-hour rows (0 = Sunday): several rows of one weekday are its periods. */
export function periodsOf<T extends { weekday: number; opensAt: string; closesAt: string }>(
  rows: readonly T[],
  date: string,
): Period[] {
  const weekday = storeWeekday(date);
  return rows.filter((r) => r.weekday === weekday).map((r) => ({ start: r.opensAt, end: r.closesAt }));
}

/** The offered slot starting at an instant, if it is one: a booking must hit an offered start exactly. */
/** A span of time something is already taken for (a pet's other appointments). */
export type BusySpan = { dateTime: string; dateTimeEnd: string };

/** The day without the slots that would overlap a busy span: a pet is never in two appointments at once. */
export function withoutBusy(day: WorkingDayAnswer, busy: readonly BusySpan[]): WorkingDayAnswer {
  if (busy.length === 0) return day;
  const overlaps = (s: Slot) =>
    busy.some((b) => ms(s.dateTime) < ms(b.dateTimeEnd) && ms(s.dateTimeEnd) > ms(b.dateTime));
  return { ...day, slots: day.slots.filter((s) => !overlaps(s)) };
}

export function slotAt(day: WorkingDayAnswer, dateTime: string): Slot | undefined {
  const wanted = ms(dateTime);
  return day.slots.find((s) => ms(s.dateTime) === wanted);
}

/**
 * The free slot nearest a wanted start: on its own day the closest in time; else, day by day after it, the one
 * closest to the same time of day. `days` begins with the wanted day.
 */
export function nearestSlot(days: readonly WorkingDayAnswer[], dateTime: string): Slot | null {
  const wanted = ms(dateTime);
  for (const [index, day] of days.entries()) {
    const byDistance = (s: Slot) =>
      index === 0 ? Math.abs(ms(s.dateTime) - wanted) : Math.abs(timeOfDay(s.dateTime) - timeOfDay(dateTime));
    const best = [...day.slots].sort((a, b) => byDistance(a) - byDistance(b) || ms(a.dateTime) - ms(b.dateTime))[0];
    if (best) return best;
  }
  return null;
}

const timeOfDay = (instant: string) => ms(instant) % (24 * 60 * MINUTE_MS);
