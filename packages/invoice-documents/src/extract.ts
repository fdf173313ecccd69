// Reads the Factur-X XML back out of a PDF: the file named factur-x.xml of the EmbeddedFiles name tree.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { FACTURX_FILE_NAME } from './pdf/pdfa.ts';

const nameOf = (value: unknown): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** The embedded XML as text; an Error when the PDF carries none. */
export async function extractFacturxXml(pdf: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const entries = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; entries && i + 1 < entries.size(); i += 2) {
    const spec = entries.lookup(i + 1, PDFDict);
    const fileName = nameOf(spec.get(PDFName.of('UF'))) ?? nameOf(spec.get(PDFName.of('F')));
    if (fileName !== FACTURX_FILE_NAME && nameOf(entries.get(i)) !== FACTURX_FILE_NAME) continue;
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) break;
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  throw new Error(`The PDF carries no ${FACTURX_FILE_NAME}`);
}
