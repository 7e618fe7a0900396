import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resizeImage } from './images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();

describe('resizeImage', () => {
  it('makes a WebP under every width, never wider than the original', async () => {
    const { width, height, sizes } = await resizeImage(await png(300, 200));
    expect([width, height]).toEqual([300, 200]);
    expect(sizes.map((s) => [s.width, s.pixelWidth, s.pixelHeight])).toEqual([
      [160, 160, 107],
      [480, 300, 200],
      [1200, 300, 200],
    ]);
    expect((await sharp(sizes[0]!.bytes).metadata()).format).toBe('webp');
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const rotated = await sharp(await png(400, 100))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { width, height, sizes } = await resizeImage(rotated);
    expect([width, height]).toEqual([100, 400]);
    expect([sizes[2]!.pixelWidth, sizes[2]!.pixelHeight]).toEqual([100, 400]);
  });

  it('refuses bytes that do not decode', async () => {
    const cut = (await png(50, 50)).subarray(0, 40);
    await expect(resizeImage(cut)).rejects.toMatchObject({ code: 'media-unreadable', status: 400 });
  });
});
