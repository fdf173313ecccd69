// A large SEPA file validated in parts, so that libxml2's tree (and its WebAssembly memory, which never
// shrinks) holds a few hundred transactions instead of 10 000: some 40 MB less at the peak.
//
// Why the parts say what the whole says: in the four pain schemas a transaction (DrctDbtTxInf,
// CdtTrfTxInf) is `maxOccurs="unbounded"` at the end of its PmtInf, and no schema has identity constraints
// (xs:key, xs:unique) or xs:ID: each element is valid or not by itself and its place. So every part is the
// file itself with each run of consecutive transactions cut to its first one, except one run cut to a slice
// of its transactions; each transaction is validated once in its own place, everything else in every part
// (its errors are reported once). The file is cut only where its text makes the cut safe: no comment,
// CDATA, DOCTYPE or processing instruction, every "<" opens a tag, transactions without attributes and
// never nested; otherwise the caller validates it whole.

/** A part to validate, and how its line numbers map back to the file's. */
export interface XsdPart {
  text: string;
  /** The file's line of the part's `line` (1-based). */
  fileLine(line: number): number;
}

interface Piece {
  text: string;
  /** The file's line the piece starts on. */
  line: number;
}

const lineCount = (text: string): number => {
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
};

/** Tags only where the text has them: what makes finding transactions by their tags exact. */
function cuttable(xml: string): boolean {
  const body = xml.startsWith('<?xml') ? xml.slice(xml.indexOf('?>') + 2) : xml;
  return !body.includes('<!') && !body.includes('<?') && !/<(?![^<>]*>)/.test(body);
}

/** Each transaction's [start, end) in the file, or null when they are not plain, unnested elements. */
function transactionSpans(xml: string, tag: string): [number, number][] | null {
  if (new RegExp(`<${tag}[\\s/]|:${tag}[\\s>/]`).test(xml)) return null;
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const spans: [number, number][] = [];
  for (let start = xml.indexOf(open); start >= 0; start = xml.indexOf(open, start + 1)) {
    const end = xml.indexOf(close, start);
    const next = xml.indexOf(open, start + 1);
    if (end < 0 || (next >= 0 && next < end)) return null;
    spans.push([start, end + close.length]);
  }
  return spans;
}

/** Transactions that follow each other with only blanks between them: the content of one PmtInf. */
function runsOf(xml: string, spans: [number, number][]): [number, number][][] {
  const runs: [number, number][][] = [];
  for (const span of spans) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && xml.slice(previous[1], span[0]).trim() === '') run.push(span);
    else runs.push([span]);
  }
  return runs;
}

function partOf(pieces: Piece[]): XsdPart {
  const starts: { partLine: number; fileLine: number }[] = [];
  let partLine = 1;
  for (const piece of pieces) {
    starts.push({ partLine, fileLine: piece.line });
    partLine += lineCount(piece.text);
  }
  return {
    text: pieces.map((piece) => piece.text).join(''),
    fileLine(line) {
      const start = starts.findLast((s) => s.partLine <= line) ?? { partLine: 1, fileLine: 1 };
      return start.fileLine + (line - start.partLine);
    },
  };
}

/** The file's line at each of the offsets (1-based), counting its newlines once. */
function linesAt(xml: string, offsets: number[]): Map<number, number> {
  const lines = new Map<number, number>();
  let line = 1;
  let counted = 0;
  for (const offset of [...new Set(offsets)].sort((a, b) => a - b)) {
    line += lineCount(xml.slice(counted, offset));
    counted = offset;
    lines.set(offset, line);
  }
  return lines;
}

/**
 * The parts of `xml` of at most `perPart` transactions each, or null when the file is small (one part)
 * or its text does not allow cutting it safely: the caller then validates it whole.
 */
export function xsdParts(xml: string, transactionTag: string, perPart: number): XsdPart[] | null {
  if (!cuttable(xml)) return null;
  const spans = transactionSpans(xml, transactionTag);
  if (!spans || spans.length <= perPart) return null;
  const runs = runsOf(xml, spans);
  const lines = linesAt(xml, [0, ...spans.flat()]);
  const piece = (start: number, end?: number): Piece => ({
    text: xml.slice(start, end),
    line: lines.get(start) ?? 1,
  });

  const parts: XsdPart[] = [];
  runs.forEach((run, cut) => {
    for (let from = 0; from < run.length; from += perPart) {
      const pieces: Piece[] = [];
      let at = 0;
      for (const [index, other] of runs.entries()) {
        const [first] = other as [[number, number]];
        pieces.push(piece(at, first[0]));
        // A run's transactions are contiguous in the file: a slice of them is one piece of its text.
        const kept = index === cut ? run.slice(from, from + perPart) : [first];
        pieces.push(piece((kept[0] as [number, number])[0], (kept.at(-1) as [number, number])[1]));
        at = (other.at(-1) as [number, number])[1];
      }
      pieces.push(piece(at));
      parts.push(partOf(pieces));
    }
  });
  return parts;
}
