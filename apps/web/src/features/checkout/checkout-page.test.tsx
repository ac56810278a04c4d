import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { cardFormError, EMPTY_CARD } from './card-form';

const cart = {
  shoppingCart: {
    id: '1',
    total: 22180,
    items: [
      {
        id: '1',
        quantity: 2,
        unitPrice: 11090,
        total: 22180,
        item: {
          id: '1',
          code: 'PET-0001',
          name: 'Ração Filhotes',
          price: 11090,
          promotionalPrice: 0,
          listPrice: null,
          images: [],
          stockQuantity: 10,
        },
      },
    ],
  },
};
const pix = {
  id: '1',
  type: 'pix',
  label: 'Pix',
  gateway: null,
  supportedTypes: ['pix'],
  supportedNetworks: [],
  installments: { number_installments: 1, min_installment_value: 0 },
};
const cash = {
  id: '2',
  type: 'simple',
  label: 'Dinheiro',
  gateway: null,
  supportedTypes: [],
  supportedNetworks: [],
  installments: { number_installments: 1, min_installment_value: 0 },
};
const card = {
  id: '3',
  type: 'card',
  label: 'Cartão',
  gateway: 'sandbox',
  supportedTypes: ['credit', 'debit'],
  supportedNetworks: ['visa'],
  installments: { number_installments: 6, min_installment_value: 5000 },
};
const all = [{ id: '1' }, { id: '2' }, { id: '3' }];
const checkout = (me: Record<string, unknown> = {}) => ({
  storeCheckout: {
    shippingOptions: [
      { id: '1', type: 'delivery', label: 'Entrega', amount: 0, paymentMethods: all },
      { id: '3', type: 'pickup', label: 'Retirar na loja', amount: 0, paymentMethods: all },
    ],
    paymentMethods: [pix, cash, card],
    addresses: [
      {
        id: '7',
        title: 'Casa',
        postalCode: '01310100',
        address: 'Av. Paulista',
        addressNumber: '1000',
        province: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        latitude: null,
        longitude: null,
        isMain: true,
      },
    ],
  },
  discountRules: [
    { id: '1', discountType: 'percentage', discountValue: 5, isDefault: true, paymentMethod: { id: '1' } },
  ],
  me: {
    name: 'Cliente Demo',
    cpfCnpj: '52998224725',
    phone: '11999999999',
    postalCode: '01310100',
    emailVerifiedAt: '2024-01-01',
    company: false,
    companyVerifiedAt: null,
    cards: [],
    ...me,
  },
});

type Reason = { reasonCode: string; reasonParams: Record<string, number> };

function open(options: { me?: Record<string, unknown>; freight?: number; reason?: Reason } = {}) {
  const reason = options.reason ?? { reasonCode: null, reasonParams: null };
  return renderApp({
    path: '/store/checkout',
    signedIn: true,
    answers: {
      ShoppingCart: cart,
      Checkout: checkout(options.me),
      Freight: { calcFreight: { price: options.freight ?? 990, ...reason } },
    },
  });
}
const radio = (name: string) => screen.getByRole('radio', { name });
const next = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;

describe('checkout', () => {
  afterEach(cleanup);

  it('starts at step 1; pickup is ready at once, delivery needs an address and a freight', async () => {
    open();
    expect((await screen.findByRole('button', { name: '1. Entrega' })).getAttribute('aria-current')).toBe('step');
    expect(next().disabled).toBe(true);
    fireEvent.click(radio('Retirar na loja'));
    expect(next().disabled).toBe(false);
    fireEvent.click(radio('Entrega'));
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Casa/ }));
    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.getByTestId('checkout-freight').textContent).toBe('R$ 9,90');
    expect(screen.getByTestId('checkout-total').textContent).toBe('R$ 231,70');
    // Choosing a method again clears the address.
    fireEvent.click(radio('Retirar na loja'));
    fireEvent.click(radio('Entrega'));
    expect((screen.getByRole('radio', { name: /^Casa/ }) as HTMLInputElement).checked).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it('an area that is not served (-1) tells the shopper to choose pickup', async () => {
    open({ freight: -1, reason: { reasonCode: 'freight.notServed', reasonParams: {} } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Entrega' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Casa/ }));
    expect(await screen.findByText('Não entregamos nesta região. Escolha a opção de retirada.')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  it('a minimal purchase (-1) adds the reason, said from its key and parameters', async () => {
    open({ freight: -1, reason: { reasonCode: 'freight.minimumPurchase', reasonParams: { amount: 5000 } } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Entrega' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Casa/ }));
    expect(
      await screen.findByText(
        'Não entregamos nesta região. Escolha a opção de retirada. Compra mínima de R$ 50,00 para entrega nesta região',
      ),
    ).toBeTruthy();
  });

  it('choosing a payment method resets billing type, card and instalments; cash asks for change', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Retirar na loja' }));
    fireEvent.click(next());
    fireEvent.click(radio('Cartão'));
    expect(next().disabled).toBe(true);
    fireEvent.click(radio('Crédito'));
    const select = screen.getByRole('combobox', { name: 'Parcelas' }) as HTMLSelectElement;
    // R$ 221,80 up to 6x of at least R$ 50,00: 4 options, 1x is 'Preço à vista'; each names amounts that add up.
    expect([...select.options].map((o) => o.text)).toEqual([
      'Preço à vista',
      '2x de R$ 110,90 sem juros',
      '3x sem juros: 1x de R$ 73,94 + 2x de R$ 73,93',
      '4x de R$ 55,45 sem juros',
    ]);
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: '4111111111111111' } });
    expect(screen.getByTestId('card-brand').textContent).toBe('Bandeira: Visa');
    expect((screen.getByLabelText('Número do cartão') as HTMLInputElement).value).toBe('4111 1111 1111 1111');

    fireEvent.click(radio('Pix'));
    expect(screen.queryByRole('combobox', { name: 'Parcelas' })).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('R$ 210,71');
    fireEvent.click(radio('Cartão'));
    expect((radio('Crédito') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();

    fireEvent.click(radio('Dinheiro'));
    const noChange = await screen.findByRole('checkbox', { name: 'Não preciso de troco' });
    fireEvent.click(noChange);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByTestId('cash-change').textContent).toBe('Sem troco'));
    expect(next().disabled).toBe(false);
  });

  it("adding a card beside a saved one: each field's message shows when it is left, and Continuar waits for a good card", async () => {
    open({ me: { cards: [{ id: '5', cardBrand: 'visa', cardLastDigits: '1111', isDefault: true }] } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Retirar na loja' }));
    fireEvent.click(next());
    fireEvent.click(radio('Cartão'));
    fireEvent.click(radio('Crédito'));
    expect((radio('Visa final 1111') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();
    fireEvent.click(radio('Usar outro cartão'));
    const said = (label: string) => {
      const input = screen.getByLabelText(label);
      return (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join('|');
    };
    const leave = (label: string, value: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.blur(screen.getByLabelText(label));
    };
    leave('Número do cartão', '4111 1111 1111 1112');
    await waitFor(() => expect(said('Número do cartão')).toContain('Número do cartão inválido'));
    leave('Nome do titular', 'Ana 4111 1111 1111 1111');
    await waitFor(() => expect(said('Nome do titular')).toBe('Não inclua números de cartão neste campo'));
    leave('Mês de validade', '12');
    leave('Ano de validade', '2001');
    await waitFor(() => expect(said('Ano de validade')).toBe('Data de validade incorreta'));
    leave('Código de segurança', '12');
    await waitFor(() => expect(said('Código de segurança')).toBe('Código de segurança inválido'));
    expect(next().disabled).toBe(true);
    // typed again once left: checked as it is typed, in the same render as the button, so 'Continuar' is never
    // enabled beside a message that is still showing (a slow phone would show both until the form caught up)
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    const messages = [
      'Número do cartão inválido',
      'Não inclua números de cartão neste campo',
      'Data de validade incorreta',
      'Código de segurança inválido',
    ];
    const shown = () => messages.filter((text) => screen.queryByText(text));
    type('Número do cartão', '4111111111111111');
    expect(shown()).toEqual([
      'Não inclua números de cartão neste campo',
      'Data de validade incorreta',
      'Código de segurança inválido',
    ]);
    expect(next().disabled).toBe(true);
    type('Nome do titular', 'Ana Lima');
    type('Ano de validade', String(new Date().getFullYear() + 2));
    expect(shown()).toEqual(['Código de segurança inválido']);
    expect(next().disabled).toBe(true);
    type('Código de segurança', '123');
    expect(shown()).toEqual([]);
    expect(next().disabled).toBe(false);
    // and the form's own check, when it settles, brings none back
    await act(async () => {});
    expect(shown()).toEqual([]);
    expect(next().disabled).toBe(false);
  });

  it('an unverified e-mail blocks the order with the verification dialog', async () => {
    open({ me: { emailVerifiedAt: null } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Retirar na loja' }));
    fireEvent.click(next());
    fireEvent.click(radio('Pix'));
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirme seu e-mail para finalizar o pedido' })).toBeTruthy();
  });

  it("incomplete account data leaves 'O pedido ainda possui pendências'", async () => {
    open({ me: { phone: null } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Retirar na loja' }));
    fireEvent.click(next());
    fireEvent.click(radio('Pix'));
    fireEvent.click(next());
    expect(screen.getByText('O pedido ainda possui pendências')).toBeTruthy();
    expect(screen.getByText('Para confirmar seu pedido selecione Finalizar')).toBeTruthy();
  });

  it('names a card number in the observation when it is left, and Finalizar sends no order while one is there', async () => {
    const card = 'Não inclua números de cartão neste campo';
    const { fetch } = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Retirar na loja' }));
    fireEvent.click(next());
    fireEvent.click(radio('Pix'));
    fireEvent.click(next());
    const note = screen.getByLabelText('Observação (opcional)');
    fireEvent.change(note, { target: { value: 'Pagar no cartão 4111 1111 1111 1111 cvv 737' } });
    fireEvent.blur(note);
    expect(screen.getByText(card).id).toBe(note.getAttribute('aria-describedby'));
    fireEvent.change(note, { target: { value: 'Tocar a campainha, apto 1203' } });
    expect(screen.queryByText(card)).toBeNull();
    fireEvent.change(note, { target: { value: 'cartão 5555.5555.5555.4444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(card)).toBeTruthy();
    // the message is the end of 'Finalizar' (an order would first ask for confirmation in a dialog)
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = fetch.mock.calls.map(([, init]) => String(init?.body));
    expect(sent.some((body) => body.includes('CreateOrder'))).toBe(false);
  });
});

describe('card form rules', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const good = {
    ...EMPTY_CARD,
    number: '4111 1111 1111 1111',
    holder: 'Cliente Demo',
    month: '12',
    year: '2030',
    securityCode: '123',
  };
  it('answers every card message of spec 5 in the order of the form', () => {
    expect(cardFormError(good, now)).toBeNull();
    expect(cardFormError({ ...good, number: '4111 1111 1111 1112' }, now)?.key).toBe('card.numberInvalid');
    expect(cardFormError({ ...good, holder: 'Ana' }, now)?.key).toBe('card.holderInvalid');
    expect(cardFormError({ ...good, holder: '4111 1111 1111 1111' }, now)?.key).toBe('validation.cardNumberInText');
    expect(cardFormError({ ...good, month: '05', year: '2026' }, now)?.key).toBe('card.expiryInvalid');
    expect(cardFormError({ ...good, securityCode: '12' }, now)?.key).toBe('card.securityCodeInvalid');
  });
});
