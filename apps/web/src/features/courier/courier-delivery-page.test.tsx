import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const order = (status: string, statusLabel: string, pickup = false) => ({
  courierOrder: {
    id: '7',
    status,
    statusLabel,
    pickup,
    customerName: 'Ana',
    address: null,
    total: 5000,
    createdAt: '2026-01-10T12:00:00.000Z',
    destination: { latitude: -23.561, longitude: -46.656, at: '2026-01-10T12:00:00.000Z' },
  },
});

/** A socket that never opens: the page's sharing does not wait for it to start watching the phone. */
class QuietSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  onclose = null;
  send() {}
  close() {}
}

describe('courier delivery page', () => {
  const watchPosition = vi.fn(() => 1);
  beforeEach(() => {
    watchPosition.mockReset();
    watchPosition.mockImplementation(() => 1);
    vi.stubGlobal('WebSocket', QuietSocket);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { watchPosition, clearWatch: vi.fn() },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opened on an order already out for delivery (a reload mid-trip), shares the position without a new start', async () => {
    renderApp({
      path: '/courier/7',
      signedIn: true,
      answers: {
        CourierOrder: order('em_rota_entrega', 'Em rota de entrega'),
        DeliveryTicket: { deliveryTicket: { ticket: 't' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pedido #7' })).toBeTruthy();
    // nothing went out yet (the socket never opened): the screen does not claim it is sending
    expect(await screen.findByText('Obtendo sua localização…')).toBeTruthy();
    expect(screen.queryByText(/Sua localização está sendo enviada/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Iniciar entrega' })).toBeNull();
    expect(watchPosition).toHaveBeenCalled();
  });

  it('a refused location says it is off and how to turn it on; Tentar novamente watches again', async () => {
    watchPosition.mockImplementation(((_ok: unknown, fail: (error: object) => void) => {
      fail({ code: 1, PERMISSION_DENIED: 1 });
      return 1;
    }) as never);
    renderApp({
      path: '/courier/7',
      signedIn: true,
      answers: {
        CourierOrder: order('em_rota_entrega', 'Em rota de entrega'),
        DeliveryTicket: { deliveryTicket: { ticket: 't' } },
      },
    });
    const off = await screen.findByRole('alert');
    expect(off.textContent).toContain('Sua localização está desligada');
    expect(off.textContent).toContain('permita a localização para este site');
    expect(screen.queryByText(/Sua localização está sendo enviada/)).toBeNull();
    expect(screen.queryByText('Obtendo sua localização…')).toBeNull();
    const calls = watchPosition.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(watchPosition.mock.calls.length).toBe(calls + 1);
  });

  it('a pickup order is never started: no Iniciar entrega, the reason instead', async () => {
    renderApp({ path: '/courier/7', signedIn: true, answers: { CourierOrder: order('aprovado', 'Aprovado', true) } });
    expect(await screen.findByText('Pedido para retirada na loja não sai para entrega')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar entrega' })).toBeNull();
    expect(watchPosition).not.toHaveBeenCalled();
  });

  it('an order not yet out for delivery waits for Iniciar entrega and watches nothing', async () => {
    renderApp({ path: '/courier/7', signedIn: true, answers: { CourierOrder: order('aprovado', 'Aprovado') } });
    expect(await screen.findByRole('button', { name: 'Iniciar entrega' })).toBeTruthy();
    expect(watchPosition).not.toHaveBeenCalled();
  });
});
