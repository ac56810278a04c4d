import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../test/app.js';

describe('the store app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /health with 200 and the database kind', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it("serves the config of the request's host, falling back to the default store", async () => {
    const query = 'query($url: String) { config(url: $url) { name ecommerce appointments themes } }';
    const pet = await gql(t.app, query, {}, { host: 'petshop.localhost:3000' });
    expect(pet.body.data?.config).toMatchObject({ name: 'Pet Feliz', ecommerce: true, appointments: true });
    const loja = await gql(t.app, query, { url: 'loja.localhost:3000' });
    expect(loja.body.data?.config).toMatchObject({ name: 'Casa & Cia', ecommerce: true, appointments: false });
    const fallback = await gql(t.app, query, {}, { host: 'localhost:3000' });
    expect(fallback.body.data?.config).toMatchObject({ name: 'Pet Feliz' });
  });

  it('draws demo images for seeded items and 404s for unknown ones', async () => {
    const item = await t.database.db
      .selectFrom('items')
      .select(['code', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject(`/media/items/${item.code}-min.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain(`aria-label="${item.name.replace(/&/g, '&#38;')}"`);
    expect((await t.app.inject('/media/items/NOPE-1.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/banners/petshop-1-web.svg')).statusCode).toBe(200);
  });
});
