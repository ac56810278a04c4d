import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { PNG_1X1 } from '../files/test-images.js';
import { PET_AVATAR_MAX_BYTES, PET_AVATAR_UPLOADS } from './avatar.js';
import { addPet, type PetAnswer } from './testing.js';

const INVALID = {
  message: 'As informações estão incompletas',
  errors: { file: ['Envie uma imagem PNG, JPEG ou WEBP'] },
};

describe('PUT /api/pets/:id/avatar', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let petId: string;
  const dir = () => path.join(t.config.dataDir, 'uploads', 'pets-avatar');
  const stored = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).sort() : []);
  const put = (payload: Buffer | string, type = 'image/jpeg', headers = owner, id = petId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/pets/${id}/avatar`,
      payload,
      headers: { ...headers, 'content-type': type },
    });
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
    petId = await addPet(t, owner, { name: 'Foto grande' });
  });
  afterAll(() => t.close());

  it('stores a large photo as 512 and 128 px WEBP without metadata and answers signed URLs that serve them', async () => {
    // a photo of noise: well over the 2 MB a GraphQL body may carry
    const noise = Buffer.alloc(2000 * 1500 * 3).map(() => Math.floor(Math.random() * 256));
    const photo = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Artist: 'Maria da Rua das Flores 123' } })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await put(photo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json<{ id: string; avatar: string; avatarMin: string }>();
    expect(answer.id).toBe(petId);
    expect(answer.avatar).toMatch(/^\/api\/files\/-\/pets-avatar\/[a-f0-9]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    expect(answer.avatarMin).toMatch(/^\/api\/files\/-\/pets-avatar\/[a-f0-9]{32}-min\.webp\?exp=\d+&sig=[\w-]{43}$/);
    expect(stored()).toHaveLength(2);
    for (const [url, size] of [
      [answer.avatar, 512],
      [answer.avatarMin, 128],
    ] as const) {
      const file = await t.app.inject(url);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', size, size, undefined]);
      expect(file.rawPayload.includes('Rua das Flores')).toBe(false);
    }
    const { body } = await gql<{ pet: PetAnswer }>(
      t.app,
      `query($id: ID!) { pet(id: $id) { avatar } }`,
      { id: petId },
      owner,
    );
    expect(body.data?.pet.avatar).toBe(answer.avatar);
  });

  it('refuses without a sign-in (401) and for another shopper’s or a missing pet (404), storing nothing', async () => {
    const before = stored();
    const { authorization: _, ...anonymous } = owner;
    const noToken = await put(PNG_1X1, 'image/png', anonymous);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ message: 'Invalid token' });
    const stranger = await bearerFor(t, 'cliente@petshop.demo');
    const foreign = await put(PNG_1X1, 'image/png', stranger);
    const missing = await put(PNG_1X1, 'image/png', owner, '999999');
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
    expect(stored()).toEqual(before);
  });

  it('checks the bearer before reading the body: an anonymous 5 MB upload is refused 401, not read', async () => {
    const { authorization: _, ...anonymous } = owner;
    const res = await put(Buffer.alloc(PET_AVATAR_MAX_BYTES + 1), 'image/png', anonymous);
    expect(res.statusCode).toBe(401);
  });

  it('refuses another type (415), bytes that are not the declared picture (422) and more than 5 MB (413)', async () => {
    const before = stored();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const type of ['image/gif', 'application/octet-stream', 'text/plain']) {
      const res = await put(gif, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toMatchObject(INVALID);
    }
    for (const [bytes, type] of [
      [gif, 'image/png'],
      [PNG_1X1, 'image/jpeg'],
      [PNG_1X1.subarray(0, 40), 'image/png'],
      [Buffer.from('texto.png'), 'image/png'],
    ] as const) {
      const res = await put(bytes, type);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(INVALID);
    }
    const over = await put(
      Buffer.concat([PNG_1X1, Buffer.alloc(PET_AVATAR_MAX_BYTES + 1 - PNG_1X1.length)]),
      'image/png',
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      errors: { file: ['A imagem deve ter no máximo 5 MB'] },
      fields: { file: [{ code: 'pet.avatarTooLarge', params: {} }] },
    });
    expect(stored()).toEqual(before);
  });

  it('counts against the same per-shopper limit as the GraphQL upload', async () => {
    const headers = await bearerFor(t, 'empresa@petshop.demo');
    const id = await addPet(t, headers, { name: 'Limite' });
    for (let i = 0; i < PET_AVATAR_UPLOADS.limit; i++)
      expect((await put(PNG_1X1, 'image/png', headers, id)).statusCode).toBe(200);
    const res = await put(PNG_1X1, 'image/png', headers, id);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'pet.avatarRateLimited' });
  });
});
