import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, gql, startTestApp, type TestApp } from '../../../test/app.js';
import { isAppError } from '../../lib/errors.js';
import sharp from 'sharp';
import { AVATAR_PICTURE } from '../files/picture.js';
import { colourAt, dataUrl, JPEG_BYTES, phonePhoto, PHOTO_MAKER, PNG_1X1 } from '../files/test-images.js';
import { AVATAR_MAX_BYTES, updateAvatar } from './avatar.js';
import { firstError, userIdOf } from './testing.js';
import { findUser } from './user-repository.js';

const UPLOAD = 'mutation($file: String!) { updateUserAvatar(file: $file) { avatar } }';

describe('updateUserAvatar', () => {
  let t: TestApp;
  const avatarDir = () => path.join(t.config.dataDir, 'uploads', 'avatars');
  const stored = () => (fs.existsSync(avatarDir()) ? fs.readdirSync(avatarDir()).sort() : []);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores the picture re-encoded as a WEBP under a random name, answers its URL and serves those bytes', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const { body } = await gql<{ updateUserAvatar: { avatar: string } }>(
      t.app,
      UPLOAD,
      { file: dataUrl('image/png', PNG_1X1) },
      headers,
    );
    const url = body.data?.updateUserAvatar.avatar ?? '';
    expect(url).toMatch(/^\/api\/files\/-\/avatars\/[a-f0-9]{32}\.webp$/);
    const name = path.basename(url);
    expect(stored()).toEqual([name]);
    const row = await t.database.db
      .selectFrom('users')
      .select('avatar')
      .where('email', '=', 'cliente@petshop.demo')
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe(name);
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(avatarDir(), name)))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: AVATAR_PICTURE.size,
      height: AVATAR_PICTURE.size,
    });
    expect((await gql(t.app, 'query { me { avatar } }', {}, headers)).body.data?.me).toEqual({ avatar: url });
  });

  it("drops a phone photo's EXIF (GPS position, maker) and turns it upright", async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const photo = await phonePhoto('jpeg');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { body } = await gql<{ updateUserAvatar: { avatar: string } }>(
      t.app,
      UPLOAD,
      { file: dataUrl('image/jpeg', photo) },
      headers,
    );
    const res = await t.app.inject(body.data?.updateUserAvatar.avatar ?? '');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      orientation: undefined,
    });
    expect(res.rawPayload.includes(PHOTO_MAKER)).toBe(false);
    // upright the photo is red on top and blue below (as stored it was red left, blue right)
    expect([await colourAt(res.rawPayload, 400, 60), await colourAt(res.rawPayload, 100, 450)]).toEqual([
      'red',
      'blue',
    ]);
  });

  it('replaces the old picture: the old file is removed and no longer served', async () => {
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const [old] = stored();
    const { body } = await gql<{ updateUserAvatar: { avatar: string } }>(
      t.app,
      UPLOAD,
      { file: dataUrl('image/webp', await phonePhoto('webp')) },
      headers,
    );
    const url = body.data?.updateUserAvatar.avatar ?? '';
    expect(stored()).toEqual([path.basename(url)]);
    expect((await t.app.inject(`/api/files/-/avatars/${old}`)).statusCode).toBe(404);
    expect((await t.app.inject(url)).headers['content-type']).toBe('image/webp');
  });

  it('refuses anything but a real PNG, JPEG or WEBP, whatever type it declares', async () => {
    const headers = await bearerFor(t, 'novo@petshop.demo');
    const files = [
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      dataUrl('image/png', JPEG_BYTES),
      // the right first bytes, but no picture
      dataUrl('image/jpeg', JPEG_BYTES),
      dataUrl('image/gif', Buffer.from('GIF89a')),
      'not a data url',
    ];
    for (const file of files) {
      const { body } = await gql(t.app, UPLOAD, { file }, headers);
      expect(firstError(body)).toEqual({
        category: 'validation',
        message: 'As informações estão incompletas',
        validation: { file: ['Envie uma imagem PNG, JPEG ou WEBP'] },
      });
    }
    expect(stored()).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('users')
      .select('avatar')
      .where('email', '=', 'novo@petshop.demo')
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBeNull();
  });

  it('refuses more than 1 MB decoded (the service; the HTTP body limit stops such a request earlier)', async () => {
    const user = await findUser(t.database.db, await userIdOf(t, 'novo@petshop.demo'));
    const big = dataUrl('image/png', Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG_1X1.length)]));
    const error = await updateAvatar(t.database.db, t.config.dataDir, user, big).catch((e: unknown) => e);
    expect(isAppError(error) && error.details.validation).toEqual({ file: ['A imagem deve ter no máximo 1 MB'] });
    expect(stored()).toHaveLength(1);
  });

  it('is refused to anonymous callers', async () => {
    const { body } = await gql(t.app, UPLOAD, { file: dataUrl('image/png', PNG_1X1) }, { host: 'petshop.localhost' });
    expect(firstError(body)).toMatchObject({ category: 'authentication', message: 'Invalid token' });
  });
});
