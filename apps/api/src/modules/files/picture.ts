import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
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
async function isBarePicture(bytes: Buffer, size: number): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const bare = !meta.exif && !meta.xmp && !meta.iptc && !meta.icc && (meta.orientation ?? 1) === 1;
  return bare && (meta.width ?? Infinity) <= size && (meta.height ?? Infinity) <= size;
}

const FORMAT_OF_EXT: Record<string, PictureFormat> = { webp: 'webp', jpg: 'jpeg', png: 'png' };

/** Files known to be clean, per cleaner: one forgotten past this many is checked again (its header is read). */
const CLEAN_KEPT = 10_000;

/**
 * Makes a picture stored before pictures were re-encoded what squarePictures would have made, in its own format (its
 * name, URL and content type stay), and answers the bytes to serve. Once per file: a clean file is only read; the
 * first reader rewrites it (a new file renamed over the old, so a reader elsewhere sees one or the other, whole) and
 * readers meanwhile in this process wait for that one rewrite. A file that does not decode as a picture cannot be
 * cleaned and is not served (null, like a missing file).
 */
export class PictureCleaner {
  /** `true` for a file known clean; a file being checked or cleaned is shared by every reader meanwhile */
  private readonly clean: LRUCache<string, true>;

  constructor(private readonly spec: Omit<SquareSpec, 'format'>) {
    this.clean = new LRUCache({ max: CLEAN_KEPT, fetchMethod: (file) => this.cleanOnce(file) });
  }

  async read(file: string): Promise<Buffer | null> {
    return (await this.clean.fetch(file)) ? fs.readFile(file).catch(() => null) : null;
  }

  /** true once the file is clean; undefined (nothing kept) when it is missing or does not decode as a picture */
  private async cleanOnce(file: string): Promise<true | undefined> {
    const bytes = await fs.readFile(file).catch(() => null);
    if (!bytes) return undefined;
    const format = FORMAT_OF_EXT[file.slice(file.lastIndexOf('.') + 1)] ?? 'webp';
    let cleaned: Buffer;
    try {
      if (await isBarePicture(bytes, this.spec.size)) return true;
      [cleaned] = (await squarePictures(bytes, [{ ...this.spec, format }])) as [Buffer];
    } catch {
      return undefined;
    }
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, cleaned, { mode: 0o644 });
    await fs.rename(temporary, file);
    return true;
  }
}
