import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModals } from '../lib/open-modals';
import { renderApp } from '../test/render-app';

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

  it('titles the page after a missing item by the page that follows it', async () => {
    const { router } = renderApp({ path: '/store/item?id=404', answers: { Item: { item: null } } });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Página não encontrada :: Pet Feliz'));
    await act(() => router.navigate('/store'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).toBeNull());
    await waitFor(() => expect(document.title).toBe('Loja :: Pet Feliz'));
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('Sobre nós :: Pet Feliz'));
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
