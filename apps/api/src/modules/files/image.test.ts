import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl, sniffImage } from './image.js';
import { dataUrl, JPEG_BYTES, PNG_1X1, WEBP_BYTES } from './test-images.js';

describe('sniffImage', () => {
  it('knows PNG, JPEG and WEBP by their first bytes and nothing else', () => {
    expect(sniffImage(PNG_1X1)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(JPEG_BYTES)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(WEBP_BYTES)).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(sniffImage(Buffer.from('GIF89a...'))).toBeNull();
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('decodeImageDataUrl', () => {
  it('decodes a PNG, JPEG or WEBP data URL whose bytes match its declared type', () => {
    const png = decodeImageDataUrl(dataUrl('image/png', PNG_1X1), 1024);
    expect(png.ok && png.bytes.equals(PNG_1X1)).toBe(true);
    expect(decodeImageDataUrl(dataUrl('image/jpeg', JPEG_BYTES), 1024)).toMatchObject({
      ok: true,
      type: { ext: 'jpg' },
    });
    expect(decodeImageDataUrl(dataUrl('image/webp', WEBP_BYTES), 1024)).toMatchObject({
      ok: true,
      type: { ext: 'webp' },
    });
  });

  it('refuses other types, a declared type the bytes contradict, broken base64 and extra parameters', () => {
    for (const url of [
      dataUrl('image/svg+xml', Buffer.from('<svg/>')),
      dataUrl('image/gif', Buffer.from('GIF89a')),
      dataUrl('image/png', JPEG_BYTES),
      dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      `data:image/png;base64,${PNG_1X1.toString('base64').slice(1)}`,
      'data:image/png;base64,@@@@',
      `data:image/png;name=a.png;base64,${PNG_1X1.toString('base64')}`,
      PNG_1X1.toString('base64'),
      'https://example.com/a.png',
    ]) {
      expect(decodeImageDataUrl(url, 1024), url.slice(0, 40)).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('takes exactly the limit and refuses one byte more before decoding', () => {
    const at = Buffer.concat([PNG_1X1, Buffer.alloc(1000 - PNG_1X1.length)]);
    expect(decodeImageDataUrl(dataUrl('image/png', at), 1000).ok).toBe(true);
    const over = Buffer.concat([at, Buffer.alloc(1)]);
    expect(decodeImageDataUrl(dataUrl('image/png', over), 1000)).toEqual({ ok: false, error: 'tooLarge' });
  });
});
