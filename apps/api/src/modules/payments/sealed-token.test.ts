import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, deriveKey } from './sealed-token.js';

describe('createSealer', () => {
  const sealer = createSealer(deriveKey('a test secret', 'tokens'));

  it('opens what it sealed, for the same purpose only', () => {
    const token = sealer.seal('card', { brand: 'visa', last4: '1111' });
    expect(sealer.open('card', token)).toEqual({ brand: 'visa', last4: '1111' });
    expect(sealer.open('vault', token)).toBeNull();
  });

  it('hides the payload and never repeats a token', () => {
    const a = sealer.seal('card', { last4: '1111' });
    const b = sealer.seal('card', { last4: '1111' });
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('1111');
  });

  it('refuses altered, foreign and malformed tokens', () => {
    const token = sealer.seal('card', { n: 1 });
    const flipped = Buffer.from(token, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(sealer.open('card', flipped.toString('base64url'))).toBeNull();
    expect(createSealer(deriveKey('another secret', 'tokens')).open('card', token)).toBeNull();
    expect(createSealer(deriveKey('a test secret', 'other use')).open('card', token)).toBeNull();
    expect(sealer.open('card', 'not a token')).toBeNull();
    expect(sealer.open('card', randomBytes(60).toString('base64url'))).toBeNull();
  });

  it('refuses a token past its exp', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const token = sealer.seal('card', { exp: now.getTime() + 1000 });
    expect(sealer.open('card', token, now)).not.toBeNull();
    expect(sealer.open('card', token, new Date(now.getTime() + 1000))).toBeNull();
  });

  it('needs a 32-byte key', () => {
    expect(() => createSealer(Buffer.alloc(16))).toThrow(RangeError);
  });
});
