import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { PNG_1X1 } from './test-images.js';
import { createServices } from '../../services.js';
import { signedUploadUrl, urlSigningKey } from './signed-url.js';
import { saveUpload } from './storage.js';

describe('GET /api/files/-/:folder/:name', () => {
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await startTestApp();
    name = await saveUpload(t.config.dataDir, 'avatars', PNG_1X1, 'png');
  });
  afterAll(() => t.close());

  it('serves a stored picture with its type, nosniff and a long cache', async () => {
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'avatars', name))).toBe(true);
    const res = await t.app.inject(`/api/files/-/avatars/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it("serves a pet's picture only through a valid, unexpired signature, for no longer than it lasts", async () => {
    const key = urlSigningKey(createServices(t.config, t.database).signingSecret);
    const pet = await saveUpload(t.config.dataDir, 'pets-avatar', PNG_1X1, 'png');
    const url = signedUploadUrl(key, 'pets-avatar', pet);
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(7200);

    const { exp, sig } = Object.fromEntries(new URL(url, 'http://x').searchParams) as { exp: string; sig: string };
    const other = await saveUpload(t.config.dataDir, 'pets-avatar', PNG_1X1, 'png');
    const past = signedUploadUrl(key, 'pets-avatar', pet, Date.now() - 3 * 3600 * 1000);
    const wrongKey = signedUploadUrl(
      urlSigningKey(new TextEncoder().encode('another-secret-0123456789-abcdefgh')),
      'pets-avatar',
      pet,
    );
    const refused = [
      `/api/files/-/pets-avatar/${pet}`,
      `/api/files/-/pets-avatar/${pet}?exp=${exp}`,
      `/api/files/-/pets-avatar/${pet}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/files/-/pets-avatar/${pet}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `/api/files/-/pets-avatar/${pet}?exp=${exp}&sig=${sig}x`,
      `/api/files/-/pets-avatar/${other}?exp=${exp}&sig=${sig}`,
      `/api/files/-/avatars/${pet}?exp=${exp}&sig=${sig}`,
      past,
      wrongKey,
    ];
    for (const refusedUrl of refused) {
      const answer = await t.app.inject(refusedUrl);
      expect(answer.statusCode, refusedUrl).toBe(404);
      expect(answer.json(), refusedUrl).toEqual({ message: 'Não encontrado', code: 'error.notFound', params: {} });
    }
    // a missing file with a valid signature answers the same
    const gone = signedUploadUrl(key, 'pets-avatar', `${'0'.repeat(32)}.png`);
    expect((await t.app.inject(gone)).json()).toEqual({
      message: 'Não encontrado',
      code: 'error.notFound',
      params: {},
    });
  });

  it('answers 404 to unknown folders, unknown files and any name we could not have made', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'do not serve');
    const urls = [
      `/api/files/-/other/${name}`,
      `/api/files/-/avatars/${'0'.repeat(32)}.png`,
      `/api/files/-/avatars/${name.toUpperCase()}`,
      `/api/files/-/avatars/${name.replace('.png', '.svg')}`,
      '/api/files/-/avatars/..%2F..%2Fsecret.txt',
      '/api/files/-/avatars/../../secret.txt',
      '/api/files/-/avatars/%2e%2e%2fsecret.txt',
      '/api/files/-/..%2F/secret.txt',
      '/api/files/-/avatars/store.sqlite',
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('do not serve');
    }
  });
});
