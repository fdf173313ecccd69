import { describe, expect, it } from 'vitest';
import { auditTrailPdf } from './audit-trail.render.ts';
import { ORIGINAL, pageTexts, trail } from './audit-trail-render.fixtures.ts';

describe('auditTrailPdf', () => {
  it('says when the signed PDF’s hash is not known', async () => {
    const withoutSigned = trail();
    withoutSigned.documents = [{ title: 'Annexe', originalSha256: ORIGINAL }];
    const [text = ''] = await pageTexts(await auditTrailPdf(withoutSigned));
    expect(text).toContain('SHA-256 du document signé : non disponible');
  });
});
