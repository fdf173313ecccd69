// Seals a PDF with a PAdES signature (SubFilter ETSI.CAdES.detached): pdf-lib adds an invisible signature
// field and its placeholder, @signpdf/signpdf computes the byte range and CadesSigner fills the CMS in.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_SIGNATURE_LENGTH, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer.ts';
import type { Seal } from './seal-certificate.ts';

export interface SealDetails {
  reason: string;
  /** The signer's name, shown by readers next to the signature. */
  name: string;
  location: string;
  contactInfo: string;
  /** Written as the signature dictionary's /M (PAdES: the claimed signing time), to the second. */
  signingTime: Date;
}

export async function sealPdf(
  pdf: Buffer,
  seal: Pick<Seal, 'p12' | 'password'>,
  details: SealDetails,
): Promise<Buffer> {
  const signer = new CadesSigner(seal.p12, seal.password);
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: pdfText(details.reason),
    name: pdfText(details.name),
    location: pdfText(details.location),
    contactInfo: pdfText(details.contactInfo),
    signingTime: details.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // Hex digits reserved for the CMS: two per byte.
    signatureLength: Math.max(DEFAULT_SIGNATURE_LENGTH, 2 * signer.maxSignatureBytes),
    appName: 'Vetbo',
  });
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, signer, details.signingTime);
}

/**
 * The body of a PDF literal string holding `text` in UTF-16BE with its byte-order mark, every byte
 * outside printable ASCII (and `\`, `(`, `)`) written as an octal escape: the placeholder library writes
 * strings as given, unescaped and one byte per character.
 */
export function pdfText(text: string): string {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
  return Array.from(bytes, (byte) =>
    byte >= 0x20 && byte < 0x7f && byte !== 0x5c && byte !== 0x28 && byte !== 0x29
      ? String.fromCharCode(byte)
      : `\\${byte.toString(8).padStart(3, '0')}`,
  ).join('');
}
