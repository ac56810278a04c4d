import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const cart = {
  shoppingCart: {
    id: '1',
    total: 11090,
    items: [
      {
        id: '1',
        quantity: 1,
        unitPrice: 11090,
        total: 11090,
        item: {
          id: '1',
          code: 'P',
          name: 'Ração',
          price: 11090,
          promotionalPrice: 0,
          listPrice: null,
          images: [],
          stockQuantity: 5,
        },
      },
    ],
  },
};
const me = (emailVerifiedAt: string | null) => ({
  me: {
    id: '1',
    name: 'Ana',
    email: 'a@b.co',
    emailVerifiedAt,
    company: false,
    companyVerifiedAt: null,
    isento: false,
    mainAddress: null,
  },
});

describe('alert banner', () => {
  afterEach(cleanup);

  it("offers 'Ver pedido' when a checkout was started with items in the cart", async () => {
    const { services, router } = renderApp({ signedIn: true, answers: { ShoppingCart: cart, Me: me('2024-01-01') } });
    services.storage.set('checkout-started', true);
    await act(() => router.navigate('/about'));
    expect(await screen.findByText('Você possui um pedido em aberto. Deseja finalizar sua compra?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver pedido' }).getAttribute('href')).toContain('/store/checkout');
  });

  it('otherwise reminds an unverified user, until dismissed', async () => {
    renderApp({ signedIn: true, answers: { ShoppingCart: cart, Me: me(null) } });
    expect(
      await screen.findByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar aviso' }));
    expect(screen.queryByText('Seu usuário ainda não foi confirmado, por favor verifique seu e-mail.')).toBeNull();
  });
});
