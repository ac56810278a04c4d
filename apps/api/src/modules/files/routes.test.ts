import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { PNG_1X1 } from './test-images.js';
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

  it('serves the pets folder the same way', async () => {
    const pet = await saveUpload(t.config.dataDir, 'pets-avatar', PNG_1X1, 'png');
    expect((await t.app.inject(`/api/files/-/pets-avatar/${pet}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/files/-/avatars/${pet}`)).statusCode).toBe(404);
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
