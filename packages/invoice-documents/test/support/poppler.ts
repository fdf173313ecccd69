// Poppler's command-line tools, which the rendering tests read the PDFs with. Missing tools fail the
// test with what to install: nothing is skipped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (Debian: apt-get install -y poppler-utils)`);
    throw error;
  }
}

export function writeTemporary(pdf: Uint8Array, name = 'document.pdf'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'vetbo-invoice-')), name);
  writeFileSync(path, pdf);
  return path;
}

/** The text of the PDF laid out as on the page (pdftotext -layout): columns side by side. */
export const pdfLayoutText = (path: string): string => run('pdftotext', ['-layout', path, '-']);

/** The text in the order it is drawn (pdftotext -raw): each block's lines together, for phrases. */
export const pdfText = (path: string): string => run('pdftotext', ['-raw', path, '-']);

export const pdfInfo = (path: string): string => run('pdfinfo', [path]);

export const pdfFonts = (path: string): string => run('pdffonts', [path]);

/** Page 1 at 100 dpi as PNG (pdftoppm -png -r 100), returned as bytes. */
export function firstPagePng(path: string): Uint8Array {
  run('pdftoppm', [
    '-png',
    '-r',
    '100',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    path.replace(/\.pdf$/, ''),
  ]);
  return readFileSync(path.replace(/\.pdf$/, '.png'));
}
