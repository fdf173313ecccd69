// The WinAnsi codes of the characters outside Latin-1 that French text uses.
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '…': '\x85',
  '’': '\x92',
  '–': '\x96',
  '—': '\x97',
  œ: '\x9c',
};

/** One byte per character (as a latin1 string), in WinAnsi; anything else becomes "?". */
const winAnsi = (text: string) =>
  [...text].map((char) => WIN_ANSI[char] ?? (char.charCodeAt(0) <= 0xff ? char : '?')).join('');

/**
 * A one-page PDF with a few lines of text (Helvetica, WinAnsi so that French accents print), enough for
 * demo documents: real PDF readers open it, and the upload path sniffs it as application/pdf.
 */
export function demoPdf(title: string, lines: string[]): Buffer {
  const pdfText = (text: string) => winAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`);
  const text = [
    `BT /F1 18 Tf 72 760 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 11 Tf 72 ${720 - index * 18} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
