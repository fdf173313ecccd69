import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { download } from '../support/files.ts';

describe('[DEMO] documents and images of the demo data', () => {
  it('gives establishments a contract and a photo, and every group a logo, through the upload path', async () => {
    const token = await tokenFor('moderator');
    const contracts = await call('GET', '/v1/documents?sortCreatedDate=asc&limit=12', { token });
    expect(contracts.body.data).toHaveLength(12);
    expect(contracts.body.data[0]).toMatchObject({
      mediaType: 'application/pdf',
      title: 'Contrat de prestation',
    });
    const establishmentId = contracts.body.data[0].veterinaryEstablishmentId;
    const photos = await call('GET', `/v1/images?veterinaryEstablishmentId[]=${establishmentId}`, { token });
    expect(photos.body.data[0]).toMatchObject({ mediaType: 'image/png', width: 1200, height: 500 });
    const pdf = await download(contracts.body.data[0].contentUrl, token);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain('%%EOF');

    // The 20 demo groups are the oldest ones (other tests create groups of their own, without logos).
    const groups = (await call('GET', '/v1/veterinary_groups?sortCreatedDate=asc&limit=20', { token })).body
      .data;
    expect(groups).toHaveLength(20);
    expect(groups.every((group: { logoId: number | null }) => group.logoId !== null)).toBe(true);
    const logo = (await call('GET', `/v1/images/${groups[0].logoId}`, { token })).body.data;
    const thumbnail = await download(logo.thumbnailUrl, token);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(320);
  });
});
