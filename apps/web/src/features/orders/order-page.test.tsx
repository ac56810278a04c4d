import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const order = {
  id: '42',
  createdAt: '2026-11-21T12:00:00Z',
  status: 'pagamento_pendente',
  statusMessage: null,
  subtotal: 22180,
  couponDiscount: 0,
  paymentDiscount: 1109,
  freight: 0,
  total: 21071,
  observation: null,
  fiscalDocument: null,
  fiscalDocumentLink: 'https://nfe.example/42',
  address: null,
  items: [
    {
      id: '1',
      item: { id: '1', name: 'Ração Filhotes', image: null, code: 'PET-0001' },
      quantity: 2,
      price: 11090,
      total: 22180,
    },
  ],
  payments: [
    {
      id: '1',
      type: 'pix',
      gateway: null,
      billingType: 'pix',
      status: 'pending',
      amount: 21071,
      installments: 1,
      transaction: { code: '000201PIXCODE', qrCodeImage: 'data:image/png;base64,AA==' },
    },
  ],
  statusStory: [
    { id: '1', createdAt: '2026-11-21T12:00:00Z', status: 'pendente', message: null },
    { id: '2', createdAt: '2026-11-21T12:00:01Z', status: 'pagamento_pendente', message: null },
  ],
};

describe('order screen', () => {
  afterEach(cleanup);

  it('shows items, totals, the Pix code and QR, the history with labels and colours, and the fiscal document', async () => {
    renderApp({ path: '/account/order?id=42', signedIn: true, answers: { Order: { order } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #42' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('R$ 210,71');
    // Spec 8: free freight reads 'Grátis', as on the cart and checkout.
    expect(screen.getByTestId('order-freight').textContent).toBe('Grátis');
    expect((screen.getByTestId('pix-code') as HTMLTextAreaElement).value).toBe('000201PIXCODE');
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toBeTruthy();
    expect(screen.getByText('Pedido criado')).toBeTruthy();
    const waiting = screen.getAllByText('Aguardando pagamento');
    expect(waiting.length).toBe(2);
    expect(
      (waiting[0]!.closest('[data-status]')!.querySelector('[aria-hidden]') as HTMLElement).style.backgroundColor,
    ).toMatch(/^(#ffb300|rgb\(255, 179, 0\))$/);
    expect(screen.getByRole('link', { name: 'Ver nota fiscal' }).getAttribute('href')).toBe('https://nfe.example/42');
  });

  it('cancels only after the irreversible-cancellation confirmation', async () => {
    const { fetch } = renderApp({
      path: '/account/order?id=42',
      signedIn: true,
      answers: { Order: { order }, CancelOrder: { cancelOrder: { id: '42', status: 'cancelado' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    expect(dialog.textContent).toContain(
      'O processo de cancelamento não pode ser desfeito. Tem certeza de que deseja cancelar este pedido?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    fireEvent.click(confirm.querySelector('.btn-primary')!);
    expect(await screen.findByText('Pedido cancelado')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('CancelOrder'))).toBe(true),
    );
  });
});
