// Checks the last signature of a PDF: its byte range covers the whole file but the /Contents hex, the
// CMS message-digest matches the SHA-256 (or SHA-1/384/512) of those bytes and the RSA signature over the
// signed attributes verifies with the signer certificate's key. It proves integrity, not trust: the
// certificate chain, its validity dates and revocation are not checked.
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { pdfDocEncodingDecode } from 'pdf-lib';
import { commonNameOf, issuerAndSerialOf } from './seal-certificate.ts';

export interface PdfSignatureCheck {
  /** The signature verifies and covers the whole file. */
  valid: boolean;
  signerCommonName: string | null;
  /** The CMS signing-time attribute when present, otherwise the signature dictionary's /M. */
  signingTime: Date | null;
  reason: string | null;
  subFilter: string | null;
  coversWholeFile: boolean;
  error?: string;
}

const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const RSA_SIGNATURES = new Set([
  '1.2.840.113549.1.1.1', // rsaEncryption
  '1.2.840.113549.1.1.5',
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
]);
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

export function verifyPdfSignature(pdf: Buffer): PdfSignatureCheck {
  const text = pdf.toString('latin1');
  const result: PdfSignatureCheck = {
    valid: false,
    signerCommonName: null,
    signingTime: null,
    reason: null,
    subFilter: null,
    coversWholeFile: false,
  };
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (ranges?.index === undefined) return { ...result, error: 'No signature byte range' };
  const [a, b, c, d] = ranges.slice(1).map(Number) as [number, number, number, number];
  const contents = /^<([0-9A-Fa-f\s]*)>$/.exec(text.slice(b, c));
  if (
    a !== 0 ||
    b >= c ||
    c + d > pdf.length ||
    !contents ||
    !/\/Contents\s*$/.test(text.slice(Math.max(0, b - 64), b))
  )
    return { ...result, error: 'The byte range does not frame the /Contents hex string' };

  // The signature dictionary: from its object header to its end, the hex string left out.
  const start = text.lastIndexOf(' obj', Math.min(ranges.index, b));
  const end = text.indexOf('endobj', c);
  const dictionary = text.slice(start, b) + text.slice(c, end < 0 ? undefined : end);
  result.subFilter = /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1] ?? null;
  result.reason = literalString(dictionary, 'Reason');
  result.signingTime = pdfDate(literalString(dictionary, 'M'));
  result.coversWholeFile = c + d === pdf.length;

  try {
    const cms = withoutPadding(Buffer.from((contents[1] ?? '').replace(/\s/g, ''), 'hex'));
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(cms.toString('binary')));
    if (!('certificates' in message)) throw new Error('The signature is not a CMS SignedData');
    const capture = message.rawCapture as { signerInfos?: forge.asn1.Asn1[] };
    const signerInfo = capture.signerInfos?.[0];
    if (!signerInfo) throw new Error('The CMS holds no SignerInfo');
    const parts = signerInfoParts(signerInfo);

    const certificate = message.certificates.find((cert) => {
      const { issuer, serial } = issuerAndSerialOf(cert);
      return derOf(issuer) === derOf(parts.issuer) && derOf(serial) === derOf(parts.serial);
    });
    if (!certificate) throw new Error('The signer certificate is not in the CMS');
    result.signerCommonName = commonNameOf(certificate);

    const attributes = new Map(
      parts.signedAttributes.map((attr) => {
        const [type, values] = attr.value as forge.asn1.Asn1[];
        const first = (values?.value as forge.asn1.Asn1[] | undefined)?.[0];
        return [forge.asn1.derToOid(type?.value as string), first] as const;
      }),
    );
    const time = attributes.get(SIGNING_TIME);
    if (time) result.signingTime = asn1Date(time);

    const digest = DIGESTS[parts.digestAlgorithm];
    if (!digest) throw new Error(`Unsupported digest algorithm ${parts.digestAlgorithm}`);
    if (!RSA_SIGNATURES.has(parts.signatureAlgorithm))
      throw new Error(`Unsupported signature algorithm ${parts.signatureAlgorithm}`);
    const signedBytes = createHash(digest)
      .update(pdf.subarray(a, a + b))
      .update(pdf.subarray(c, c + d))
      .digest('binary');
    if (attributes.get(MESSAGE_DIGEST)?.value !== signedBytes)
      throw new Error('The document was modified after it was signed (message digest mismatch)');

    const set = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      parts.signedAttributes,
    );
    const attributesDigest = createHash(digest).update(derOf(set), 'binary').digest('binary');
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    if (!rsaVerifies(publicKey, attributesDigest, parts.signature))
      throw new Error('The signature does not match the signer certificate');
    if (!result.coversWholeFile) throw new Error('Bytes were added after the signature');
    result.valid = true;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

/** SignerInfo ::= SEQUENCE { version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature, … } */
function signerInfoParts(signerInfo: forge.asn1.Asn1) {
  const [, sid, digestAlgorithm, signedAttributes, signatureAlgorithm, signature] =
    signerInfo.value as forge.asn1.Asn1[];
  const [issuer, serial] = (sid?.value ?? []) as forge.asn1.Asn1[];
  if (!issuer || !serial || sid?.tagClass !== forge.asn1.Class.UNIVERSAL)
    throw new Error('Only signers identified by issuer and serial number are supported');
  if (signedAttributes?.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || signedAttributes.type !== 0)
    throw new Error('The SignerInfo has no signed attributes');
  const oidOf = (algorithm: forge.asn1.Asn1 | undefined) =>
    forge.asn1.derToOid((algorithm?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value as string);
  return {
    issuer,
    serial,
    digestAlgorithm: oidOf(digestAlgorithm),
    signedAttributes: signedAttributes.value as forge.asn1.Asn1[],
    signatureAlgorithm: oidOf(signatureAlgorithm),
    signature: signature?.value as string,
  };
}

/** The DER element at the start of the /Contents bytes, without the zero padding after it. */
function withoutPadding(bytes: Buffer): Buffer {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return bytes.subarray(0, 2 + first);
  const size = first & 0x7f;
  if (size > 4) throw new Error('Malformed CMS length');
  return bytes.subarray(0, 2 + size + bytes.subarray(2, 2 + size).readUIntBE(0, size));
}

/** node-forge throws, rather than answer false, when the decrypted block is not PKCS#1 padding. */
function rsaVerifies(key: forge.pki.rsa.PublicKey, digest: string, signature: string): boolean {
  try {
    return key.verify(digest, signature);
  } catch {
    return false;
  }
}

const derOf = (node: forge.asn1.Asn1) => forge.asn1.toDer(node).getBytes();

function asn1Date(node: forge.asn1.Asn1): Date | null {
  const value = node.value as string;
  if (node.type === forge.asn1.Type.UTCTIME) return forge.asn1.utcTimeToDate(value);
  if (node.type === forge.asn1.Type.GENERALIZEDTIME) return forge.asn1.generalizedTimeToDate(value);
  return null;
}

/** A literal string entry (`/Key (…)`) of a dictionary, escapes resolved, UTF-16BE or PDFDocEncoding. */
function literalString(dictionary: string, key: string): string | null {
  const match = new RegExp(`/${key}\\s*\\(`).exec(dictionary);
  if (!match) return null;
  const bytes: number[] = [];
  let depth = 0;
  for (let i = match.index + match[0].length; i < dictionary.length; i++) {
    const char = dictionary[i] as string;
    if (char === '\\') {
      const octal = /^[0-7]{1,3}/.exec(dictionary.slice(i + 1, i + 4))?.[0];
      const next = dictionary[i + 1] ?? '';
      if (octal) bytes.push(Number.parseInt(octal, 8) & 0xff);
      else if (next in ESCAPES) bytes.push(ESCAPES[next] as number);
      else if (next !== '\n' && next !== '\r') bytes.push(next.charCodeAt(0));
      i += octal ? octal.length : 1;
      continue;
    }
    if (char === ')' && depth === 0) break;
    if (char === '(') depth++;
    if (char === ')') depth--;
    bytes.push(char.charCodeAt(0));
  }
  const buffer = Buffer.from(bytes);
  if (buffer[0] === 0xfe && buffer[1] === 0xff)
    return Buffer.from(buffer.subarray(2, buffer.length - (buffer.length % 2)))
      .swap16()
      .toString('utf16le');
  return pdfDocEncodingDecode(new Uint8Array(buffer));
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

/** A PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`), missing parts defaulted. */
function pdfDate(value: string | null): Date | null {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(
    value ?? '',
  );
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, oh, om] = match;
  const utc = Date.UTC(+(year ?? 0), +month - 1, +day, +hour, +minute, +second);
  const offset = sign === '+' || sign === '-' ? (sign === '-' ? -1 : 1) * (+(oh ?? 0) * 60 + +(om ?? 0)) : 0;
  return new Date(utc - offset * 60_000);
}
