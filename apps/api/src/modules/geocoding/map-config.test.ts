import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp } from '../../../test/app.js';
import { loadConfig } from '../../config.js';
import { contentSecurityPolicy, tileOrigin } from '../../http/security-headers.js';

const CONFIG = '{ config { config } }';

describe('map tiles in the public config and the CSP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      MAP_TILE_URL: 'http://127.0.0.1:4999/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Mapas © Exemplo',
    });
  });
  afterAll(() => t.close());

  it("defaults to OpenStreetMap's standard tiles and attribution; reverse geocoding is off under tests", () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(config.geocodingUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).geocodingUrl).toMatch(
      /^https:\/\/nominatim\.openstreetmap\.org\/reverse\?/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles' })).toThrow(/MAP_TILE_URL/);
  });

  it('the storefront reads mapTiles from the store config (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', async () => {
    const { body } = await gql<{ config: { config: { mapTiles: unknown } } }>(
      t.app,
      CONFIG,
      {},
      { host: 'petshop.localhost' },
    );
    expect(body.data?.config.config.mapTiles).toEqual({
      url: 'http://127.0.0.1:4999/{z}/{x}/{y}.png',
      attribution: 'Mapas © Exemplo',
    });
  });

  it("the storefront page may load images from an http tile server's origin, and no other http origin", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('img-src'))!
      .split(' ')
      .slice(1);
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4999']);
  });

  it('an https tile server is already allowed; {s} subdomains become a wildcard; a bad template adds nothing', () => {
    expect(contentSecurityPolicy(false, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
    expect(tileOrigin('http://{s}.tiles.example.com:8080/{z}/{x}/{y}.png')).toBe('http://*.tiles.example.com:8080');
    expect(tileOrigin('not a url')).toBeUndefined();
  });
});
