// DejaVu Sans (from the dejavu-fonts-ttf package), embedded as subsets: PDF/A forbids fonts left out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const resolve = createRequire(import.meta.url).resolve;
let files: { regular: Uint8Array; bold: Uint8Array } | undefined;

function fontFiles() {
  files ??= {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return files;
}

interface ParsedFont {
  layout(text: string): { glyphs: unknown[] };
  glyphsForString(text: string): unknown[];
}

// NOTE: pdf-lib parses the font file at every embedFont (about 10 ms and 20 MB of garbage per document
// for the two files); the parsed fonts are kept instead and shared: pdf-lib only reads them, and each
// document still gets its own subset. Their layout maps characters to glyphs without OpenType shaping:
// pdf-lib ignores glyph positions anyway, shaping French text took half of the rendering time, and
// without ligatures "fi" stays two letters for whoever copies or searches the text.
const parsed = new Map<Uint8Array, ParsedFont>();
const sharedFontkit = {
  create(data: Uint8Array) {
    let font = parsed.get(data);
    if (!font) {
      const created = fontkit.create(data) as unknown as ParsedFont;
      created.layout = (text: string) => ({ glyphs: created.glyphsForString(text) });
      font = created;
      parsed.set(data, font);
    }
    return font;
  },
} as unknown as typeof fontkit;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(sharedFontkit);
  const { regular, bold } = fontFiles();
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
