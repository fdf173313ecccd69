// A minimal XML writer for the SEPA files: elements and escaped text, one per line. Lines are joined a
// few thousand at a time into flat blocks, and the blocks once at the end: a file of 10 000 transactions
// (400 000 lines) never holds all its lines at once nor is copied piece by piece. No indentation: the
// file is a third smaller without it (docs/decisions.md, "SEPA files: size and speed").

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const SPECIAL = /[&<>"']/g;

/** The text as XML character data or attribute value. */
export const escapeXml = (text: string): string => text.replace(SPECIAL, (char) => ESCAPES[char] ?? char);

const attributesOf = (attributes: Readonly<Record<string, string>>): string =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

const LINES_PER_BLOCK = 4096;

export class XmlLines {
  private lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private readonly blocks: string[] = [];
  private readonly open: string[] = [];

  private push(line: string): void {
    this.lines.push(line);
    if (this.lines.length < LINES_PER_BLOCK) return;
    this.blocks.push(this.lines.join('\n'));
    this.lines = [];
  }

  /** `<tag attributes>`; its children follow until `end()`. */
  start(tag: string, attributes?: Readonly<Record<string, string>>): this {
    this.push(attributes ? `<${tag}${attributesOf(attributes)}>` : `<${tag}>`);
    this.open.push(tag);
    return this;
  }

  end(): this {
    const tag = this.open.pop();
    if (tag === undefined) throw new Error('No element to close');
    this.push(`</${tag}>`);
    return this;
  }

  /** `<tag attributes>text</tag>` on one line. */
  leaf(tag: string, text: string, attributes?: Readonly<Record<string, string>>): this {
    const attrs = attributes ? attributesOf(attributes) : '';
    this.push(`<${tag}${attrs}>${escapeXml(text)}</${tag}>`);
    return this;
  }

  /** The nested elements `path[0] > path[1] > …` around one text: `nested(['Id', 'IBAN'], iban)`. */
  nested(path: readonly string[], text: string): this {
    const last = path.length - 1;
    for (let i = 0; i < last; i++) this.start(path[i] as string);
    this.leaf(path[last] as string, text);
    for (let i = 0; i < last; i++) this.end();
    return this;
  }

  toString(): string {
    if (this.open.length > 0) throw new Error(`Unclosed elements: ${this.open.join(' > ')}`);
    if (this.lines.length > 0) this.blocks.push(this.lines.join('\n'));
    this.lines = [];
    // One flat string, its final newline included (a template would make a 7 MB rope to copy again).
    return [...this.blocks, ''].join('\n');
  }
}
