// A small drawing surface over pdf-lib: A4 pages, a cursor going down, text that wraps, new pages when
// the content overflows.
import { type PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { Fonts } from './fonts.ts';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const RIGHT = PAGE.width - MARGIN;
export const CONTENT_WIDTH = RIGHT - MARGIN;
/** The lowest line content may use; the footer lives below it. */
const BOTTOM = 70;

export const INK = rgb(0.13, 0.13, 0.16);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const ACCENT = rgb(0.09, 0.32, 0.55);
export const RULE = rgb(0.8, 0.82, 0.86);
export const FILL = rgb(0.93, 0.95, 0.97);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'right' | 'center';
}

export class Canvas {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  /** Drawn at the top of every page after the first (the table's header row). */
  continuation?: () => void;

  readonly pdf: PDFDocument;
  readonly fonts: Fonts;

  constructor(pdf: PDFDocument, fonts: Fonts) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.addPage();
  }

  addPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
    if (this.pages.length > 1) this.continuation?.();
  }

  /** Starts a new page when `height` points do not fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.addPage();
  }

  width(text: string, style: TextStyle = {}): number {
    return (style.bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, style.size ?? 9);
  }

  /** Draws one line with its baseline at y; x is its left, right or centre edge depending on align. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const width = this.width(text, style);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    this.page.drawText(text, {
      x: left,
      y,
      size,
      font: style.bold ? this.fonts.bold : this.fonts.regular,
      color: style.color ?? INK,
    });
  }

  /** The text cut into lines no wider than `width` (on spaces; a word too long stays whole). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.width(candidate, style) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  line(x1: number, y1: number, x2: number, y2: number, color = RULE, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  box(x: number, y: number, width: number, height: number, fill?: RGB, border?: RGB): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: border ? 0.6 : 0,
    });
  }
}
