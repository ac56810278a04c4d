import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

/**
 * /graphql reads a body before it knows who sends it (sign-in, batch and query-length checks run on the parsed
 * body), so its limit must stay small: 2 MB. Pictures go as raw bytes to PUT /api/pets/:id/avatar.
 */
describe('/graphql body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses an anonymous 3 MB body with 413 before parsing it', async () => {
    // not JSON at all: parsed, it would be a 400; refused by its size, it is never parsed
    const payload = `{"query":"${'x'.repeat(3 * 1024 * 1024)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload,
      headers: { 'content-type': 'application/json', host: 'petshop.localhost' },
    });
    expect(res.statusCode).toBe(413);
  });

  it('still reads a body just under 2 MB', async () => {
    const payload = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024 - 100) } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload,
      headers: { 'content-type': 'application/json', host: 'petshop.localhost' },
    });
    expect(res.statusCode).toBe(200);
  });
});
