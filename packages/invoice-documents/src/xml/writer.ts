// A tiny XML writer: elements as nested arrays, text escaped, empty optional elements left out.

export type XmlAttributes = Record<string, string | undefined>;

/** An element, or nothing (false, null, undefined) for an optional one that is absent. */
export type XmlNode = string | XmlElement | false | null | undefined;

export interface XmlElement {
  name: string;
  attributes?: XmlAttributes;
  children: XmlNode[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** An element with children. */
export const el = (name: string, ...children: XmlNode[]): XmlElement => ({ name, children });

/** An element with attributes and children. */
export const ela = (name: string, attributes: XmlAttributes, ...children: XmlNode[]): XmlElement => ({
  name,
  attributes,
  children,
});

/** An element holding a text, or nothing when the text is absent or blank (Factur-X forbids empty elements). */
export function text(name: string, value: string | undefined, attributes?: XmlAttributes): XmlNode {
  if (value === undefined || value.trim() === '') return undefined;
  return { name, attributes, children: [value] };
}

function write(node: XmlNode, indent: string, out: string[]): void {
  if (node === undefined || node === null || node === false) return;
  if (typeof node === 'string') {
    out.push(escapeXml(node));
    return;
  }
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value as string)}"`)
    .join('');
  const children = node.children.filter((child) => child !== undefined && child !== null && child !== false);
  if (children.length === 1 && typeof children[0] === 'string') {
    out.push(`${indent}<${node.name}${attributes}>${escapeXml(children[0])}</${node.name}>\n`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>\n`);
  for (const child of children) write(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>\n`);
}

/** The document as UTF-8 XML text with its declaration. */
export function serialise(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  write(root, '', out);
  return out.join('');
}
