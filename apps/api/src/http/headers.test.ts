import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, startTestApp, type TestApp } from '../../test/app.js';

const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><title>Loja</title><!--store-boot--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** directive name → its sources */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('the storefront page runs under a strict CSP, cannot be framed and says what it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
    // served over plain http here: no HSTS
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API answers carry the same headers', async () => {
    for (const url of ['/health', '/graphql?query=%7Bconfig%7Bname%7D%7D', '/api/cep/01310100']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(directives(String(res.headers['content-security-policy']))['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('asks browsers for https only when the store is served over https', async () => {
    const secure = await startTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://loja.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(directives(String(res.headers['content-security-policy']))).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('Cache-Control', () => {
  const graphql = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers });

  it("a signed-in user's GraphQL answers are no-store, whatever they ask", async () => {
    const shopper = await bearerFor(t, 'cliente@petshop.demo');
    expect((await graphql('{ me { id email } }', shopper)).headers['cache-control']).toBe('no-store');
    expect((await graphql('{ config { name } }', shopper)).headers['cache-control']).toBe('no-store');
  });

  it('an anonymous catalogue query may be kept briefly and says so; a mutation or an error may not', async () => {
    expect((await graphql('{ config { name } }')).headers['cache-control']).toBe('public, max-age=30');
    expect((await graphql('mutation { clearShoppingCart }')).headers['cache-control']).toBe('no-store');
    expect((await graphql('{ nope }')).headers['cache-control']).toBe('no-store');
  });

  it('REST answers about the user or payments are no-store, with or without a token', async () => {
    const shopper = await bearerFor(t, 'cliente@petshop.demo');
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'petshop')
      .executeTakeFirstOrThrow();
    const method = await t.database.db
      .selectFrom('paymentMethods')
      .select('id')
      .where('storeId', '=', store.id)
      .executeTakeFirstOrThrow();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/me/export', headers: shopper }),
      await t.app.inject({ method: 'GET', url: '/api/me/export' }),
      await t.app.inject({
        method: 'GET',
        url: `/api/store/${store.id}/payment-methods/${method.id}/sessions`,
        headers: shopper,
      }),
      await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials' } }),
    ];
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(['no-store', 'no-store', 'no-store', 'no-store']);
  });

  it('public answers keep their own policy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cep/01310100' })).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });
});
