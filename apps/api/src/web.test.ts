import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { GRAPHQL_LIMITS } from './graphql/limits.js';
import { renderIndex } from './web-index.js';

const TEMPLATE = `<!doctype html><html lang="pt-BR"><head><meta name="theme-color" content="#0098db" /><title>Loja</title>
<!--store-boot-->
<script type="module" src="/assets/index.js"></script></head><body><div id="root"><header class="bg-primary-strong"><span data-shell="menu" class="size-11"></span><span><span data-shell="initial" aria-hidden="true">L</span><span data-shell="name">Loja</span></span></header></div></body></html>`;

// The same shape the storefront's build writes (apps/web/build/store-build.ts).
const BOOT_QUERIES = [
  {
    key: ['config'],
    query: 'query Config($url: String) { config(url: $url) { id name ecommerce banners themes } }',
    variables: {},
  },
  {
    key: ['items', 'promo'],
    query:
      'query Items($first: Int, $where: QueryItemsWhereWhereConditions) { items(first: $first, where: $where) { data { id name promotionalPrice } } }',
    variables: { first: 20, where: { column: 'PROMOTIONAL_PRICE', operator: 'GT', value: 0 } },
  },
];

function bootOf(html: string) {
  const json = /<script id="store-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  type Boot = {
    results: { key: unknown[]; data: Record<string, { name?: string; data?: { promotionalPrice: number }[] }> }[];
    appToken?: { accessToken: string; expiresAt: number };
  };
  return json ? (JSON.parse(json) as Boot) : null;
}

/** directive name → its sources */
const styleSources = (csp: unknown) => /(?:^|;)\s*style-src ([^;]*)/.exec(String(csp))?.[1]?.split(/\s+/) ?? [];

describe('the storefront at /', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'boot-queries.json'), JSON.stringify(BOOT_QUERIES));
    fs.writeFileSync(
      path.join(dist, 'locale-chunks.json'),
      JSON.stringify({ en: ['/assets/texts-en-abc.js', '/assets/ui-messages.en-def.js'] }),
    );
    t = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("inlines the host's store config and home rows, titles the page and preloads the first banner", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'petshop.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Loja :: Pet Feliz</title>');
    const boot = bootOf(res.body);
    expect(boot?.results.find((r) => r.key[0] === 'config')?.data.config?.name).toBe('Pet Feliz');
    const promo = boot?.results.find((r) => r.key[1] === 'promo')?.data.items?.data ?? [];
    expect(promo.length).toBeGreaterThan(0);
    expect(promo.every((item) => item.promotionalPrice > 0)).toBe(true);
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/media\/banners\/petshop-1-mobile\.svg" media="\(max-width: 599\.98px\)"/,
    );
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/media\/banners\/petshop-1-web\.svg" media="\(min-width: 600px\)"/,
    );
  });

  it("asks its boot queries as the server itself: no client's spent budget keeps them out of the page", async () => {
    const limits = { ...GRAPHQL_LIMITS.clientRows };
    GRAPHQL_LIMITS.clientRows = { burst: 1, perMinute: 0 };
    try {
      // 127.0.0.1, the address app.inject uses, spends its budget
      const items = { query: '{ items(first: 2) { data { id } } }' };
      const spend = () =>
        t.app.inject({ method: 'POST', url: '/graphql', payload: items, headers: { host: 'clinica.localhost' } });
      await spend();
      expect((await spend()).statusCode).toBe(429);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: items,
        headers: { host: 'clinica.localhost', 'x-store-internal': 'adivinhado' },
      });
      expect(forged.statusCode).toBe(429);
      const res = await t.app.inject({ url: '/', headers: { host: 'clinica.localhost:3000' } });
      expect(bootOf(res.body)?.results.find((r) => r.key[0] === 'config')?.data.config?.name).toBe('Clínica Vet Amigo');
    } finally {
      GRAPHQL_LIMITS.clientRows = limits;
    }
  });

  it('answers each host with its own store', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'loja.localhost:3000' } });
    expect(res.body).toContain('<title>Loja :: Casa &amp; Cia</title>');
    expect(bootOf(res.body)?.results[0]?.data.config?.name).toBe('Casa & Cia');
  });

  it("keeps a host's answers 30 s, then shows them while the next ones are asked for, up to 5 min", async () => {
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ url: '/', headers: { host: 'loja.localhost' } })).body)?.[1];
    const rename = (name: string) =>
      t.database.db.updateTable('stores').set({ name }).where('slug', '=', 'loja').execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await title()).toBe('Loja :: Casa &amp; Cia');
      await rename('Casa Nova');
      vi.advanceTimersByTime(10_000);
      expect(await title()).toBe('Loja :: Casa &amp; Cia');
      // Past 30 s the visitor still gets the page at once, from the older answers; the next one sees the new name.
      vi.advanceTimersByTime(25_000);
      expect(await title()).toBe('Loja :: Casa &amp; Cia');
      await vi.waitFor(async () => expect(await title()).toBe('Loja :: Casa Nova'));
      // Past 5 minutes nothing that old is shown: the page waits for fresh answers.
      await rename('Casa & Cia');
      vi.advanceTimersByTime(6 * 60_000);
      expect(await title()).toBe('Loja :: Casa &amp; Cia');
    } finally {
      vi.useRealTimers();
      await rename('Casa & Cia');
    }
  });

  it('compresses the page for browsers that accept brotli', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { host: 'petshop.localhost:3000', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding, accept-language');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Loja :: Pet Feliz</title>');
  });

  it("preloads English's chunks for a reader whose browser prefers English, not for a Brazilian one", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const english = await t.app.inject({
      url: '/',
      headers: { host: 'petshop.localhost:3000', 'accept-language': 'en-US,en;q=0.9,pt;q=0.8' },
    });
    expect(english.headers.vary).toBe('accept-encoding, accept-language');
    expect(preloads(english.body)).toEqual(['/assets/texts-en-abc.js', '/assets/ui-messages.en-def.js']);
    expect(english.body).toContain('<title>Loja :: Pet Feliz</title>');
    for (const language of ['pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'de-DE', undefined]) {
      const res = await t.app.inject({
        url: '/',
        headers: { host: 'petshop.localhost:3000', ...(language ? { 'accept-language': language } : {}) },
      });
      expect(res.headers.vary).toBe('accept-encoding, accept-language');
      expect(preloads(res.body)).toEqual([]);
    }
  });

  it('keeps inline JSON from closing its script tag', () => {
    const { html } = renderIndex(TEMPLATE, [
      { key: ['config'], data: { config: { name: 'A</script><script>alert(1)</script>' } } },
    ]);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<title>Loja :: A&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<span data-shell="name">A&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });

  it("paints the store's top bar in its colours before the code arrives, the style allowed by its hash alone", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'loja.localhost:3000' } });
    expect(res.body).toContain(
      '<span data-shell="initial" aria-hidden="true">C</span><span data-shell="name">Casa &amp; Cia</span>',
    );
    expect(res.body).toContain('<span data-shell="menu" class="size-11"></span>');
    const style = /<style>(.*?)<\/style>/.exec(res.body)?.[1] ?? '';
    // the store's own green, its darker variant for text on white, and white text on that
    expect(style).toMatch(/^html:root\{.*--light-primary:#2e7d32;.*--dark-primary:#81c784;/);
    expect(style).toContain('--light-on-primary:#ffffff');
    expect(res.body).toContain('<meta name="theme-color" content="#2e7d32"');
    const sources = styleSources(res.headers['content-security-policy']);
    expect(sources).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    // a store that sells nothing has no menu button, so its name starts at the edge
    const clinic = await t.app.inject({ url: '/', headers: { host: 'clinica.localhost:3000' } });
    expect(clinic.body).toContain('<span data-shell="name">Clínica Vet Amigo</span>');
    expect(clinic.body).not.toContain('data-shell="menu"');
  });

  it('writes only colours into the page: a theme value that is no colour gives the default', () => {
    const config = { name: 'X', themes: { light: { primary: 'red;}body{display:none', secondary: '#abc' } } };
    const { html, styleHashes } = renderIndex(TEMPLATE, [{ key: ['config'], data: { config } }]);
    const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).not.toContain('display');
    expect(style).toContain('--light-primary:#0098db;');
    expect(style).toContain('--light-secondary:#abc;');
    expect(html).toContain('<meta name="theme-color" content="#0098db"');
    expect(styleHashes).toEqual([`sha256-${createHash('sha256').update(style).digest('base64')}`]);
  });

  it("hands the storefront its store's anonymous app token, which the API takes as one from POST /oauth/token", async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: '/', headers: { host: 'petshop.localhost:3000' } });
    const token = bootOf(res.body)?.appToken;
    expect(token?.expiresAt).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(token?.expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
    const storeId = async (slug: string) =>
      (await t.database.db.selectFrom('stores').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    // a call that takes an app or a user token and no other: with the page's token it gets past sign-in to the
    // missing payment method; the token names Pet Feliz alone, and a forged one is turned away like none
    const publicKey = async (slug: string, bearer: string) =>
      (
        await t.app.inject({
          url: `/api/store/${await storeId(slug)}/payment-methods/999999/public-key`,
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).statusCode;
    expect(await publicKey('petshop', token?.accessToken ?? '')).toBe(404);
    expect(await publicKey('loja', token?.accessToken ?? '')).toBe(401);
    expect(await publicKey('petshop', `${token?.accessToken ?? ''}x`)).toBe(401);
  });

  it('serves the plain index.html when the build has no boot queries', async () => {
    fs.rmSync(path.join(dist, 'boot-queries.json'));
    const res = await t.app.inject({ url: '/', headers: { host: 'loja.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="store-boot"');
    expect(res.body).toContain('<title>Loja</title>');
    const english = await t.app.inject({ url: '/', headers: { host: 'loja.localhost:3000', 'accept-language': 'en' } });
    expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/texts-en-abc.js">');
  });
});
