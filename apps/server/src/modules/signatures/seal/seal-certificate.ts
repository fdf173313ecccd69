// The certificate that seals signed PDFs: an organisation's own PKCS#12 given in the environment, otherwise
// a self-signed RSA certificate generated once by the product and kept in `app_secrets` (every replica
// seals with the same one). Also small node-forge helpers shared by the signer and the verifier.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import forge from 'node-forge';
import { getOrCreateSecret } from '../../../lib/app-secrets.ts';

export const SEAL_SECRET_NAME = 'signature.seal';
export const SEAL_COMMON_NAME = 'Vetbo — cachet électronique';
/** id-kp-documentSigning (RFC 9336); node-forge has no name for it but accepts the OID. */
const DOCUMENT_SIGNING_OID = '1.3.6.1.5.5.7.3.36';
/** Protects the PKCS#12 built from the database PEMs; it never leaves the process. */
const INTERNAL_P12_PASSWORD = 'vetbo-seal';
/** PKCS#12 bag types (PKCS #12 v1 §4.2). */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

/** What `app_secrets` keeps (JSON). */
export interface SealCertificate {
  certificatePem: string;
  privateKeyPem: string;
}

/** The seal ready to sign with. */
export interface Seal {
  p12: Buffer;
  password: string;
  certificatePem: string;
  /** e.g. "CN=Vetbo — cachet électronique, O=Vetbo, C=FR". */
  subject: string;
  /** SHA-256 of the certificate's DER, upper-case hex pairs joined by colons. */
  fingerprintSha256: string;
  source: 'environment' | 'database';
}

/** A self-signed RSA 2048 sealing certificate valid for 10 years from `now`. */
export function generateSealCertificate(now = new Date(), commonName = SEAL_COMMON_NAME): SealCertificate {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40; // positive, no leading zero byte
  certificate.serialNumber = serial.toString('hex');
  const notBefore = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + 10);
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  // node-forge types valueTagClass as asn1.Class but it is the value's asn1.Type (UTF8String here).
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const name = [
    { shortName: 'C', value: 'FR' },
    { shortName: 'O', value: 'Vetbo', valueTagClass: utf8 },
    { shortName: 'CN', value: commonName, valueTagClass: utf8 },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true, [DOCUMENT_SIGNING_OID]: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return {
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

/**
 * The sealing certificate: `SIGNATURE_SEAL_P12_BASE64` (+ `SIGNATURE_SEAL_P12_PASSWORD`) when set,
 * otherwise the one generated once and kept in `app_secrets`.
 */
export async function loadSealCertificate(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): Promise<Seal> {
  const fromEnv = env.SIGNATURE_SEAL_P12_BASE64?.trim();
  if (fromEnv) {
    const p12 = Buffer.from(fromEnv, 'base64');
    const password = env.SIGNATURE_SEAL_P12_PASSWORD ?? '';
    const { certificate } = openP12(p12, password);
    return describe(p12, password, certificate, 'environment');
  }
  const stored = await getOrCreateSecret(db, SEAL_SECRET_NAME, async () => generateSealCertificate());
  return sealFromPem(asSealCertificate(stored));
}

/** A seal from a stored certificate and key (the PKCS#12 under a fixed internal password). */
export function sealFromPem(stored: SealCertificate, source: Seal['source'] = 'database'): Seal {
  const certificate = forge.pki.certificateFromPem(stored.certificatePem);
  const privateKey = forge.pki.privateKeyFromPem(stored.privateKeyPem);
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], INTERNAL_P12_PASSWORD, {
    algorithm: 'aes256',
  });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  return describe(p12, INTERNAL_P12_PASSWORD, certificate, source);
}

/** The private key of a PKCS#12, the certificate matching it and every certificate (chain) it holds. */
export function openP12(
  p12: Buffer,
  password: string,
): {
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
} {
  const pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  const bags = (type: string) => pfx.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(BAG.shroudedKey), ...bags(BAG.key)];
  const privateKey = keyBags.find((bag) => bag.key)?.key;
  if (!privateKey) throw new Error('The PKCS#12 holds no RSA private key');
  const chain = bags(BAG.certificate).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = chain.find((cert) => {
    const key = cert.publicKey as forge.pki.rsa.PublicKey;
    return key.n.equals(privateKey.n) && key.e.equals(privateKey.e);
  });
  if (!certificate) throw new Error('The PKCS#12 holds no certificate matching its private key');
  return { privateKey, certificate, chain: [certificate, ...chain.filter((cert) => cert !== certificate)] };
}

/** A distinguished name as text, most specific first ("CN=…, O=…, C=FR"). */
export function distinguishedName(name: forge.pki.Certificate['subject']): string {
  return name.attributes
    .map((attribute) => `${attribute.shortName ?? attribute.type}=${attributeText(attribute)}`)
    .reverse()
    .join(', ');
}

export function commonNameOf(certificate: forge.pki.Certificate): string | null {
  const attribute = certificate.subject.getField('CN') as forge.pki.CertificateField | null;
  return attribute ? attributeText(attribute) : null;
}

/** node-forge keeps parsed UTF8String / BMPString values as raw bytes. */
function attributeText(attribute: forge.pki.CertificateField): string {
  const raw = typeof attribute.value === 'string' ? attribute.value : '';
  const type = attribute.valueTagClass as unknown as number;
  if (type === forge.asn1.Type.UTF8) return forge.util.decodeUtf8(raw);
  if (type === forge.asn1.Type.BMPSTRING) return Buffer.from(raw, 'binary').swap16().toString('utf16le');
  return raw;
}

export function certificateDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

/** The issuer Name and serial INTEGER exactly as encoded in the certificate. */
export function issuerAndSerialOf(certificate: forge.pki.Certificate): {
  issuer: forge.asn1.Asn1;
  serial: forge.asn1.Asn1;
} {
  const tbs = forge.pki.certificateToAsn1(certificate).value[0] as forge.asn1.Asn1;
  const fields = tbs.value as forge.asn1.Asn1[];
  const start = fields[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0; // [0] version
  const serial = fields[start];
  const issuer = fields[start + 2];
  if (!serial || !issuer) throw new Error('Malformed certificate');
  return { issuer, serial };
}

function describe(
  p12: Buffer,
  password: string,
  certificate: forge.pki.Certificate,
  source: Seal['source'],
): Seal {
  const digest = createHash('sha256').update(certificateDer(certificate)).digest('hex').toUpperCase();
  return {
    p12,
    password,
    certificatePem: forge.pki.certificateToPem(certificate),
    subject: distinguishedName(certificate.subject),
    fingerprintSha256: digest.match(/../g)?.join(':') ?? digest,
    source,
  };
}

function asSealCertificate(value: unknown): SealCertificate {
  const candidate = value as Partial<SealCertificate> | null;
  if (typeof candidate?.certificatePem !== 'string' || typeof candidate.privateKeyPem !== 'string') {
    throw new Error(`app_secrets ${SEAL_SECRET_NAME} is not a { certificatePem, privateKeyPem } object`);
  }
  return { certificatePem: candidate.certificatePem, privateKeyPem: candidate.privateKeyPem };
}
