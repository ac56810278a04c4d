import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { firstError } from '../accounts/testing.js';
import { dataUrl, PNG_1X1 } from '../files/test-images.js';
import { PET_AVATAR_MAX_BYTES, PET_AVATAR_UPLOADS } from './avatar.js';
import { addPet, PET_FIELDS, type PetAnswer } from './testing.js';

const UPLOAD = `mutation($id: ID!, $file: String!) { updatePetAvatar(id: $id, file: $file) { ${PET_FIELDS} } }`;

/** A phone photo: 1200×800 JPEG whose EXIF says where it was taken (GPS) and by whom. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Maria da Rua das Flores 123' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1234/100' },
    })
    .toBuffer();

describe('updatePetAvatar', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let petId: string;
  const dir = () => path.join(t.config.dataDir, 'uploads', 'pets-avatar');
  const stored = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).sort() : []);
  const upload = (file: string, id = petId, headers = owner) =>
    gql<{ updatePetAvatar: PetAnswer | null }>(t.app, UPLOAD, { id, file }, headers);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await bearerFor(t, 'novo@petshop.demo');
    petId = await addPet(t, owner, { name: 'Foto' });
  });
  afterAll(() => t.close());

  it('stores a 512 px and a 128 px WEBP square, with no EXIF left, and answers signed URLs that serve them', async () => {
    const photo = await photoWithGps();
    const exif = (await sharp(photo).metadata()).exif;
    // the picture sent really carries a GPS block (tag 0x8825) and the owner's address
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes('Rua das Flores')).toBe(true);

    const { body } = await upload(dataUrl('image/jpeg', photo));
    const pet = body.data!.updatePetAvatar!;
    expect(pet.avatar).toMatch(/^\/api\/files\/-\/pets-avatar\/[a-f0-9]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    expect(pet.avatarMin).toMatch(/^\/api\/files\/-\/pets-avatar\/[a-f0-9]{32}-min\.webp\?exp=\d+&sig=[\w-]{43}$/);
    expect(stored()).toHaveLength(2);
    for (const [url, size] of [
      [pet.avatar!, 512],
      [pet.avatarMin!, 128],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.icc]).toEqual([
        'webp',
        size,
        size,
        undefined,
        undefined,
        undefined,
      ]);
      expect(res.rawPayload.includes('Rua das Flores')).toBe(false);
    }
    // a landscape picture is cut to its centre: the corners are the picture's colour, not padding
    const corner = await sharp((await t.app.inject(pet.avatar!)).rawPayload)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(Math.abs(corner[1]! - 0x7d)).toBeLessThan(8);
    expect(
      (await gql<{ pet: PetAnswer }>(t.app, `query($id: ID!) { pet(id: $id) { avatar } }`, { id: petId }, owner)).body
        .data?.pet.avatar,
    ).toBe(pet.avatar);
  });

  it('replaces the picture: the old files are removed', async () => {
    const [oldMin, old] = stored();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const { body } = await upload(dataUrl('image/png', png));
    const now = stored();
    expect(now).toHaveLength(2);
    expect(now).not.toContain(old);
    expect(now).not.toContain(oldMin);
    expect(path.basename(body.data!.updatePetAvatar!.avatar!.split('?')[0]!)).toBe(
      now.find((n) => !n.includes('-min')),
    );
  });

  it('refuses a GIF, a text file named as a picture, a broken picture and a body over 2 MB, keeping the old picture', async () => {
    const before = stored();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases = [
      dataUrl('image/gif', gif),
      dataUrl('image/png', gif),
      dataUrl('image/png', Buffer.from('apenas um texto com nome de foto.png\n')),
      dataUrl('image/png', PNG_1X1.subarray(0, 40)),
      dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
      'not a data url',
    ];
    for (const file of cases) {
      expect(firstError((await upload(file)).body), file.slice(0, 30)).toEqual({
        category: 'validation',
        message: 'As informações estão incompletas',
        validation: { file: ['Envie uma imagem PNG, JPEG ou WEBP'] },
      });
    }
    // a GraphQL body is capped at 2 MB: larger pictures go to PUT /api/pets/:id/avatar (avatar-routes.test.ts)
    const over = Buffer.concat([PNG_1X1, Buffer.alloc(PET_AVATAR_MAX_BYTES + 1 - PNG_1X1.length)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: UPLOAD, variables: { id: petId, file: dataUrl('image/png', over) } },
      headers: owner,
    });
    expect(res.statusCode).toBe(413);
    expect(stored()).toEqual(before);
  });

  it("another shopper gets null for the pet and cannot fetch its picture without the owner's signature", async () => {
    const stranger = await bearerFor(t, 'cliente@petshop.demo');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = stored();
    expect((await upload(dataUrl('image/png', png), petId, stranger)).body).toEqual({
      data: { updatePetAvatar: null },
    });
    expect(stored()).toEqual(before);
    expect((await gql(t.app, `query($id: ID!) { pet(id: $id) { avatar } }`, { id: petId }, stranger)).body).toEqual({
      data: { pet: null },
    });
    const name = before.find((n) => !n.includes('-min'))!;
    for (const url of [
      `/api/files/-/pets-avatar/${name}`,
      `/api/files/-/pets-avatar/${name}?exp=9999999999&sig=${'A'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({ url, headers: stranger });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Não encontrado', code: 'error.notFound', params: {} });
    }
  });

  it("deleting the owner's account removes both sizes of the picture", async () => {
    expect(stored()).toHaveLength(2);
    expect(
      (await gql(t.app, 'mutation { deleteMyAccount(currentPassword: "Senha123") }', {}, owner)).body.errors,
    ).toBeUndefined();
    expect(stored()).toEqual([]);
  });

  it('takes at most 20 pictures per shopper in 10 minutes: each one is decoded and re-encoded', async () => {
    const headers = await bearerFor(t, 'empresa@petshop.demo');
    for (let i = 0; i < PET_AVATAR_UPLOADS.limit; i++) {
      expect((await upload(dataUrl('image/png', PNG_1X1), '99999', headers)).body).toEqual({
        data: { updatePetAvatar: null },
      });
    }
    const { body } = await upload(dataUrl('image/png', PNG_1X1), '99999', headers);
    expect(firstError(body)).toMatchObject({
      category: 'graphql',
      message: 'Você enviou muitas fotos em pouco tempo. Tente novamente em alguns minutos.',
    });
  });
});
