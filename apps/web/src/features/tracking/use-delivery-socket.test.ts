import { describe, expect, it } from 'vitest';
import { deliveryEnded, reduceLive, reduceStatus, type DeliveryLive } from './use-delivery-socket';

const at = '2026-01-10T12:00:00.000Z';
const start: DeliveryLive = { status: 'open', snapshot: null, position: null, samples: [], chat: [] };
const snapshot = {
  orderId: '1',
  state: 'under_way',
  courierName: 'Carlos',
  position: { latitude: -23.56, longitude: -46.65, at },
  destination: { latitude: -23.561, longitude: -46.656, at },
  chat: [{ id: '1', from: 'customer', message: 'Oi', at }],
};

describe('reduceLive', () => {
  it('takes the position and chat of the state sent on join', () => {
    const live = reduceLive(start, { type: 'state', delivery: snapshot });
    expect(live.position).toEqual({ latitude: -23.56, longitude: -46.65 });
    expect(live.samples).toEqual([{ latitude: -23.56, longitude: -46.65, at: Date.parse(at) }]);
    expect(live.chat).toHaveLength(1);
  });
  it('moves the courier with each location and keeps the recent ones for the speed', () => {
    let live = reduceLive(start, { type: 'state', delivery: snapshot });
    live = reduceLive(live, {
      type: 'location',
      coords: { latitude: -23.559, longitude: -46.65, speed: 5 },
      at: '2026-01-10T12:00:10.000Z',
    });
    expect(live.position).toEqual({ latitude: -23.559, longitude: -46.65 });
    expect(live.samples.map((s) => s.speed ?? null)).toEqual([null, 5]);
  });
  it('adds a chat line once, even when it comes again after a reconnection', () => {
    const line = { type: 'chat' as const, id: '2', from: 'courier', message: 'Chegando', at };
    const once = reduceLive(reduceLive(start, line), line);
    expect(once.chat).toEqual([{ id: '2', from: 'courier', message: 'Chegando', at }]);
  });
  it('a courier with no position yet shows none', () => {
    expect(reduceLive(start, { type: 'state', delivery: { ...snapshot, position: null } }).position).toBeNull();
  });

  it('closed for good (4410, the delivery is over): the courier and the ETA go away and the delivery shows as ended', () => {
    const moving = reduceLive(start, { type: 'state', delivery: snapshot });
    const over = reduceStatus(moving, 'ended', 4410);
    expect(over).toMatchObject({ status: 'ended', closeCode: 4410, position: null, samples: [] });
    expect(deliveryEnded(over)).toBe(true);
    expect(
      reduceLive(over, { type: 'location', coords: { latitude: -23.5, longitude: -46.6 }, at }).position,
    ).toBeNull();
    expect(reduceStatus(moving, 'retrying').position).toEqual(moving.position);
  });
  it.each(['waiting', 'delivered', 'failed'])(
    'a %s state shows no courier, even with a position, and ignores later locations',
    (state) => {
      const moving = reduceLive(start, { type: 'state', delivery: snapshot });
      const live = reduceLive(moving, { type: 'state', delivery: { ...snapshot, state } });
      expect(live).toMatchObject({ position: null, samples: [] });
      expect(
        reduceLive(live, { type: 'location', coords: { latitude: -23.5, longitude: -46.6 }, at }).position,
      ).toBeNull();
      expect(deliveryEnded(live)).toBe(state !== 'waiting');
    },
  );
});
