import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModals } from '../lib/open-modals';
import { renderApp } from '../test/render-app';
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

describe('routes in the app', () => {
  afterEach(cleanup);

  it('redirects a visitor from checkout to sign-in, titled Entrar', async () => {
    const { router } = renderApp({ path: '/store/checkout' });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/account/login-options?redirect=%2Fstore%2Fcheckout',
    );
    await waitFor(() => expect(document.title).toBe('Entrar :: Pet Feliz'));
  });

  it('shows a signed-in shopper the login route itself', async () => {
    renderApp({ path: '/store/checkout', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Pedido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CANCELAR' })).toBeTruthy();
  });

  it('shows Página não encontrada for unknown paths and pets without the appointments flag and e-commerce', async () => {
    renderApp({ path: '/nada/aqui' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Página não encontrada :: Pet Feliz'));
    cleanup();
    renderApp({ path: '/pets', signedIn: true, config: { ecommerce: false, appointments: false } });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('sends appointments to the store when the store has no appointments', async () => {
    const { router } = renderApp({ path: '/appointments', signedIn: true, config: { appointments: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it('sets the coupon from coupon_code on any route, without validating it', async () => {
    const { services } = renderApp({ path: '/about?coupon_code=bemvindo10' });
    await waitFor(() =>
      expect(services.coupon.get()).toEqual({ status: 'applied', code: 'BEMVINDO10', coupon: null, fromLink: true }),
    );
  });

  it('opens the verified-account dialog from verified=1', async () => {
    renderApp({ path: '/store?verified=1' });
    expect(await screen.findByRole('button', { name: 'Vamo lá' })).toBeTruthy();
  });

  it('cancels a navigation while a modal is open and closes the modal instead', async () => {
    const { router } = renderApp({ path: '/about' });
    await screen.findByRole('heading', { name: 'Sobre nós' });
    let closed = 0;
    const unregister = openModals.push(() => {
      closed += 1;
      unregister();
    });
    await act(() => router.navigate('/store/shopping'));
    expect(router.state.location.pathname).toBe('/about');
    expect(closed).toBe(1);
    await act(() => router.navigate('/store/shopping'));
    expect(router.state.location.pathname).toBe('/store/shopping');
  });
});
