import { beforeAll, describe, expect, it } from 'vitest';
import { DETAILS, NOW, samplePdf } from './pades.fixtures.ts';
import { sealPdf } from './pades.ts';
import { generateSealCertificate, type Seal, type SealCertificate, sealFromPem } from './seal-certificate.ts';
import { verifyPdfSignature } from './verify-pdf-signature.ts';

let stored: SealCertificate;
let seal: Seal;
let sealed: Buffer;

beforeAll(async () => {
  stored = generateSealCertificate(NOW);
  seal = sealFromPem(stored);
  sealed = await sealPdf(await samplePdf(), seal, DETAILS);
});

describe('sealPdf + verifyPdfSignature', () => {
  it('fails when one signed byte changes, before or after the signature', () => {
    const check = verifyPdfSignature(sealed);
    expect(check.valid).toBe(true);
    const contents = sealed.indexOf('/Contents <');
    for (const position of [Math.floor(contents / 2), sealed.length - 20]) {
      const tampered = Buffer.from(sealed);
      tampered[position] = (tampered[position] ?? 0) ^ 0x01;
      const result = verifyPdfSignature(tampered);
      expect(result.valid).toBe(false);
      expect(result.error).toMatch(/message digest mismatch/);
    }
  });

  it('fails when the CMS signature itself is altered', () => {
    const tampered = Buffer.from(sealed);
    const contents = tampered.indexOf('/Contents <') + '/Contents <'.length;
    // The CMS (30 82 LL LL …) ends with the RSA signature; change its last hex digit.
    const size = 4 + Number.parseInt(tampered.toString('latin1', contents + 4, contents + 8), 16);
    const last = contents + 2 * size - 1;
    tampered[last] = tampered[last] === 0x30 ? 0x31 : 0x30;
    expect(verifyPdfSignature(tampered)).toMatchObject({
      valid: false,
      error: 'The signature does not match the signer certificate',
    });
  });

  it('fails when bytes are appended after the signature', () => {
    const result = verifyPdfSignature(Buffer.concat([sealed, Buffer.from('\n% appended\n')]));
    expect(result).toMatchObject({ valid: false, coversWholeFile: false });
  });

  it('reports an unsigned PDF', async () => {
    expect(verifyPdfSignature(await samplePdf())).toMatchObject({
      valid: false,
      signerCommonName: null,
      error: 'No signature byte range',
    });
  });
});
