import { describe, expect, it } from 'vitest';
import { guardRoute, loginRedirect, safeRedirect } from './guards';

const anonymous = { signedIn: false, ecommerce: true, appointments: true };

describe('guardRoute (spec 2 route guards)', () => {
  it('sends a visitor on a login route to login-options with the full target', () => {
    expect(guardRoute({ login: true }, anonymous, '/account/order?id=7')).toEqual({
      kind: 'redirect',
      to: '/account/login-options?redirect=%2Faccount%2Forder%3Fid%3D7',
    });
    expect(guardRoute({ login: true }, { ...anonymous, signedIn: true }, '/account')).toEqual({ kind: 'allow' });
  });

  it('sends appointments routes to the store when the feature is off, or to not-found without e-commerce', () => {
    const rule = { login: true, appointments: true };
    expect(guardRoute(rule, { ...anonymous, appointments: false }, '/pets')).toEqual({
      kind: 'redirect',
      to: '/store',
    });
    expect(guardRoute(rule, { signedIn: true, ecommerce: false, appointments: false }, '/pets')).toEqual({
      kind: 'notFound',
    });
  });

  it('sends e-commerce routes to appointments when e-commerce is off, or to not-found', () => {
    expect(guardRoute({ ecommerce: true }, { ...anonymous, ecommerce: false }, '/store')).toEqual({
      kind: 'redirect',
      to: '/appointments',
    });
    expect(
      guardRoute({ ecommerce: true }, { signedIn: false, ecommerce: false, appointments: false }, '/store'),
    ).toEqual({ kind: 'notFound' });
  });

  it('only goes back to paths inside the app after sign-in', () => {
    expect(safeRedirect('/store/checkout')).toBe('/store/checkout');
    expect(safeRedirect('//evil.example')).toBe('/store');
    expect(safeRedirect('https://evil.example')).toBe('/store');
    expect(loginRedirect('/store/checkout')).toBe('/account/login-options?redirect=%2Fstore%2Fcheckout');
  });
});
