/** The long side a pet's photo is sent at: the store keeps 512 px, so more only costs the shopper's data plan. */
export const PHOTO_MAX_SIDE = 1024;
const QUALITY = 0.85;

/** `data:image/png;base64,…` → its bytes as a Blob of that type (fetch() of a data URL is refused by the CSP). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? '';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/**
 * The photo at most PHOTO_MAX_SIDE px on its long side, as WEBP (JPEG where the browser cannot write WEBP), turned
 * upright by its EXIF orientation; a phone's 4000 px photo of several MB becomes a few hundred KB. The original
 * is kept when the browser cannot decode or re-encode it (the server checks and converts it anyway) or when
 * shrinking would not make it smaller.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return photo;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // a browser that cannot write WEBP answers PNG instead: JPEG is then the smaller choice
    let small = await encode(canvas, 'image/webp');
    if (small?.type !== 'image/webp') small = await encode(canvas, 'image/jpeg');
    if (!small || (small.type !== 'image/webp' && small.type !== 'image/jpeg')) return photo;
    return scale < 1 || small.size < photo.size ? small : photo;
  } finally {
    bitmap.close();
  }
}
