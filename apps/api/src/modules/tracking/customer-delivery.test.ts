import { describe, expect, it } from 'vitest';
import { destinationOf } from '../delivery/courier-view.js';
import { deliveryState } from './customer-delivery.js';
import { parseRoutePoint } from './route-simulation.js';

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
