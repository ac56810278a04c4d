import sharp from 'sharp';

/** Image bytes for tests: a real 1×1 PNG and just enough JPEG/WEBP headers to be recognised. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 not a real picture'),
]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 pixels'),
]);

export const dataUrl = (mime: string, bytes: Uint8Array) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** Where the test photos say they were taken (Avenida Paulista), as EXIF GPS rationals. */
export const PHOTO_GPS = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '23/1 33/1 4/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '46/1 39/1 2/1',
};
export const PHOTO_MAKER = 'AcmePhoneMaker';

/**
 * A 1200×800 phone photo as a camera writes it: EXIF with the maker and the GPS position, and orientation 6 (to be
 * turned 90° clockwise for display). Its left half is red and its right half blue, so upright it is red on top.
 */
export async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const blue = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 0, g: 0, b: 220 } } })
    .png()
    .toBuffer();
  const photo = sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 220, g: 0, b: 0 } } })
    .composite([{ input: blue, left: 600, top: 0 }])
    .withExif({ IFD0: { Make: PHOTO_MAKER, Model: 'Phone 12' }, IFD3: PHOTO_GPS })
    .withMetadata({ orientation: 6 });
  return (format === 'png' ? photo.png() : format === 'webp' ? photo.webp() : photo.jpeg()).toBuffer();
}

/** The colour at a pixel of a picture: 'red', 'blue' or 'other'. */
export async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return r > 150 && g < 80 && b < 80 ? 'red' : b > 150 && r < 80 && g < 80 ? 'blue' : 'other';
}
