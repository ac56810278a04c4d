import { describe, expect, it } from 'vitest';
import { cepRegion } from './cep-ranges.js';
import { LruCache } from './lru.js';

describe('cepRegion', () => {
  it('knows the state of every CEP from 01000-000 to 99999-999, and none below', () => {
    for (let prefix = 1000; prefix <= 99999; prefix++) {
      expect(cepRegion(`${String(prefix).padStart(5, '0')}000`)?.state, String(prefix)).toMatch(/^[A-Z]{2}$/);
    }
    expect(cepRegion('00999999')).toBeUndefined();
  });

  it('names the capital inside its band, and no city outside the bands it is sure of', () => {
    expect(cepRegion('01310100')).toEqual({ state: 'SP', city: 'São Paulo' });
    expect(cepRegion('13025000')).toEqual({ state: 'SP', city: 'Campinas' });
    expect(cepRegion('20040002')).toEqual({ state: 'RJ', city: 'Rio de Janeiro' });
    expect(cepRegion('69005070')).toEqual({ state: 'AM', city: 'Manaus' });
    expect(cepRegion('72900000')).toEqual({ state: 'GO', city: '' });
    expect(cepRegion('70040010')).toEqual({ state: 'DF', city: 'Brasília' });
    expect(cepRegion('90010000')).toEqual({ state: 'RS', city: 'Porto Alegre' });
    expect(cepRegion('95000000')).toEqual({ state: 'RS', city: '' });
  });
});

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new LruCache<string, number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
