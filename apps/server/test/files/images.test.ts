import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { base64, download, PDF_BYTES, pngBytes } from '../support/files.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

const upload = (body: Record<string, unknown>) => call('POST', '/v1/images', { token: moderator, body });

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

describe('[IMAGES] errors', () => {
  it('refuses a PDF sent as an image', async () => {
    const answer = await upload({ name: 'photo.png', content: base64(PDF_BYTES) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { path: 'content', message: "Type d'image non autorisé : PNG, JPEG, WebP ou GIF" },
    ]);
  });

  it('refuses a truncated image as unreadable', async () => {
    const png = await pngBytes(400, 400);
    const answer = await upload({ name: 'coupée.png', content: base64(png.subarray(0, 120)) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { path: 'content', message: 'Cette image est illisible ou endommagée' },
    ]);
  });
});
