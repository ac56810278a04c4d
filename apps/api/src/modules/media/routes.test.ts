import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

describe('demo media routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('draws an item picture, its second angle and its thumbnail, cacheable, from the item and its brand', async () => {
    const item = await t.database.db
      .selectFrom('items as i')
      .innerJoin('brands as b', 'b.id', 'i.brandId')
      .select(['i.code', 'i.name'])
      .where('i.name', '=', 'Ração Premium Gatos Filhotes Frango 7,5kg')
      .executeTakeFirstOrThrow();
    const main = await t.app.inject(`/media/items/${item.code}.svg`);
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe('public, max-age=86400');
    expect(main.body).toMatch(/width="800" height="800" viewBox="0 0 800 800"/);
    // NutriPet's bag colour, and the chicken of the flavour on the second picture.
    expect(main.body).toContain('#d84315');
    const second = await t.app.inject(`/media/items/${item.code}-2.svg`);
    expect(second.body).not.toBe(main.body);
    expect(second.body).toContain('rotate(-6');
    const thumb = await t.app.inject(`/media/items/${item.code}-2-min.svg`);
    expect(thumb.body).toMatch(/width="240" height="240" viewBox="0 0 800 800"/);
  });

  it('draws brand word-marks and both banner sizes of a store, and 404s for what does not exist', async () => {
    const brand = await t.app.inject('/media/brands/petshop-1.svg');
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('>NutriPet</text>');
    const web = await t.app.inject('/media/banners/loja-3-web.svg');
    expect(web.body).toMatch(/width="1600" height="500"/);
    expect(web.body).toContain('Frete grátis acima de R$ 150');
    const mobile = await t.app.inject('/media/banners/petshop-2-mobile.svg');
    expect(mobile.body).toMatch(/width="800" height="600"/);
    expect(mobile.body).toContain('Banho e tosa com hora marcada');
    for (const path of [
      '/media/banners/nenhuma-1-web.svg',
      '/media/banners/petshop-web.svg',
      '/media/brands/petshop-99.svg',
      '/media/other/x.svg',
    ]) {
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('sends the drawing brotli- or gzip-compressed to browsers that accept it, the same SVG once unpacked', async () => {
    const plain = await t.app.inject('/media/banners/petshop-1-mobile.svg');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({
      url: '/media/banners/petshop-1-mobile.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await t.app.inject({ url: '/media/brands/petshop-1.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('>NutriPet</text>');
  });

  it('gives each seeded banner its campaign as a text alternative and the link its call to action names', async () => {
    const store = await t.database.db
      .selectFrom('stores')
      .select('banners')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    const banners = JSON.parse(store.banners) as { web: { src: string; alt: string }[] };
    expect(banners.web[0]).toEqual({
      src: '/media/banners/petshop-1-web.svg',
      type: 'image',
      alt: 'Até 30% off em rações. Cães e gatos bem alimentados, com entrega no dia seguinte. Aproveite',
      link: '/store/search?promo=1',
    });
  });
});
