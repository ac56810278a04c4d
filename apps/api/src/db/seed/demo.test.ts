import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import type { DatabaseHandle } from '../database.js';
import { openSqlite } from '../sqlite.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemo } from './demo.js';

// Check digits computed here from the textbook definition, independently of the seed's documents.ts.
function checkDigit(digits: number[], firstWeight: number, wrapAt: number | null): number {
  let weight = firstWeight;
  let sum = 0;
  for (const d of digits) {
    sum += d * weight;
    weight = wrapAt !== null && weight === 2 ? wrapAt : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function isValidDocument(value: string | null): boolean {
  if (value === null || !/^\d{11}$|^\d{14}$/.test(value) || /^(\d)\1+$/.test(value)) return false;
  const d = [...value].map(Number);
  const cnpj = d.length === 14;
  const body = d.slice(0, -2);
  const first = checkDigit(body, cnpj ? 5 : 10, cnpj ? 9 : null);
  const second = checkDigit([...body, first], cnpj ? 6 : 11, cnpj ? 9 : null);
  return first === d.at(-2) && second === d.at(-1);
}

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  const storeId = async (slug: string) =>
    (await handle.db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    handle = openSqlite(':memory:');
    await migrateToLatest(handle);
    expect(await seedDemo(handle.db)).toEqual({ seeded: true });
  });
  afterAll(() => handle.destroy());

  it('does nothing on a second run', async () => {
    const count = async () =>
      (
        await handle.db
          .selectFrom('items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    expect(await count()).toBe(before);
    expect(await handle.db.selectFrom('stores').select('slug').orderBy('slug').execute()).toEqual([
      { slug: 'clinica' },
      { slug: 'loja' },
      { slug: 'petshop' },
    ]);
  });

  it('tests the check digits the same way the seed does', () => {
    expect(isValidDocument('52998224725')).toBe(true);
    expect(isValidDocument('11222333000181')).toBe(true);
    expect(isValidDocument('52998224726')).toBe(false);
    expect(isValidDocument('11111111111')).toBe(false);
  });

  describe.each(['petshop', 'loja'])('store %s', (slug) => {
    it('has 300 live items, 2 deleted, each in exactly one leaf category', async () => {
      const id = await storeId(slug);
      const items = await handle.db.selectFrom('items').selectAll().where('storeId', '=', id).execute();
      const live = items.filter((i) => i.deleted === 0);
      expect(live).toHaveLength(300);
      expect(items.filter((i) => i.deleted === 1)).toHaveLength(2);
      const links = await handle.db
        .selectFrom('itemCategories as ic')
        .innerJoin('categories as c', 'c.id', 'ic.categoryId')
        .select(['ic.itemId', 'c.id as categoryId', 'c.storeId'])
        .where('c.storeId', '=', id)
        .execute();
      expect(links).toHaveLength(items.length);
      const parents = new Set(
        (await handle.db.selectFrom('categories').select('parentId').where('storeId', '=', id).execute()).map(
          (c) => c.parentId,
        ),
      );
      expect(links.every((l) => !parents.has(l.categoryId))).toBe(true);
    });

    it('lists no two items with the same name, brand and price', async () => {
      const live = await handle.db
        .selectFrom('items')
        .select(['name', 'brandId', 'price'])
        .where('storeId', '=', await storeId(slug))
        .where('deleted', '=', 0)
        .execute();
      const seen = new Map<string, number>();
      for (const i of live)
        seen.set(`${i.name} | ${i.brandId} | ${i.price}`, (seen.get(`${i.name} | ${i.brandId} | ${i.price}`) ?? 0) + 1);
      expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    });

    it('prices its items in cents ending in 90, with promotions and items out of stock', async () => {
      const id = await storeId(slug);
      const live = await handle.db
        .selectFrom('items')
        .selectAll()
        .where('storeId', '=', id)
        .where('deleted', '=', 0)
        .execute();
      expect(
        live
          .filter((i) => !(i.price >= 190 && i.price <= 99990 && i.price % 100 === 90))
          .map((i) => `${i.name} ${i.price}`),
      ).toEqual([]);
      const promo = live.filter((i) => i.promotionalPrice > 0);
      expect(promo.length).toBeGreaterThanOrEqual(35);
      expect(promo.length).toBeLessThanOrEqual(55);
      expect(promo.every((i) => i.promotionalPrice < i.price)).toBe(true);
      const out = live.filter((i) => i.stockQuantity === 0);
      expect(out.length).toBeGreaterThanOrEqual(20);
      expect(out.length).toBeLessThanOrEqual(40);
      expect(promo.some((i) => i.stockQuantity === 0)).toBe(true);
      expect(live.every((i) => i.stockQuantity <= 200 && i.ranking >= 0 && i.ranking <= 1000)).toBe(true);
      const first = live.find((i) => i.code.endsWith('-0001'));
      expect(JSON.parse(first?.images ?? '[]')).toEqual([
        `/media/items/${first?.code}.svg`,
        `/media/items/${first?.code}-2.svg`,
      ]);
    });

    it('has a category chain four levels deep', async () => {
      const id = await storeId(slug);
      const chains = await handle.db
        .selectFrom('categories as c4')
        .innerJoin('categories as c3', 'c3.id', 'c4.parentId')
        .innerJoin('categories as c2', 'c2.id', 'c3.parentId')
        .innerJoin('categories as c1', 'c1.id', 'c2.parentId')
        .select(['c1.name as top', 'c1.icon', 'c4.name as leaf'])
        .where('c1.parentId', 'is', null)
        .where('c4.storeId', '=', id)
        .execute();
      expect(chains.length).toBeGreaterThan(20);
      expect(chains.every((c) => c.icon !== null)).toBe(true);
    });

    it('has 15 items with 2 to 4 variants whose stock adds up to the item stock', async () => {
      const id = await storeId(slug);
      const variants = await handle.db
        .selectFrom('itemVariants as v')
        .innerJoin('items as i', 'i.id', 'v.itemId')
        .select(['i.id', 'i.stockQuantity as itemStock', 'v.stockQuantity'])
        .where('i.storeId', '=', id)
        .execute();
      const byItem = new Map<number, typeof variants>();
      for (const v of variants) byItem.set(v.id, [...(byItem.get(v.id) ?? []), v]);
      expect(byItem.size).toBe(15);
      for (const list of byItem.values()) {
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(4);
        expect(list.reduce((s, v) => s + (v.stockQuantity ?? 0), 0)).toBe(list[0]?.itemStock);
      }
    });

    it('points its config at its own price lists', async () => {
      const id = await storeId(slug);
      const store = await handle.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const lists = await handle.db.selectFrom('priceLists').selectAll().where('storeId', '=', id).execute();
      const config = JSON.parse(store.config) as { listPrice: { id: number; isentoId: number | null } };
      expect(config.listPrice.id).toBe(lists.find((l) => l.kind === 'company')?.id);
      expect(config.listPrice.isentoId).toBe(lists.find((l) => l.kind === 'exempt')?.id);
      expect(JSON.parse(store.banners).web).toHaveLength(3);
    });

    it('gives the store and every person a valid CPF or CNPJ', async () => {
      const id = await storeId(slug);
      const details = await handle.db
        .selectFrom('storeDetails')
        .selectAll()
        .where('storeId', '=', id)
        .executeTakeFirstOrThrow();
      expect(isValidDocument(details.cpfCnpj)).toBe(true);
      const users = await handle.db
        .selectFrom('users')
        .select(['email', 'cpfCnpj', 'personType'])
        .where('storeId', '=', id)
        .execute();
      for (const u of users.filter((x) => !x.email.startsWith('admin@'))) {
        expect(isValidDocument(u.cpfCnpj), u.email).toBe(true);
        expect(u.cpfCnpj?.length).toBe(u.personType === 'J' ? 14 : 11);
      }
    });

    it('has the demo accounts in their documented states', async () => {
      const id = await storeId(slug);
      const user = (who: string) =>
        handle.db
          .selectFrom('users')
          .selectAll()
          .where('storeId', '=', id)
          .where('email', '=', `${who}@${slug}.demo`)
          .executeTakeFirstOrThrow();
      const customer = await user('cliente');
      expect(customer.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword('Senha123', customer.passwordHash)).toBe(true);
      expect(await verifyPassword('Senha1234', customer.passwordHash)).toBe(false);
      expect((await user('novo')).emailVerifiedAt).toBeNull();
      const company = await user('empresa');
      expect(company).toMatchObject({
        isCompany: 1,
        personType: 'J',
        companyVerifiedAt: null,
        stateRegistration: '123.456.789.110',
      });
      const admin = await user('admin');
      expect(admin.role).toBe('admin');
      expect(await verifyPassword('Admin1234', admin.passwordHash)).toBe(true);
      const addresses = await handle.db.selectFrom('addresses').selectAll().where('userId', '=', customer.id).execute();
      expect(addresses.filter((a) => a.isMain === 1).map((a) => a.title)).toEqual(['Principal']);
    });
  });

  it('serves petshop delivery by postal-code band and sells pet services', async () => {
    const id = await storeId('petshop');
    const rules = await handle.db
      .selectFrom('freightRules as r')
      .innerJoin('shippingOptions as o', 'o.id', 'r.shippingOptionId')
      .select(['o.type', 'r.postalCodeStart', 'r.postalCodeEnd', 'r.price', 'r.freeShippingPrice'])
      .where('o.storeId', '=', id)
      .orderBy('o.sequence')
      .orderBy('r.sequence')
      .execute();
    expect(rules[0]).toEqual({
      type: 'delivery',
      postalCodeStart: '01000000',
      postalCodeEnd: '05999999',
      price: 990,
      freeShippingPrice: 15000,
    });
    const services = await handle.db.selectFrom('services').select('description').where('storeId', '=', id).execute();
    expect(services).toHaveLength(6);
    // past and upcoming appointments: the latest is ahead
    const appointment = await handle.db
      .selectFrom('appointments')
      .select('dateTime')
      .where('storeId', '=', id)
      .orderBy('dateTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(appointment.dateTime)).toBeGreaterThan(Date.now());
    expect(
      await handle.db
        .selectFrom('services')
        .select('id')
        .where('storeId', '=', await storeId('loja'))
        .execute(),
    ).toHaveLength(0);
  });

  it('has a clinic of appointments only: no shop, its pet services and its own accounts', async () => {
    const clinic = await handle.db
      .selectFrom('stores')
      .selectAll()
      .where('slug', '=', 'clinica')
      .executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({ name: 'Clínica Vet Amigo', ecommerce: 0, appointments: 1 });
    expect(await handle.db.selectFrom('storeUrls').select('url').where('storeId', '=', clinic.id).execute()).toEqual([
      { url: 'clinica.localhost' },
    ]);
    expect(
      (await handle.db.selectFrom('services').select('id').where('storeId', '=', clinic.id).execute()).length,
    ).toBeGreaterThan(0);
    const customer = await handle.db
      .selectFrom('users')
      .select('email')
      .where('storeId', '=', clinic.id)
      .where('email', '=', 'cliente@clinica.demo')
      .execute();
    expect(customer).toHaveLength(1);
    for (const slug of ['petshop', 'loja']) {
      expect(
        await handle.db.selectFrom('stores').select('ecommerce').where('slug', '=', slug).executeTakeFirstOrThrow(),
      ).toEqual({ ecommerce: 1 });
    }
  });

  it.each([
    ['petshop', 'Ração Premium Gatos Filhotes Frango 7,5kg'],
    ['loja', 'Panela Antiaderente Linha Gourmet 20cm Vermelho'],
  ])(
    'sells in %s one %s at R$ 134,90, in stock, without promotion or variants (2 of them: R$ 269,80)',
    async (slug, name) => {
      const item = await handle.db
        .selectFrom('items')
        .selectAll()
        .where('storeId', '=', await storeId(slug))
        .where('name', '=', name)
        .execute();
      expect(item).toHaveLength(1);
      expect(item[0]).toMatchObject({ price: 13490, promotionalPrice: 0, deleted: 0 });
      expect(item[0]?.stockQuantity).toBeGreaterThanOrEqual(10);
      expect(
        await handle.db
          .selectFrom('itemVariants')
          .select('id')
          .where('itemId', '=', item[0]?.id ?? 0)
          .execute(),
      ).toEqual([]);
    },
  );

  it('keeps the items the journeys count on: PET-0001 at R$ 110,90 and PET-0150 at R$ 19,90', async () => {
    const id = await storeId('petshop');
    const rows = await handle.db
      .selectFrom('items')
      .select(['id', 'code', 'price', 'promotionalPrice'])
      .where('storeId', '=', id)
      .where('code', 'in', ['PET-0001', 'PET-0150'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => [r.code, r.price, r.promotionalPrice])).toEqual([
      ['PET-0001', 11090, 0],
      ['PET-0150', 1990, 0],
    ]);
    // The journeys address them by id: the first item seeded is id 1.
    expect(rows[0]?.id).toBe(1);
    expect(rows[1]?.id).toBe(150);
  });

  it('prices what a Brazilian shopper expects', async () => {
    const prices = async (like: string) =>
      (
        await handle.db
          .selectFrom('items')
          .select('price')
          .where('name', 'like', like)
          .where('deleted', '=', 0)
          .execute()
      ).map((i) => i.price / 100);
    const within = (list: number[], min: number, max: number) => {
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((p) => p < min || p > max)).toEqual([]);
    };
    within(await prices('Ração % Cães % 15kg'), 180, 320);
    within(await prices('Ração % Gatos % 15kg'), 180, 320);
    within(await prices('Ração % Cães % 1kg'), 25, 55);
    within(await prices('Ração Úmida Sachê % 85g'), 3.5, 6);
    within(await prices('Areia % 4kg'), 24, 70);
    within(await prices('%Antipulgas%'), 45, 170);
    within(await prices('Bolinha%'), 14, 60);
    within(await prices('Panela%'), 89, 420);
    within(await prices('Jogo de Toalhas%'), 80, 200);
    within(await prices('Caneca%'), 24, 60);
    within(await prices('Cadeira%'), 240, 900);
  });

  it('prices a bigger pack of the same product line and brand higher', async () => {
    const rows = await handle.db
      .selectFrom('items as i')
      .innerJoin('brands as b', 'b.id', 'i.brandId')
      .select(['i.name', 'i.price', 'b.name as brand'])
      .where('i.name', 'like', 'Ração Premium Cães Adultos Frango %')
      .execute();
    const kg = (name: string) => Number(name.split(' ').at(-1)?.replace('kg', '').replace(',', '.'));
    for (const a of rows)
      for (const b of rows) if (a.brand === b.brand && kg(a.name) < kg(b.name)) expect(a.price).toBeLessThan(b.price);
  });

  it('finds several petshop items named Ração', async () => {
    const id = await storeId('petshop');
    const racao = await handle.db
      .selectFrom('items')
      .select('name')
      .where('storeId', '=', id)
      .where('name', 'like', '%Ração%')
      .execute();
    expect(racao.length).toBeGreaterThanOrEqual(20);
  });
});
