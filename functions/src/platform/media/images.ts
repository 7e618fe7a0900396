import sharp from 'sharp';
import { ApiError } from '../http/api-error';
import { MEDIA_WIDTHS, storedWidth, type MediaWidth } from '@plataforma/domain';

/** Decoding limit: a small file may declare a huge canvas (a decompression bomb); 50 megapixels is plenty. */
const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export interface ResizedImage {
  width: MediaWidth;
  pixelWidth: number;
  pixelHeight: number;
  bytes: Buffer;
}

/**
 * The original's dimensions and its WebP copies under the store's widths (never enlarged), turned upright by its EXIF
 * orientation and stripped of its metadata (a phone photo's GPS position is not published). Bytes that do not
 * decode are a 400.
 */
export async function resizeImage(original: Buffer): Promise<{ width: number; height: number; sizes: ResizedImage[] }> {
  try {
    const image = sharp(original, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { width, height } = await upright(original);
    const sizes = await Promise.all(
      MEDIA_WIDTHS.map(async (target) => {
        const { data, info } = await image
          .clone()
          .resize({ width: storedWidth(target, width) })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: target, pixelWidth: info.width, pixelHeight: info.height, bytes: data };
      }),
    );
    return { width, height, sizes };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('media-unreadable');
  }
}

/** Width and height as the image is seen (EXIF orientations 5 to 8 swap them). */
async function upright(original: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
  if (!width || !height) throw new ApiError('media-unreadable');
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}
