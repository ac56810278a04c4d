import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const order = (status: string, statusLabel: string) => ({
  courierOrder: {
    id: '7',
    status,
    statusLabel,
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
    watchPosition.mockClear();
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
    expect(await screen.findByText(/Sua localização está sendo enviada ao cliente/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar entrega' })).toBeNull();
    expect(watchPosition).toHaveBeenCalled();
  });

  it('an order not yet out for delivery waits for Iniciar entrega and watches nothing', async () => {
    renderApp({ path: '/courier/7', signedIn: true, answers: { CourierOrder: order('aprovado', 'Aprovado') } });
    expect(await screen.findByRole('button', { name: 'Iniciar entrega' })).toBeTruthy();
    expect(watchPosition).not.toHaveBeenCalled();
  });
});
