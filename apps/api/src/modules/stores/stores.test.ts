import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { DEMO_STORES } from '../../db/seed/data/stores.js';

const CONFIG =
  'query($url: String) { config(url: $url) { id guid storeId name ecommerce appointments banners themes notify config urls manifest providers trackers } }';
const STORE = `query($id: ID!) { store(id: $id) { id guid name ecommerce appointments details {
  name cpfCnpj whatsapp phone email site latitude longitude postalCode address addressNumber complement province city state } } }`;

type Config = {
  id: string;
  storeId: string;
  name: string;
  ecommerce: boolean;
  appointments: boolean;
  config: Record<string, unknown>;
  banners: { web: unknown[]; mobile: unknown[] };
  urls: string[];
};

describe('store config and details', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await startTestApp();
    for (const s of await t.database.db.selectFrom('stores').select(['id', 'slug']).execute()) ids.set(s.slug, s.id);
  });
  afterAll(() => t.close());

  it('answers the public config with flags, stock rules and price-list settings', async () => {
    const { body } = await gql<{ config: Config }>(t.app, CONFIG, {}, { host: 'petshop.localhost' });
    expect(body.errors).toBeUndefined();
    const config = body.data!.config;
    const lists = await t.database.db
      .selectFrom('priceLists')
      .select(['id', 'kind'])
      .where('storeId', '=', ids.get('petshop')!)
      .execute();
    expect(config).toMatchObject({
      id: String(ids.get('petshop')),
      storeId: String(ids.get('petshop')),
      name: 'Pet Feliz',
      ecommerce: true,
      appointments: true,
      urls: ['petshop.localhost'],
    });
    expect(config.banners.web.length).toBeGreaterThan(0);
    expect(config.config).toMatchObject({
      ignoreStock: false,
      hideItemsWithoutStock: false,
      listPriceCompanyUsers: true,
      listPrice: {
        id: lists.find((l) => l.kind === 'company')!.id,
        isentoId: lists.find((l) => l.kind === 'exempt')!.id,
      },
      deliveryDeadline: { value: 2, type: 'days' },
      links: {
        docs: [
          expect.objectContaining({ id: 'privacy', title: 'Política de privacidade' }),
          expect.objectContaining({ id: 'terms', title: 'Termos de uso' }),
        ],
      },
    });
  });

  it('fills every documented config key with its default when the stored config lacks it', async () => {
    const id = ids.get('loja')!;
    const saved = await t.database.db
      .selectFrom('stores')
      .select('config')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('stores')
      .set({ config: '{"ignoreStock":true,"listPrice":{"id":"x"}}' })
      .where('id', '=', id)
      .execute();
    try {
      const { body } = await gql<{ config: Config }>(t.app, CONFIG, { url: 'loja.localhost' });
      expect(body.data!.config.config).toEqual({
        ignoreStock: true,
        hideItemsWithoutStock: false,
        listPriceCompanyUsers: false,
        listPrice: { id: null, isentoId: null },
        deliveryDeadline: null,
        links: { docs: [] },
        mapTiles: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
      });
    } finally {
      await t.database.db.updateTable('stores').set({ config: saved.config }).where('id', '=', id).execute();
    }
  });

  it("answers store(id) with the request's store details", async () => {
    const { body } = await gql(t.app, STORE, { id: String(ids.get('petshop')) }, { host: 'petshop.localhost' });
    expect(body.errors).toBeUndefined();
    const demo = DEMO_STORES.find((s) => s.slug === 'petshop')!;
    const { cnpjBase: _cnpjBase, ...details } = demo.details;
    expect(body.data).toEqual({
      store: {
        id: String(ids.get('petshop')),
        guid: demo.guid,
        name: 'Pet Feliz',
        ecommerce: true,
        appointments: true,
        details: { ...details, cpfCnpj: expect.stringMatching(/^\d{14}$/) },
      },
    });
    expect(details).toMatchObject({
      city: 'São Paulo',
      latitude: expect.any(Number),
      whatsapp: expect.stringMatching(/^55\d+$/),
    });
    const loja = await gql(t.app, STORE, { id: String(ids.get('loja')) }, { host: 'loja.localhost' });
    expect(loja.body.data).toMatchObject({
      store: { name: 'Casa & Cia', appointments: false, details: { city: 'Campinas', complement: null } },
    });
  });

  it('answers null for an unknown id, a malformed one, or another store through this host', async () => {
    for (const id of ['999999', 'abc', '-1', String(ids.get('loja'))]) {
      const { status, body } = await gql(t.app, STORE, { id }, { host: 'petshop.localhost' });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { store: null } });
    }
  });
});
