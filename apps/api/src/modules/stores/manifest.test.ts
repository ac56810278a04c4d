import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { iconSvg, manifestSource } from './manifest.js';

type Manifest = {
  name: string;
  short_name: string;
  theme_color: string;
  display: string;
  start_url: string;
  scope: string;
  icons: { src: string; sizes: string; purpose: string; type: string }[];
};

describe('the web app manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const manifestOf = async (host: string) => {
    const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    return res.json<Manifest>();
  };

  it("is made for the request's store from its config: name, colour, standalone, icons of 192 and 512 and a maskable one", async () => {
    const loja = await manifestOf('loja.localhost:3000');
    expect(loja).toMatchObject({
      name: 'Casa & Cia',
      short_name: 'Casa & Cia',
      theme_color: '#2e7d32',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(loja.icons.map((i) => [i.sizes, i.purpose, i.type])).toEqual([
      ['192x192', 'any', 'image/png'],
      ['512x512', 'any', 'image/png'],
      ['512x512', 'maskable', 'image/png'],
    ]);
    const pet = await manifestOf('petshop.localhost');
    expect(pet).toMatchObject({ name: 'Pet Feliz', theme_color: '#0098db' });
    // Another look is another icon URL, so a browser never keeps the old store's picture.
    expect(pet.icons[0]?.src).not.toBe(loja.icons[0]?.src);
  });

  it('draws each icon as a PNG of its size, kept for good under its versioned URL', async () => {
    const { icons } = await manifestOf('loja.localhost');
    for (const icon of icons) {
      const res = await t.app.inject({ url: icon.src, headers: { host: 'loja.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const unknown = await t.app.inject({ url: '/manifest/icon-100.png', headers: { host: 'loja.localhost' } });
    expect(unknown.statusCode).toBe(404);
  });

  it("takes the store's own manifest keys over the made ones, but only colours it can read", () => {
    const source = manifestSource({
      name: 'Casa & Cia',
      themes: '{"light":{"primary":"#2e7d32","secondary":"#fff"}}',
      manifest: '{"short_name":"Casa","theme_color":"red"}',
    });
    expect(source).toMatchObject({ shortName: 'Casa', themeColor: '#2e7d32' });
    // The name goes into SVG text: markup in it is text, never elements.
    expect(iconSvg({ ...source, name: '<script>' }, 192, 'any')).toContain('>&lt;</text>');
  });
});
