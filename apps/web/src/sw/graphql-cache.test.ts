import { describe, expect, it } from 'vitest';
import { bearerType, cacheKeyOf, isAnonymous, isPublicAnswer, operationsOf } from './graphql-cache';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
const post = (authorization?: string) =>
  new Request('https://loja.example/graphql', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: '{"query":"{ config { name } }"}',
  });

describe("the service worker's GraphQL cache rules", () => {
  it("keeps and answers only for a visitor: no bearer or the storefront's app token, never a shopper's", () => {
    expect(isAnonymous(post())).toBe(true);
    expect(isAnonymous(post(`Bearer ${token({ typ: 'app', sub: 'app' })}`))).toBe(true);
    expect(isAnonymous(post(`Bearer ${token({ typ: 'access', sub: '42' })}`))).toBe(false);
    // Anything it cannot read is treated as a shopper's.
    expect(isAnonymous(post('Bearer not-a-jwt'))).toBe(false);
    expect(isAnonymous(post(`Bearer x.${btoa('{not json')}.y`))).toBe(false);
    expect(bearerType('Basic abc')).toBe('unknown');
  });

  it('keeps only answers the API marked public, never no-store or private ones', () => {
    const answer = (control: string | null, status = 200) =>
      new Response('{}', { status, headers: control ? { 'cache-control': control } : {} });
    expect(isPublicAnswer(answer('public, max-age=30'))).toBe(true);
    expect(isPublicAnswer(answer('no-store'))).toBe(false);
    expect(isPublicAnswer(answer('private, max-age=30'))).toBe(false);
    expect(isPublicAnswer(answer(null))).toBe(false);
    expect(isPublicAnswer(answer('public, max-age=30', 500))).toBe(false);
  });

  it('reads one operation or a batch, and keys each by its text and variables', async () => {
    expect(operationsOf('{"query":"{ a }"}')).toEqual({ batch: false, operations: [{ query: '{ a }' }] });
    expect(operationsOf('[{"query":"{ a }"},{"query":"{ b }","variables":{"id":1}}]')?.operations).toHaveLength(2);
    expect(operationsOf('not json')).toBeNull();
    expect(operationsOf('[{"variables":{}}]')).toBeNull();
    const one = await cacheKeyOf('https://loja.example', { query: '{ item(id: $id) { name } }', variables: { id: 1 } });
    expect(one).toMatch(/^https:\/\/loja\.example\/graphql-offline\/[0-9a-f]{64}$/);
    expect(
      await cacheKeyOf('https://loja.example', { query: '{ item(id: $id) { name } }', variables: { id: 2 } }),
    ).not.toBe(one);
    expect(
      await cacheKeyOf('https://loja.example', { query: '{ item(id: $id) { name } }', variables: { id: 1 } }),
    ).toBe(one);
  });
});
