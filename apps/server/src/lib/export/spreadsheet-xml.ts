// What every part of an XLSX workbook written here shares: the XML declaration, the namespaces, and how a
// text is written inside an element.

export const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot hold
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** A text as element content: the characters XML cannot hold dropped, `&`, `<` and `>` escaped. */
export const xmlText = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** Spaces a spreadsheet would drop unless told to keep them: at either end, doubled, tabs, line breaks. */
const NEEDS_PRESERVE = /^\s|\s$|\s\s|[\t\r\n]/;

/** A text's `<t>` element, its spaces kept. */
export const textElement = (text: string) =>
  `<t${NEEDS_PRESERVE.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t>`;
