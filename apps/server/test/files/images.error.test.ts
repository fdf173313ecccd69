import { describe, expect, it } from 'vitest';
import { upload, useImagesWorld } from '../support/factories/images-world.ts';
import { base64, PDF_BYTES, pngBytes } from '../support/files.ts';

useImagesWorld();

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
