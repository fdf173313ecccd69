// What makes the rendered document a PDF/A-3B Factur-X: document information and the same values in
// the XMP metadata (with the Factur-X extension schema), the sRGB output intent, the file identifier and
// the XML attached as factur-x.xml.
import { createHash } from 'node:crypto';
import {
  AFRelationship,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
} from 'pdf-lib';
import { escapeXml } from '../xml/writer.ts';
import { deflatedSrgbProfile, SRGB_IDENTIFIER } from './srgb-icc.ts';

export const FACTURX_FILE_NAME = 'factur-x.xml';
const PRODUCER = 'Vetbo (pdf-lib)';
const CREATOR = 'Vetbo';

export interface PdfaInfo {
  title: string;
  author: string;
  createdAt: Date;
  xml: string;
}

/** ISO 8601 without milliseconds, as XMP writes dates: "2026-11-27T10:30:00Z". */
const xmpDate = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

const FX_PROPERTIES: [string, string][] = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

function xmp(info: PdfaInfo): string {
  const date = xmpDate(info.createdAt);
  const properties = FX_PROPERTIES.map(
    ([name, description]) =>
      `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`,
  ).join('\n');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${CREATOR}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${properties}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Turns the rendered document into a PDF/A-3B carrying the Factur-X XML; call once, before save(). */
export async function makePdfA3(pdf: PDFDocument, info: PdfaInfo): Promise<void> {
  const { context, catalog } = pdf;
  pdf.setTitle(info.title);
  pdf.setAuthor(info.author);
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(info.createdAt);
  pdf.setModificationDate(info.createdAt);
  pdf.setLanguage('fr-FR');

  const metadata = context.stream(new TextEncoder().encode(xmp(info)), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const profile = context.register(context.stream(deflatedSrgbProfile(), { N: 3, Filter: 'FlateDecode' }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_IDENTIFIER),
    Info: PDFString.of(SRGB_IDENTIFIER),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  // The file identifier PDF/A requires: a digest of the XML, so the same document gets the same id.
  const id = PDFHexString.of(createHash('sha256').update(info.xml).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([id, id]);

  // Factur-X 1.0.7+ (§ 6.2.2): /Alternative for the EN 16931 profile, whose XML is the whole invoice.
  await pdf.attach(new TextEncoder().encode(info.xml), FACTURX_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X (EN 16931)',
    creationDate: info.createdAt,
    modificationDate: info.createdAt,
    afRelationship: AFRelationship.Alternative,
  });
  // pdf-lib keys the EmbeddedFiles name tree with a UTF-16 string; key it "factur-x.xml" in plain bytes,
  // as readers that look the file up by name compare it.
  await pdf.flush();
  const names = catalog
    .lookup(PDFName.of('Names'), PDFDict)
    .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
    .lookup(PDFName.of('Names'), PDFArray);
  names.set(0, PDFString.of(FACTURX_FILE_NAME));
}
