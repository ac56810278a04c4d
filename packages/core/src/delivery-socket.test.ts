import { describe, expect, it } from 'vitest';
import { parseCoords, parseServerMessage } from './delivery-socket';

const at = '2026-01-10T12:00:00.000Z';

describe('parseCoords', () => {
  it('keeps a position on Earth and the measures a phone gives, and nothing else', () => {
    expect(parseCoords({ latitude: -23.55, longitude: -46.63, accuracy: 12, speed: 4.2, heading: 90 })).toEqual({
      latitude: -23.55,
      longitude: -46.63,
      accuracy: 12,
      speed: 4.2,
    });
  });

  it('leaves out an accuracy or speed that is no measure (null, negative, text, huge)', () => {
    expect(parseCoords({ latitude: 1, longitude: 2, accuracy: null, speed: -1 })).toEqual({
      latitude: 1,
      longitude: 2,
    });
    expect(parseCoords({ latitude: 1, longitude: 2, accuracy: 1e6, speed: 'fast' })).toEqual({
      latitude: 1,
      longitude: 2,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a list', [1, 2]],
    ['text coordinates', { latitude: '-23', longitude: '-46' }],
    ['a latitude off the globe', { latitude: 91, longitude: 0 }],
    ['a longitude off the globe', { latitude: 0, longitude: -180.5 }],
    ['no longitude', { latitude: 0 }],
  ])('refuses %s', (_name, raw) => {
    expect(parseCoords(raw)).toBeNull();
  });
});

describe('parseServerMessage', () => {
  it('reads the contract messages', () => {
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(
      parseServerMessage(
        JSON.stringify({ type: 'location', coords: { latitude: -23.55, longitude: -46.63, speed: 4.2 }, at }),
      ),
    ).toEqual({
      type: 'location',
      coords: { latitude: -23.55, longitude: -46.63, speed: 4.2 },
      at,
    });
    expect(
      parseServerMessage(JSON.stringify({ type: 'chat', id: 7, from: 'courier', message: 'Estou chegando', at })),
    ).toEqual({
      type: 'chat',
      id: '7',
      from: 'courier',
      message: 'Estou chegando',
      at,
    });
  });

  it('reads the state on join, dropping bad chat lines and a bad position', () => {
    const delivery = {
      orderId: '12',
      state: 'under_way',
      courierName: 'Carlos',
      position: { latitude: 'x', longitude: 1, at },
      destination: { latitude: -23.56, longitude: -46.65, at },
      chat: [
        { id: '1', from: 'customer', message: 'Oi', at },
        { id: '2', message: 42 },
      ],
    };
    expect(parseServerMessage(JSON.stringify({ type: 'state', delivery }))).toEqual({
      type: 'state',
      delivery: { ...delivery, position: null, chat: [{ id: '1', from: 'customer', message: 'Oi', at }] },
    });
    // an order with no delivery to show (it never left the store without a courier)
    expect(parseServerMessage('{"type":"state","delivery":null}')).toEqual({ type: 'state', delivery: null });
  });

  it("reads an error with its reason, and a refused chat line's message", () => {
    expect(parseServerMessage('{"type":"error","error":"rate_limited"}')).toEqual({
      type: 'error',
      error: 'rate_limited',
    });
    const tooLong = { key: 'validation.tooLong', params: { max: 500 } };
    expect(parseServerMessage(JSON.stringify({ type: 'error', error: 'invalid', message: tooLong }))).toEqual({
      type: 'error',
      error: 'invalid',
      message: tooLong,
    });
    expect(
      parseServerMessage(JSON.stringify({ type: 'error', error: 'invalid', message: { key: 'no.such.key' } })),
    ).toEqual({ type: 'error', error: 'invalid' });
  });

  it('reads a position whose speed is no measure without the speed', () => {
    const frame = JSON.stringify({ type: 'location', coords: { latitude: 1, longitude: 2, speed: 'fast' }, at });
    expect(parseServerMessage(frame)).toEqual({ type: 'location', coords: { latitude: 1, longitude: 2 }, at });
  });

  it.each([
    ['not JSON', 'hello'],
    ['JSON that is no object', '[1,2]'],
    ['null', 'null'],
    ['an unknown type', '{"type":"shout"}'],
    ['no type', '{"coords":{"latitude":1,"longitude":2}}'],
    ['a location off the globe', JSON.stringify({ type: 'location', coords: { latitude: 91, longitude: 0 }, at })],
    [
      'a location with text coordinates',
      JSON.stringify({ type: 'location', coords: { latitude: '-23', longitude: '-46' }, at }),
    ],
    ['a location without time', JSON.stringify({ type: 'location', coords: { latitude: 1, longitude: 2 } })],
    ['a chat without message', JSON.stringify({ type: 'chat', id: '1', from: 'courier', at })],
    ['a state without delivery', '{"type":"state"}'],
    ['an error of no known reason', '{"type":"error","error":"oops"}'],
  ])('ignores %s', (_name, frame) => {
    expect(parseServerMessage(frame)).toBeNull();
  });

  it('ignores binary frames and huge ones', () => {
    expect(parseServerMessage(new ArrayBuffer(4))).toBeNull();
    expect(parseServerMessage(`{"type":"pong","x":"${'a'.repeat(100_001)}"}`)).toBeNull();
  });
});
