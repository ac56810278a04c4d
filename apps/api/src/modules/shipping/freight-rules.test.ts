import { describe, expect, it } from 'vitest';
import { distanceMeters, quoteRule, ruleMatches, type FreightRule } from './freight-rules.js';

const band: FreightRule = {
  postalCodeStart: '01000000',
  postalCodeEnd: '05999999',
  maxDistanceMeters: null,
  price: 990,
  freeShippingPrice: 15000,
  minimalPurchase: 0,
  discount: 0,
};

describe('distanceMeters (haversine)', () => {
  it('measures the earth in whole metres', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111_195);
    // Pet Feliz (Rua Augusta) to Avenida Paulista, 01310-100: about 1,1 km
    expect(
      distanceMeters({ latitude: -23.5534, longitude: -46.6546 }, { latitude: -23.5632, longitude: -46.6543 }),
    ).toBe(1090);
    expect(distanceMeters({ latitude: -23.5, longitude: -46.6 }, { latitude: -23.5, longitude: -46.6 })).toBe(0);
  });
});

describe('ruleMatches', () => {
  it('matches a CEP inside the range, bounds included', () => {
    expect(ruleMatches(band, { cep: '01310100', distanceMeters: null })).toBe(true);
    expect(ruleMatches(band, { cep: '01000000', distanceMeters: null })).toBe(true);
    expect(ruleMatches(band, { cep: '05999999', distanceMeters: null })).toBe(true);
    expect(ruleMatches(band, { cep: '20040002', distanceMeters: null })).toBe(false);
    expect(ruleMatches(band, { cep: '00999999', distanceMeters: null })).toBe(false);
  });

  it('needs a known distance within the radius for a distance rule, and both conditions when both are set', () => {
    const radius = { ...band, postalCodeStart: null, postalCodeEnd: null, maxDistanceMeters: 2000 };
    expect(ruleMatches(radius, { cep: '20040002', distanceMeters: 1090 })).toBe(true);
    expect(ruleMatches(radius, { cep: '01310100', distanceMeters: 2001 })).toBe(false);
    expect(ruleMatches(radius, { cep: '01310100', distanceMeters: null })).toBe(false);
    const both = { ...band, maxDistanceMeters: 2000 };
    expect(ruleMatches(both, { cep: '01310100', distanceMeters: 1090 })).toBe(true);
    expect(ruleMatches(both, { cep: '20040002', distanceMeters: 1090 })).toBe(false);
    expect(ruleMatches({ ...radius, maxDistanceMeters: null }, { cep: '69005070', distanceMeters: null })).toBe(true);
    // without a CEP (pickup, a position only) a range never matches, a radius still can
    expect(ruleMatches(band, { cep: null, distanceMeters: 10 })).toBe(false);
    expect(ruleMatches({ ...band, postalCodeEnd: null }, { cep: null, distanceMeters: 10 })).toBe(false);
    expect(ruleMatches(radius, { cep: null, distanceMeters: 10 })).toBe(true);
  });
});

describe('quoteRule', () => {
  it('charges R$ 9,90 below R$ 150,00 and nothing from R$ 150,00 on', () => {
    expect(quoteRule(band, 14999)).toEqual({ available: true, price: 990, discount: 0 });
    expect(quoteRule(band, 15000)).toEqual({ available: true, price: 0, discount: 0 });
  });

  it('takes the discount off (never below zero) and refuses below the minimal purchase', () => {
    expect(quoteRule({ ...band, discount: 300 }, 1000)).toEqual({ available: true, price: 690, discount: 300 });
    expect(quoteRule({ ...band, discount: 5000 }, 1000)).toEqual({ available: true, price: 0, discount: 990 });
    expect(quoteRule({ ...band, minimalPurchase: 3000 }, 2999)).toEqual({ available: false, minimalPurchase: 3000 });
    expect(quoteRule({ ...band, minimalPurchase: 3000 }, 3000)).toMatchObject({ available: true, price: 990 });
    expect(quoteRule({ ...band, freeShippingPrice: null }, 1_000_000)).toMatchObject({ price: 990 });
  });
});
