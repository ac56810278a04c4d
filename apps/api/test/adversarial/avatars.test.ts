import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PICTURE } from '../../src/modules/files/picture.js';
import { colourAt, dataUrl, JPEG_BYTES, phonePhoto, PHOTO_MAKER } from '../../src/modules/files/test-images.js';
import { bearerFor, gql, startTestApp, type TestApp } from '../app.js';

const UPLOAD = 'mutation($file: String!) { updateUserAvatar(file: $file) { avatar } }';
const ME = 'query { me { avatar } }';

/** What anyone fetching the URL learns about the photo beyond its pixels. */
async function leaks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    maker: bytes.includes(PHOTO_MAKER),
  };
}
const NO_LEAK = { exif: false, xmp: false, iptc: false, maker: false };

describe("a shopper's avatar never gives away where the photo was taken", () => {
  let t: TestApp;
  const avatarDir = () => path.join(t.config.dataDir, 'uploads', 'avatars');
  /** An avatar stored the old way: the uploaded bytes as they came, under a random name with the upload's extension. */
  const oldAvatar = async (email: string, bytes: Buffer, ext: 'jpg' | 'png' | 'webp') => {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    fs.mkdirSync(avatarDir(), { recursive: true });
    fs.writeFileSync(path.join(avatarDir(), name), bytes);
    await t.database.db.updateTable('users').set({ avatar: name }).where('email', '=', email).execute();
    const url = (await gql<{ me: { avatar: string } }>(t.app, ME, {}, await bearerFor(t, email))).body.data!.me.avatar;
    return { name, url, file: path.join(avatarDir(), name) };
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('an uploaded phone photo with EXIF GPS is served through the public URL without any metadata, upright, within 512 px', async () => {
    const photo = await phonePhoto('jpeg');
    expect(await leaks(photo)).toMatchObject({ exif: true, maker: true });
    const headers = await bearerFor(t, 'cliente@petshop.demo');
    const { body } = await gql<{ updateUserAvatar: { avatar: string } }>(
      t.app,
      UPLOAD,
      { file: dataUrl('image/jpeg', photo) },
      headers,
    );
    const url = body.data!.updateUserAvatar.avatar;
    // the public route, as any <img> (no bearer token) fetches it
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'petshop.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await leaks(res.rawPayload)).toEqual(NO_LEAK);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: AVATAR_PICTURE.size,
      height: AVATAR_PICTURE.size,
      orientation: undefined,
    });
    expect([await colourAt(res.rawPayload, 400, 60), await colourAt(res.rawPayload, 100, 450)]).toEqual([
      'red',
      'blue',
    ]);
    // nor does the file kept on disk hold it
    expect(await leaks(fs.readFileSync(path.join(avatarDir(), path.basename(url))))).toEqual(NO_LEAK);
  });

  it('an avatar stored before re-encoding (JPEG, PNG or WEBP with GPS) is served clean, in its own type, and rewritten clean once', async () => {
    const owners = { jpg: 'cliente@loja.demo', png: 'novo@petshop.demo', webp: 'empresa@petshop.demo' } as const;
    const types = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
    for (const ext of ['jpg', 'png', 'webp'] as const) {
      const photo = await phonePhoto(ext === 'jpg' ? 'jpeg' : ext);
      expect(await leaks(photo), ext).toMatchObject({ exif: true });
      const { url, file } = await oldAvatar(owners[ext], photo, ext);
      const first = await t.app.inject(url);
      expect(first.statusCode, ext).toBe(200);
      expect(first.headers['content-type'], ext).toBe(types[ext]);
      expect(await leaks(first.rawPayload), ext).toEqual(NO_LEAK);
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.width, meta.height], ext).toEqual([AVATAR_PICTURE.size, AVATAR_PICTURE.size]);
      expect([await colourAt(first.rawPayload, 400, 60), await colourAt(first.rawPayload, 100, 450)], ext).toEqual([
        'red',
        'blue',
      ]);
      // the file itself was rewritten: what a backup or a second server reads is clean too
      const onDisk = fs.readFileSync(file);
      expect(onDisk.equals(first.rawPayload), ext).toBe(true);
      // once: later reads serve the same bytes and leave the file as it is
      const modified = fs.statSync(file).mtimeMs;
      expect((await t.app.inject(url)).rawPayload.equals(first.rawPayload), ext).toBe(true);
      expect(fs.statSync(file).mtimeMs, ext).toBe(modified);
    }
  });

  it('concurrent first reads of an old avatar all get the same clean bytes, and no half-written file is left', async () => {
    const { url, file } = await oldAvatar('cliente@petshop.demo', await phonePhoto('jpeg'), 'jpg');
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    for (const res of answers) expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(await leaks(answers[0]!.rawPayload)).toEqual(NO_LEAK);
    expect(fs.readFileSync(file).equals(answers[0]!.rawPayload)).toBe(true);
    expect(fs.readdirSync(avatarDir()).filter((name) => !/^[a-f0-9]{32}\.(png|jpg|webp)$/.test(name))).toEqual([]);
  });

  it('an old avatar that is no picture at all is not served, rather than served unchecked', async () => {
    const { url } = await oldAvatar(
      'cliente@petshop.demo',
      Buffer.concat([JPEG_BYTES, Buffer.from(`Exif ${PHOTO_MAKER}`)]),
      'jpg',
    );
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Não encontrado', code: 'error.notFound', params: {} });
  });
});
