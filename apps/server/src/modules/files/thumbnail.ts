import sharp from 'sharp';

export const THUMBNAIL_SIZE = 320;
// A decompression bomb (a small file declaring a huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReadImage {
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Reads an image fully (a truncated or forged one throws) and makes its WebP thumbnail. */
export async function readImage(bytes: Buffer): Promise<ReadImage> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  const { width, height } = await sharp(bytes, options).metadata();
  const thumbnail = await sharp(bytes, options)
    .rotate() // honour the EXIF orientation of photos
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  if (!width || !height) throw new Error('image without dimensions');
  return { width, height, thumbnail };
}
