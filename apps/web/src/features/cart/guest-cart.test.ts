import { cents, formatMoney } from '@store/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, storeStorage } from '../../lib/storage';
import { guestCartView, serverCartView } from './cart-view';
import { createGuestCart, type CartItem } from '../../lib/stores/guest-cart';
import { moveGuestCart } from './move-guest-cart';

const racao: CartItem = {
  id: '95',
  code: 'PET-0095',
  name: 'Ração Light 7,5kg',
  price: 29990,
  promotionalPrice: 26290,
  images: ['/media/items/PET-0095.svg'],
  stockQuantity: 5,
};
const coleira: CartItem = {
  id: '14',
  code: 'PET-0014',
  name: 'Coleira',
  price: 4590,
  promotionalPrice: 0,
  images: [],
  stockQuantity: 40,
};

describe('the guest cart', () => {
  it('keeps the lines in local storage under one key per store', () => {
    const backend = memoryStorage();
    const petshop = createGuestCart(storeStorage('pet', backend));
    petshop.add(racao, 1);
    petshop.add(racao, 2);
    expect(petshop.lines.get()).toEqual([{ itemId: '95', quantity: 3, item: racao }]);
    expect(JSON.parse(backend.getItem('store:pet:cart')!)).toHaveLength(1);
    // Another store on the same browser has its own cart, and a reload reads the saved one.
    expect(createGuestCart(storeStorage('loja', backend)).lines.get()).toEqual([]);
    expect(createGuestCart(storeStorage('pet', backend)).lines.get()[0]?.quantity).toBe(3);
  });

  it('never goes past the stock it is given, nor 999', () => {
    const cart = createGuestCart(storeStorage('pet', memoryStorage()));
    cart.add(racao, 9, racao.stockQuantity);
    expect(cart.lines.get()[0]?.quantity).toBe(5);
    cart.setQuantity('95', 5000);
    expect(cart.lines.get()[0]?.quantity).toBe(999);
  });

  it('removes a line at quantity 0, on remove, and everything on clear (the key goes too)', () => {
    const backend = memoryStorage();
    const cart = createGuestCart(storeStorage('pet', backend));
    cart.add(racao, 1);
    cart.add(coleira, 2);
    cart.setQuantity('95', 0);
    expect(cart.lines.get().map((l) => l.itemId)).toEqual(['14']);
    cart.add(racao, 1);
    cart.remove('14');
    expect(cart.lines.get().map((l) => l.itemId)).toEqual(['95']);
    cart.clear();
    expect(cart.lines.get()).toEqual([]);
    expect(backend.getItem('store:pet:cart')).toBeNull();
  });

  it('totals by the core rules: the promotional price counts, in reais', () => {
    const view = guestCartView([
      { itemId: '95', quantity: 2, item: racao },
      { itemId: '14', quantity: 1, item: coleira },
    ]);
    expect(view.count).toBe(3);
    expect(formatMoney(view.subtotal, 'pt-BR')).toBe('R$ 571,70');
    expect(view.lines[0]?.image).toBe('/media/items/PET-0095-min.svg');
    // Fresh catalogue data wins over the copy saved in the browser.
    const fresh = guestCartView(
      [{ itemId: '14', quantity: 1, item: coleira }],
      new Map([
        [
          '14',
          { ...coleira, price: 5000, thumbnail: null, attrs: [], listPrice: null, discountInfo: null, brand: null },
        ],
      ]),
    );
    expect(fresh.subtotal).toBe(cents(5000));
  });

  it('reads the server cart the same way', () => {
    const view = serverCartView({
      id: '1',
      total: 52580,
      items: [{ id: 'l1', quantity: 2, unitPrice: 26290, total: 52580, item: { ...racao, listPrice: null } }],
    });
    expect(view.lines[0]?.key).toBe('l1');
    expect(formatMoney(view.subtotal, 'pt-BR')).toBe('R$ 525,80');
  });
});

describe('moving the guest cart on sign-in', () => {
  it('sends every item in one setShoppingCartItem, added to the account cart, then forgets the local copy', async () => {
    const backend = memoryStorage();
    const guestCart = createGuestCart(storeStorage('pet', backend));
    guestCart.add(racao, 2);
    guestCart.add(coleira, 1);
    const server = {
      id: '1',
      total: 0,
      items: [{ id: 'l9', quantity: 1, unitPrice: 4590, total: 4590, item: { ...coleira, listPrice: null } }],
    };
    const request = vi.fn(async (operation: { text: string }, variables?: Record<string, unknown>) => {
      if (operation.text.includes('query ShoppingCart')) return { shoppingCart: server };
      return { setShoppingCartItem: { ...server, items: [], variables } };
    });
    const queryClient = new QueryClient();
    await moveGuestCart({ gql: { request } as never, guestCart, queryClient });
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]?.[1]).toEqual({
      items: [
        { itemId: '95', quantity: 2 },
        { itemId: '14', quantity: 2 },
      ],
    });
    expect(guestCart.lines.get()).toEqual([]);
    expect(backend.getItem('store:pet:cart')).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeTruthy();
  });

  it('keeps the local copy when the server refuses', async () => {
    const guestCart = createGuestCart(storeStorage('pet', memoryStorage()));
    guestCart.add(racao, 1);
    const request = vi.fn(async (query: string) => {
      if (query.includes('query ShoppingCart')) return { shoppingCart: { id: null, total: 0, items: [] } };
      throw new Error('Ração Light 7,5kg está sem estoque');
    });
    await expect(
      moveGuestCart({ gql: { request } as never, guestCart, queryClient: new QueryClient() }),
    ).rejects.toThrow();
    expect(guestCart.lines.get()).toHaveLength(1);
  });
});
