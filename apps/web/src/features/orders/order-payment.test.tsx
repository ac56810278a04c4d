import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

type Payment = {
  type: string;
  gateway: string | null;
  billingType: string | null;
  status: string;
  amount: number;
  installments: number;
  transaction: Record<string, unknown>;
};

const orderWith = (status: string, payment: Payment) => ({
  id: '42',
  createdAt: '2026-11-21T12:00:00Z',
  status,
  statusMessage: null,
  subtotal: payment.amount,
  couponDiscount: 0,
  paymentDiscount: 0,
  freight: 0,
  total: payment.amount,
  observation: null,
  fiscalDocument: null,
  fiscalDocumentLink: null,
  address: null,
  items: [],
  payments: [{ id: '1', ...payment }],
  statusStory: [{ id: '1', createdAt: '2026-11-21T12:00:00Z', status, message: null }],
});

const pix: Payment = {
  type: 'pix',
  gateway: null,
  billingType: 'pix',
  status: 'pending',
  amount: 11896,
  installments: 1,
  transaction: { code: '000201PIXCODE', qrCodeImage: 'data:image/png;base64,AA==' },
};
const boleto: Payment = {
  type: 'gateway',
  gateway: 'fake',
  billingType: 'boleto',
  status: 'pending',
  amount: 7380,
  installments: 1,
  transaction: { digitableLine: '34191.79001 01043.510047 91020.150008 1 96610000007380', dueDate: '2026-12-01' },
};
// what the server keeps for cash: its own pt-BR label, which the screen does not read
const cash = (changeFor: number | null): Payment => ({
  type: 'simple',
  gateway: null,
  billingType: null,
  status: 'pending',
  amount: 7380,
  installments: 1,
  transaction: {
    changeFor,
    change: changeFor && changeFor - 7380,
    label: changeFor ? 'Troco para R$ 100,00' : 'Sem troco',
  },
});

async function paymentLine(status: string, payment: Payment, locale?: string) {
  renderApp({
    path: '/account/order?id=42',
    signedIn: true,
    answers: { Order: { order: orderWith(status, payment) } },
    ...(locale ? { locale } : {}),
  });
  const section = (await screen.findByRole('heading', { level: 2, name: /Pagamento|Payment/ })).parentElement!;
  return section.querySelector('p')!.textContent;
}

describe("the order's payment line", () => {
  afterEach(cleanup);

  it('names the method: Pix, cash with or without change, boleto', async () => {
    expect(await paymentLine('pagamento_pendente', pix)).toBe('Pix · R$ 118,96');
    cleanup();
    expect(await paymentLine('pendente', cash(10000))).toBe('Dinheiro, troco para R$ 100,00 · R$ 73,80');
    cleanup();
    expect(await paymentLine('pendente', cash(null))).toBe('Dinheiro, sem troco · R$ 73,80');
    cleanup();
    expect(await paymentLine('pagamento_pendente', boleto)).toBe('Boleto · R$ 73,80');
  });

  it('a cancelled order offers nothing to pay: no Pix code, no boleto line, no Copiar', async () => {
    expect(await paymentLine('cancelado', pix)).toBe('Pix · R$ 118,96');
    expect(screen.queryByTestId('pix-code')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR Code do Pix' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copiar/ })).toBeNull();
    cleanup();
    expect(await paymentLine('cancelado', boleto)).toBe('Boleto · R$ 73,80');
    expect(screen.queryByTestId('boleto-line')).toBeNull();
    expect(screen.queryByTestId('boleto-due')).toBeNull();
    expect(screen.queryByRole('button', { name: /Copiar/ })).toBeNull();
  });
});
