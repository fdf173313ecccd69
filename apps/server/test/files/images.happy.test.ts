import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { moderator, upload, useImagesWorld } from '../support/factories/images-world.ts';
import { base64, download, pngBytes } from '../support/files.ts';

useImagesWorld();

describe('[IMAGES] happy', () => {
  it('stores a photo with its size and a WebP thumbnail of at most 320 pixels', async () => {
    const png = await pngBytes(1200, 800);
    const created = await upload({ name: 'façade.png', content: base64(png) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'façade.png',
      mediaType: 'image/png',
      width: 1200,
      height: 800,
    });

    const original = await download(created.body.data.contentUrl, moderator);
    expect(original.bytes.equals(png)).toBe(true);
    const thumbnail = await download(created.body.data.thumbnailUrl, moderator);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(thumbnail.bytes).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 320, 213]);
  });
});
