/** The images a shopper may upload, known by their first bytes rather than by what the client declares. */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; ext: 'png' | 'jpg' | 'webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** `sniffImage(pngBytes)` → { mime: 'image/png', ext: 'png' }; anything else (SVG, HTML, GIF) → null. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

export type DataUrlImage = { ok: true; bytes: Buffer; type: ImageType } | { ok: false; error: 'invalid' | 'tooLarge' };

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Decodes `data:image/png;base64,…` into bytes, refusing other types, a body whose magic bytes do not match
 * the declared type, and more than `maxBytes` once decoded (checked before decoding).
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DataUrlImage {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return { ok: false, error: 'invalid' };
  const [, declared, base64 = ''] = match;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (base64.length % 4 !== 0) return { ok: false, error: 'invalid' };
  if ((base64.length / 4) * 3 - padding > maxBytes) return { ok: false, error: 'tooLarge' };
  const bytes = Buffer.from(base64, 'base64');
  const type = sniffImage(bytes);
  if (!type || type.mime !== declared) return { ok: false, error: 'invalid' };
  return { ok: true, bytes, type };
}
