import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';

/** A 5 MB PNG can still claim a huge canvas: refuse more pixels than a 50 MP phone photo before decoding it. */
const MAX_INPUT_PIXELS = 64_000_000;

export type PictureFormat = 'webp' | 'jpeg' | 'png';
export type SquareSpec = { size: number; quality: number; format?: PictureFormat };

/** A shopper's own picture: a 512 px square, as large as a pet's. */
export const AVATAR_PICTURE = { size: 512, quality: 82 } as const;

/**
 * A shopper's picture as it is stored: turned upright by its EXIF orientation, cut to a centred square of each
 * `size`, re-encoded (WEBP unless told). Re-encoding drops every piece of metadata (a phone photo's EXIF carries
 * where it was taken) and anything hidden after the image data. Rejects what does not decode as a picture.
 */
export async function squarePictures(bytes: Buffer, specs: readonly SquareSpec[]): Promise<Buffer[]> {
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  return Promise.all(
    specs.map(({ size, quality, format = 'webp' }) => {
      const square = upright.clone().resize(size, size, { fit: 'cover', position: 'centre' });
      return (
        format === 'png' ? square.png() : format === 'jpeg' ? square.jpeg({ quality }) : square.webp({ quality })
      ).toBuffer();
    }),
  );
}

/**
 * True when the bytes are what squarePictures writes for `size`: no EXIF, XMP, IPTC or colour profile, no orientation
 * to apply, no side over `size`. Reads the header only.
 */
export async function isBarePicture(bytes: Buffer, size: number): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const bare = !meta.exif && !meta.xmp && !meta.iptc && !meta.icc && (meta.orientation ?? 1) === 1;
  return bare && (meta.width ?? Infinity) <= size && (meta.height ?? Infinity) <= size;
}

const FORMAT_OF_EXT: Record<string, PictureFormat> = { webp: 'webp', jpg: 'jpeg', png: 'png' };

/**
 * Makes a picture stored before pictures were re-encoded what squarePictures would have made, in its own format (its
 * name, URL and content type stay), and answers the bytes to serve. Once per file: a clean file is only read; the
 * first reader rewrites it (a new file renamed over the old, so a reader elsewhere sees one or the other, whole) and
 * readers meanwhile in this process wait for that one rewrite. A file that does not decode as a picture cannot be
 * cleaned and is not served (null, like a missing file).
 */
export class PictureCleaner {
  private readonly clean = new Set<string>();
  private readonly running = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly spec: Omit<SquareSpec, 'format'>) {}

  async read(file: string): Promise<Buffer | null> {
    if (this.clean.has(file)) return fs.readFile(file).catch(() => null);
    const running = this.running.get(file);
    if (running) return running;
    const cleaning = this.cleanOnce(file).finally(() => this.running.delete(file));
    this.running.set(file, cleaning);
    return cleaning;
  }

  private async cleanOnce(file: string): Promise<Buffer | null> {
    const bytes = await fs.readFile(file).catch(() => null);
    if (!bytes) return null;
    const format = FORMAT_OF_EXT[file.slice(file.lastIndexOf('.') + 1)] ?? 'webp';
    let cleaned: Buffer;
    try {
      if (await isBarePicture(bytes, this.spec.size)) {
        this.clean.add(file);
        return bytes;
      }
      [cleaned] = (await squarePictures(bytes, [{ ...this.spec, format }])) as [Buffer];
    } catch {
      return null;
    }
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, cleaned, { mode: 0o644 });
    await fs.rename(temporary, file);
    this.clean.add(file);
    return cleaned;
  }
}
