// A @signpdf Signer producing a detached CMS SignedData (CAdES baseline B, RSA / SHA-256) for PAdES:
// signed attributes content-type, message-digest and ESS signing-certificate-v2, no signing-time (PAdES
// puts the claimed time in the signature dictionary's /M). Replaces @signpdf/signer-p12, whose CMS has no
// signing-certificate-v2 and re-encodes the signer's issuer wrongly when it holds non-ASCII (UTF8String)
// text, as "Vetbo — cachet électronique" does, so validators cannot find the signer certificate.
import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { certificateDer, issuerAndSerialOf, openP12 } from './seal-certificate.ts';

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
};

const seq = (value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const algorithm = (id: string) =>
  seq([oid(id), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);

/** DER SET OF order: ascending encodings, the shorter padded with zero bytes. */
function derSorted(nodes: forge.asn1.Asn1[]): forge.asn1.Asn1[] {
  const encoded = nodes.map((node) => ({ node, bytes: der(node) }));
  const width = Math.max(...encoded.map(({ bytes }) => bytes.length));
  const padded = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc(width - bytes.length)]);
  return encoded.sort((a, b) => Buffer.compare(padded(a.bytes), padded(b.bytes))).map(({ node }) => node);
}

export class CadesSigner extends Signer {
  readonly #key: ReturnType<typeof openP12>;

  constructor(p12: Buffer, password: string) {
    super();
    this.#key = openP12(p12, password);
  }

  /** An upper bound of the CMS size in bytes, to size the PDF placeholder. */
  get maxSignatureBytes(): number {
    const certificates = this.#key.chain.reduce((total, cert) => total + certificateDer(cert).length, 0);
    return certificates + Math.ceil(this.#key.privateKey.n.bitLength() / 8) + 1024;
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { privateKey, certificate, chain } = this.#key;
    const { issuer, serial } = issuerAndSerialOf(certificate);
    const essCertId = seq([
      octets(createHash('sha256').update(certificateDer(certificate)).digest()),
      seq([seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), serial]),
    ]);
    const signedAttributes = derSorted([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
      attribute(OID.signingCertificateV2, seq([seq([essCertId])])),
    ]);
    // The signature covers the attributes encoded as a SET; they are stored as [0] IMPLICIT.
    const md = forge.md.sha256.create();
    md.update(der(set(signedAttributes)).toString('binary'));
    const signature = Buffer.from(privateKey.sign(md), 'binary');

    const signerInfo = seq([
      integer(1),
      seq([issuer, serial]),
      algorithm(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
      algorithm(OID.sha256WithRsa),
      octets(signature),
    ]);
    const signedData = seq([
      integer(1),
      set([algorithm(OID.sha256)]),
      seq([oid(OID.data)]),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        chain.map((cert) => forge.pki.certificateToAsn1(cert)),
      ),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}
