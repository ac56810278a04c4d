import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const item = {
  id: '1',
  code: 'PET-0001',
  name: 'Ração Premium Cães 7,5kg',
  thumbnail: '/media/items/PET-0001-min.svg',
  images: ['/media/items/PET-0001.svg'],
  attrs: [{ name: 'Peso', value: '7,5kg' }],
  price: 29990,
  promotionalPrice: 26290,
  listPrice: null,
  stockQuantity: 10,
  discountInfo: { price: 26290, label: '-12%', discountValue: 12, discountType: 'percentage' },
  brand: { id: '1' },
};
const page = (data: unknown[]) => ({
  items: { data, paginatorInfo: { currentPage: 1, lastPage: 1, hasMorePages: false, total: data.length } },
});
const company = {
  id: '9',
  name: 'Empresa',
  email: 'empresa@petshop.demo',
  emailVerifiedAt: '2024-01-01',
  company: true,
  companyVerifiedAt: '2024-01-02',
  isento: false,
  mainAddress: null,
};
const listPrices = { config: { ignoreStock: false, listPriceCompanyUsers: true, listPrice: { id: 1, isentoId: 2 } } };

describe('home', () => {
  afterEach(cleanup);

  it("shows 'Produtos em promoção' and 'Mais procurados' with cards: thumbnail, prices, discount label, add to cart", async () => {
    renderApp({ answers: { Items: page([item]) } });
    expect(await screen.findByRole('heading', { name: 'Produtos em promoção' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mais procurados' })).toBeTruthy();
    const card = screen.getAllByRole('article')[0]!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/items/PET-0001-min.svg');
    expect(card.textContent).toContain('-12%');
    expect(card.textContent).toContain('R$ 262,90');
    expect(card.textContent).toContain('R$ 299,90');
    expect(card.textContent).toContain('7,5kg');
    expect(
      screen.getAllByRole('button', { name: 'Adicionar Ração Premium Cães 7,5kg ao carrinho' }).length,
    ).toBeGreaterThan(0);
  });

  it('hides the promotion row while a company price list is active', async () => {
    renderApp({
      signedIn: true,
      config: listPrices,
      answers: {
        Items: page([item]),
        Me: { me: company },
        ShoppingCart: { shoppingCart: { id: null, total: 0, items: [] } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mais procurados' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Produtos em promoção' })).toBeNull();
  });

  it("says 'Nenhum resultado para a busca' when there is nothing to show", async () => {
    renderApp({ answers: { Items: page([]) } });
    expect(await screen.findByText('Nenhum resultado para a busca')).toBeTruthy();
  });
});
