import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './messages';

const at = '2026-01-10T12:00:00.000Z';

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
    [
      'a location with a text speed',
      JSON.stringify({ type: 'location', coords: { latitude: 1, longitude: 2, speed: 'fast' }, at }),
    ],
    ['a chat without message', JSON.stringify({ type: 'chat', id: '1', from: 'courier', at })],
    ['a state without delivery', '{"type":"state"}'],
  ])('ignores %s', (_name, frame) => {
    expect(parseServerMessage(frame)).toBeNull();
  });

  it('ignores binary frames and huge ones', () => {
    expect(parseServerMessage(new ArrayBuffer(4))).toBeNull();
    expect(parseServerMessage(`{"type":"pong","x":"${'a'.repeat(100_001)}"}`)).toBeNull();
  });
});
