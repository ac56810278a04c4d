import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { GRAPHQL_LIMITS } from '../../graphql/limits.js';

const QUOTES = `query ($cep: String!, $item: ID, $quantity: Int, $price: Int) {
  shippingQuotes(postalCode: $cep, itemId: $item, quantity: $quantity, price: $price) {
    postalCode city state subtotal
    quotes { type label price deadline { value type } reasonCode }
  }
}`;

type Quotes = {
  postalCode: string;
  city: string | null;
  state: string | null;
  subtotal: number;
  quotes: { type: string; label: string; price: number; deadline: { value: number; type: string } | null }[];
};
type Answer = {
  data?: { shippingQuotes: Quotes | null };
  errors?: { message: string; extensions: { code: string } }[];
};

describe('shippingQuotes: freight and delivery time of every option to a CEP', () => {
  let t: TestApp;
  const limits = { ...GRAPHQL_LIMITS.clientExpensive };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    GRAPHQL_LIMITS.clientExpensive = { ...limits };
  });

  let address = 0;
  const ask = async (variables: Record<string, unknown>, headers: Record<string, string> = {}, ip?: string) => {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: QUOTES, variables },
      headers: { host: 'petshop.localhost', ...headers },
      remoteAddress: ip ?? `10.9.0.${address}`,
    });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const rows = (q: Quotes | null | undefined) => q?.quotes.map((o) => [o.type, o.price, o.deadline?.value ?? null]);

  it('prices the item on the server and quotes each option with its deadline, by sequence', async () => {
    // item 1 costs R$ 110,90; São Paulo's band charges R$ 9,90 in 1 day below R$ 150,00; the Correios R$ 29,90 in 5
    const one = (await ask({ cep: '01310-100', item: '1', quantity: 1 })).body.data?.shippingQuotes;
    expect(one).toMatchObject({ postalCode: '01310-100', city: 'São Paulo', state: 'SP', subtotal: 11090 });
    expect(rows(one)).toEqual([
      ['delivery', 990, 1],
      ['shipping', 2990, 5],
      ['pickup', 0, 2],
    ]);
    // two of them pass R$ 150,00: delivery is free
    const two = (await ask({ cep: '01310100', item: '1', quantity: 2 })).body.data?.shippingQuotes;
    expect(two?.subtotal).toBe(22180);
    expect(rows(two)?.[0]).toEqual(['delivery', 0, 1]);
  });

  it('quotes a subtotal for checkout, and says where the store does not deliver', async () => {
    const rio = (await ask({ cep: '20040-002', price: 5000 })).body.data?.shippingQuotes;
    expect(rio).toMatchObject({ city: 'Rio de Janeiro', state: 'RJ', subtotal: 5000 });
    expect(rio?.quotes[0]).toMatchObject({
      type: 'delivery',
      price: -1,
      deadline: null,
      reasonCode: 'freight.notServed',
    });
    expect(rows(rio)?.slice(1)).toEqual([
      ['shipping', 2990, 5],
      ['pickup', 0, 2],
    ]);
  });

  it('refuses an invalid CEP and one no source knows, in Portuguese', async () => {
    const invalid = (await ask({ cep: '0131', item: '1' })).body;
    expect(invalid.errors?.[0]).toMatchObject({ message: 'CEP deve ser válido', extensions: { code: 'cep.invalid' } });
    const unknown = (await ask({ cep: '00100-000', item: '1' })).body;
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Não encontramos este CEP. Confira os números e tente de novo.',
      extensions: { code: 'freight.cepUnknown' },
    });
    expect((await ask({ cep: '01310-100', item: '999999' })).body.errors?.[0]?.extensions.code).toBe('error.notFound');
  });

  it('is an expensive field: an address asking too often is held back', async () => {
    GRAPHQL_LIMITS.clientExpensive = { limit: 3, windowSeconds: 60 };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask({ cep: '01310-100', item: '1' }, {}, '10.9.1.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("gives checkout the pickup place: the store's address and its opening hours by weekday", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          '{ storeCheckout { pickup { address { address addressNumber city } openingHours { weekday opensAt closesAt } } } }',
      },
      headers: { host: 'petshop.localhost' },
    });
    type Pickup = { address: Record<string, string>; openingHours: { weekday: number; opensAt: string }[] };
    const pickup = (response.json() as { data: { storeCheckout: { pickup: Pickup } } }).data.storeCheckout.pickup;
    expect(pickup.address).toEqual({ address: 'Rua Augusta', addressNumber: '1020', city: 'São Paulo' });
    expect(pickup.openingHours.slice(0, 2)).toEqual([
      { weekday: 1, opensAt: '09:00', closesAt: '12:00' },
      { weekday: 1, opensAt: '13:00', closesAt: '18:00' },
    ]);
    expect(pickup.openingHours.at(-1)).toEqual({ weekday: 6, opensAt: '09:00', closesAt: '13:00' });
  });
});
