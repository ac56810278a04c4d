import { describe, expect, it } from 'vitest';
import { codesMatch, isCodeShape, lockedUntil, minutesLeft, newDeliveryCode } from './delivery-code.js';
import { parseRoutePoint } from './couriers.js';
import { deliveryState, destinationOf } from './delivery-view.js';

describe('delivery code', () => {
  it('makes 4-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newDeliveryCode);
    for (const c of codes) expect(c).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(1500);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('matches only the same four digits, spaces around ignored', () => {
    expect(codesMatch('0427', '0427')).toBe(true);
    expect(codesMatch('0427', ' 0427 ')).toBe(true);
    expect(codesMatch('0427', '0428')).toBe(false);
    expect(codesMatch('0427', '427')).toBe(false);
    expect(codesMatch('0427', '04270')).toBe(false);
    expect(codesMatch('0427', '')).toBe(false);
    expect(isCodeShape('0427')).toBe(true);
    expect(isCodeShape('04a7')).toBe(false);
  });

  it('locks for 15 minutes and says how many are left, at least one', () => {
    const now = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
    const until = lockedUntil(now);
    expect(until).toBe('2030-01-01T12:15:00.000Z');
    expect(minutesLeft(until, now)).toBe(15);
    // a try that read the clock a moment before the locking one still reads the whole lock, not 16
    expect(minutesLeft(until, new Date(now.getTime() - 50))).toBe(15);
    expect(minutesLeft(until, new Date(now.getTime() + 14.5 * 60_000))).toBe(1);
    expect(minutesLeft(until, new Date(now.getTime() + 20 * 60_000))).toBe(1);
  });
});

describe('delivery state and places', () => {
  it('names the delivery from the order status', () => {
    expect(deliveryState('aprovado', true)).toBe('waiting');
    expect(deliveryState('aprovado', false)).toBeNull();
    expect(deliveryState('saiu_entrega', false)).toBe('under_way');
    expect(deliveryState('em_rota_entrega', true)).toBe('under_way');
    expect(deliveryState('entregue', true)).toBe('delivered');
    expect(deliveryState('finalizado', true)).toBe('delivered');
    expect(deliveryState('nao_entregue', true)).toBe('failed');
    expect(deliveryState('cancelado', true)).toBe('failed');
  });

  it('reads the destination from the address snapshot, none without coordinates', () => {
    expect(destinationOf(JSON.stringify({ latitude: -23.5, longitude: -46.6 }), 'x')).toEqual({
      latitude: -23.5,
      longitude: -46.6,
      at: 'x',
    });
    expect(destinationOf(JSON.stringify({ latitude: null, longitude: null }), 'x')).toBeNull();
    expect(destinationOf(null, 'x')).toBeNull();
  });

  it('parses route points and refuses what is not a place', () => {
    expect(parseRoutePoint('-23.5632,-46.6543')).toEqual({ latitude: -23.5632, longitude: -46.6543 });
    expect(parseRoutePoint(' -23.5 , -46.6 ')).toEqual({ latitude: -23.5, longitude: -46.6 });
    for (const bad of ['91,0', '0,181', 'abc', '-23.5', '1,2,3']) expect(parseRoutePoint(bad)).toBeNull();
  });
});
