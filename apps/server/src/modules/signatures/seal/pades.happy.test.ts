import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { Db } from '@vetbo/db/database';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAILS, NOW, samplePdf } from './pades.fixtures.ts';
import { sealPdf } from './pades.ts';
import {
  commonNameOf,
  generateSealCertificate,
  loadSealCertificate,
  SEAL_COMMON_NAME,
  type Seal,
  type SealCertificate,
  sealFromPem,
} from './seal-certificate.ts';
import { verifyPdfSignature } from './verify-pdf-signature.ts';

let stored: SealCertificate;
let seal: Seal;
let sealed: Buffer;

beforeAll(async () => {
  stored = generateSealCertificate(NOW);
  seal = sealFromPem(stored);
  sealed = await sealPdf(await samplePdf(), seal, DETAILS);
});

describe('generateSealCertificate', () => {
  it('is a JSON value holding a self-signed RSA 2048 certificate valid 10 years', () => {
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
    const certificate = forge.pki.certificateFromPem(stored.certificatePem);
    expect(commonNameOf(certificate)).toBe(SEAL_COMMON_NAME);
    expect(certificate.subject.getField('O').value).toBe('Vetbo');
    expect(certificate.subject.getField('C').value).toBe('FR');
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(certificate.verify(certificate)).toBe(true);
    expect(certificate.validity.notBefore).toEqual(NOW);
    expect(certificate.validity.notAfter).toEqual(new Date('2036-03-14T09:26:53Z'));
    expect(certificate.serialNumber).toMatch(/^[4-7][0-9a-f]{31}$/);
    expect(certificate.getExtension('keyUsage')).toMatchObject({
      digitalSignature: true,
      nonRepudiation: true,
      keyCertSign: false,
    });
    expect(certificate.getExtension('extKeyUsage')).toMatchObject({
      emailProtection: true,
      '1.3.6.1.5.5.7.3.36': true,
    });
  });

  it('describes the seal: subject, fingerprint, a PKCS#12 holding the certificate', () => {
    expect(seal.subject).toBe(`CN=${SEAL_COMMON_NAME}, O=Vetbo, C=FR`);
    expect(seal.fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(seal.certificatePem.replace(/\r/g, '')).toBe(stored.certificatePem.replace(/\r/g, ''));
    expect(seal.p12.length).toBeGreaterThan(1000);
  });

  it('prefers an organisation’s PKCS#12 from the environment, without touching the database', async () => {
    const other = generateSealCertificate(NOW, 'Clinique des Alpes');
    const asn1 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(other.privateKeyPem),
      [forge.pki.certificateFromPem(other.certificatePem)],
      'secret',
      { algorithm: '3des' },
    );
    const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
    const env = { SIGNATURE_SEAL_P12_BASE64: p12.toString('base64'), SIGNATURE_SEAL_P12_PASSWORD: 'secret' };
    const fromEnv = await loadSealCertificate({} as Db, env);
    expect(fromEnv).toMatchObject({ source: 'environment', password: 'secret' });
    expect(fromEnv.subject).toBe('CN=Clinique des Alpes, O=Vetbo, C=FR');
    await expect(
      loadSealCertificate({} as Db, { ...env, SIGNATURE_SEAL_P12_PASSWORD: 'wrong' }),
    ).rejects.toThrow();
  });
});

describe('sealPdf + verifyPdfSignature', () => {
  it('seals a PDF that still loads, with a valid PAdES signature', async () => {
    const reloaded = await PDFDocument.load(sealed);
    expect(reloaded.getPageCount()).toBe(2);
    expect(verifyPdfSignature(sealed)).toEqual({
      valid: true,
      signerCommonName: SEAL_COMMON_NAME,
      signingTime: NOW,
      reason: DETAILS.reason,
      subFilter: 'ETSI.CAdES.detached',
      coversWholeFile: true,
    });
  });

  it('names the certificate that sealed the PDF', async () => {
    const other = sealFromPem(generateSealCertificate(NOW, 'Clinique vétérinaire des Alpes'));
    const result = verifyPdfSignature(await sealPdf(await samplePdf('Autre'), other, DETAILS));
    expect(result).toMatchObject({ valid: true, signerCommonName: 'Clinique vétérinaire des Alpes' });
    expect(other.fingerprintSha256).not.toBe(seal.fingerprintSha256);
  });

  it('checks signatures made by another CMS producer (@signpdf/signer-p12, with signing-time)', async () => {
    const other = generateSealCertificate(NOW, 'Other producer');
    const asn1 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(other.privateKeyPem),
      [forge.pki.certificateFromPem(other.certificatePem)],
      '',
    );
    const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
    const signingTime = new Date('2026-04-01T10:00:00Z');
    const document = await PDFDocument.load(await samplePdf());
    pdflibAddPlaceholder({ pdfDoc: document, reason: 'Test', name: 'x', location: 'y', contactInfo: 'z' });
    const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
    const signed = await new SignPdf().sign(prepared, new P12Signer(p12), signingTime);
    expect(verifyPdfSignature(signed)).toMatchObject({
      valid: true,
      signerCommonName: 'Other producer',
      signingTime,
      reason: 'Test',
      subFilter: 'adbe.pkcs7.detached',
    });
  });
});
