import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderApp } from '../../test/render-app';

const item = {
  id: '1',
  code: 'PET-0001',
  name: 'Ração Premium Cães 7,5kg',
  thumbnail: null,
  images: [],
  attrs: [],
  price: 29990,
  promotionalPrice: 26290,
  listPrice: null,
  stockQuantity: 10,
  discountInfo: null,
  brand: null,
  description: null,
  variants: [],
  categories: [],
};
const cart = { shoppingCart: { id: '1', total: 0, items: [] } };
/** The operations the storefront sent, by name, across every (batched) request. */
const sent = (fetch: ReturnType<typeof renderApp>['fetch']) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/graphql')
    .flatMap(([, init]) => [JSON.parse(String(init?.body)) as { query: string } | { query: string }[]].flat())
    .map((op) => /(?:query|mutation)\s+(\w+)/.exec(op.query)?.[1]);

describe('the item page offline', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('says an item never kept needs the connection, not that it does not exist, and shows it once online', async () => {
    online = false;
    const { fetch } = renderApp({ path: '/store/item?id=1', answers: { Item: new Error('offline') } });
    expect(await screen.findByRole('heading', { name: 'Esta página precisa de conexão com a internet' })).toBeTruthy();
    expect(screen.queryByText('Página não encontrada')).toBeNull();
    expect(screen.queryByText('Algo deu errado')).toBeNull();

    fetch.mockImplementation(graphqlFetch({ Item: { item } }).getMockImplementation()!);
    online = true;
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: item.name })).toBeTruthy();
    expect(screen.queryByText('Algo deu errado')).toBeNull();
  });

  it("tells a signed-in shopper the item was not added, and sends nothing to the shopper's cart", async () => {
    const { fetch } = renderApp({
      path: '/store/item?id=1',
      signedIn: true,
      answers: { Item: { item }, ShoppingCart: cart },
    });
    const add = await screen.findByRole('button', { name: 'Adicionar ao carrinho' });
    online = false;
    act(() => onlineManager.setOnline(false));
    fireEvent.click(add);
    expect(await screen.findByText('Sem conexão: o item não foi adicionado ao carrinho')).toBeTruthy();
    expect(screen.queryByText('Item adicionado ao carrinho')).toBeNull();

    online = true;
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(fetch)).not.toContain('SetCartItems');
    expect(screen.queryByText('Item adicionado ao carrinho')).toBeNull();
  });

  it("adds to a visitor's cart on this device and says so once", async () => {
    renderApp({ path: '/store/item?id=1', answers: { Item: { item } } });
    const add = await screen.findByRole('button', { name: 'Adicionar ao carrinho' });
    online = false;
    act(() => onlineManager.setOnline(false));
    fireEvent.click(add);
    expect(await screen.findByText('Item adicionado ao carrinho')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Carrinho, 1 itens' })).toBeTruthy());
    expect(screen.queryByText('Sem conexão: o item não foi adicionado ao carrinho')).toBeNull();
  });
});
