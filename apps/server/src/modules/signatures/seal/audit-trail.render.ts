// The built-in provider's audit trail ("dossier de preuve") as an A4 PDF in French: the request, each
// document's SHA-256 before and after sealing, the signer, the dated events (Europe/Paris) with IP
// address and user agent, and the sealing certificate. Standard Helvetica, so WinAnsi text only.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface AuditTrailEvent {
  /** signature_request.activated, signer.code_sent, document.viewed, signer.done… */
  name: string;
  date: Date;
  ip?: string | null;
  userAgent?: string | null;
  /** signer.code_sent: where the code went. */
  sentTo?: string | null;
  /** document.viewed: which document (matched against `documents[].id`). */
  documentId?: number | null;
}

export interface AuditTrail {
  requestId: number;
  requestName: string;
  documents: { id?: number; title: string; originalSha256: string; signedSha256?: string | null }[];
  signer: { name: string; email: string };
  events: AuditTrailEvent[];
  seal: { subject: string; fingerprintSha256: string };
}

export const AUDIT_TRAIL_TITLE = 'Dossier de preuve de signature';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const inParis = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', ...options });
const parisDate = inParis({ day: '2-digit', month: '2-digit', year: 'numeric' });
const parisTime = inParis({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
/** "25/11/2026 à 07:40:59 (heure de Paris)". */
export const parisDateTime = (date: Date) =>
  `${parisDate.format(date)} à ${parisTime.format(date)} (heure de Paris)`;

function eventLabel(event: AuditTrailEvent, trail: AuditTrail): string {
  switch (event.name) {
    case 'signature_request.activated':
      return 'Demande envoyée';
    case 'signer.code_sent':
      return event.sentTo ? `Code à usage unique envoyé à ${event.sentTo}` : 'Code à usage unique envoyé';
    case 'document.viewed': {
      const title = trail.documents.find((document) => document.id === event.documentId)?.title;
      return title ? `Document consulté : ${title}` : 'Document consulté';
    }
    case 'signer.done':
      return 'Signé avec le code à usage unique';
    case 'signature_request.done':
      return 'Demande terminée';
    default:
      return event.name;
  }
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  muted?: boolean;
  gap: number;
}

function layout(trail: AuditTrail): Line[] {
  const lines: Line[] = [
    { text: AUDIT_TRAIL_TITLE, size: 18, bold: true, gap: 0 },
    { text: `Demande : ${trail.requestName} (n° ${trail.requestId})`, size: 11, gap: 10 },
    { text: 'Documents', size: 12, bold: true, gap: 18 },
  ];
  for (const document of trail.documents) {
    lines.push({ text: document.title, size: 10, bold: true, gap: 8 });
    lines.push({ text: `SHA-256 de l’original : ${document.originalSha256}`, size: 9, gap: 3 });
    lines.push({
      text: `SHA-256 du document signé : ${document.signedSha256 ?? 'non disponible'}`,
      size: 9,
      gap: 3,
    });
  }
  lines.push(
    { text: 'Signataire', size: 12, bold: true, gap: 18 },
    { text: `${trail.signer.name} — ${trail.signer.email}`, size: 10, gap: 6 },
    { text: 'Événements', size: 12, bold: true, gap: 18 },
  );
  for (const event of trail.events) {
    lines.push({ text: `${parisDateTime(event.date)} — ${eventLabel(event, trail)}`, size: 10, gap: 8 });
    const origin = [
      event.ip ? `Adresse IP : ${event.ip}` : null,
      event.userAgent ? `Navigateur : ${event.userAgent}` : null,
    ].filter(Boolean);
    if (origin.length > 0) lines.push({ text: origin.join(' — '), size: 8, muted: true, gap: 2 });
  }
  lines.push(
    { text: 'Cachet électronique', size: 12, bold: true, gap: 18 },
    {
      text: 'Chaque document signé porte une signature PAdES apposée avec le certificat suivant.',
      size: 9,
      gap: 6,
    },
    { text: `Certificat : ${trail.seal.subject}`, size: 9, gap: 3 },
    { text: `Empreinte SHA-256 : ${trail.seal.fingerprintSha256}`, size: 8, gap: 3 },
  );
  return lines;
}

export async function auditTrailPdf(trail: AuditTrail): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${AUDIT_TRAIL_TITLE} — ${trail.requestName}`);
  pdf.setSubject(`Demande de signature n° ${trail.requestId}`);
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Vetbo');
  pdf.setProducer('Vetbo');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()]);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of layout(trail)) {
    const font = line.bold ? bold : regular;
    const wrapped = wrapToWidth(winAnsi(line.text, encodable), font, line.size, WIDTH);
    wrapped.forEach((text, index) => {
      const step = (index === 0 ? line.gap : 2) + line.size;
      if (y - step < MARGIN) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= step;
      page.drawText(text, { x: MARGIN, y, size: line.size, font, color: line.muted ? MUTED : INK });
    });
  }
  const pages = pdf.getPages();
  pages.forEach((current, index) => {
    const footer = `${AUDIT_TRAIL_TITLE} — demande n° ${trail.requestId} — page ${index + 1}/${pages.length}`;
    current.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return Buffer.from(await pdf.save());
}

/**
 * Text the standard fonts can draw: spaces of every kind (the narrow no-break space of
 * Intl.DateTimeFormat('fr-FR'), tabs, line breaks…) become plain spaces, other characters outside
 * WinAnsi lose their accents when that helps, else become "?".
 */
export function winAnsi(text: string, encodable: Set<number>): string {
  return Array.from(text.normalize('NFC').replace(/[\s\u200B]+/gu, ' '), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (encodable.has(code)) return char;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base && [...base].every((c) => encodable.has(c.codePointAt(0) ?? 0)) ? base : '?';
  }).join('');
}

/** Lines no wider than `width`; a word longer than a line (a hash, a long address) is cut. */
function wrapToWidth(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ').filter(Boolean)) {
    if (fits(line ? `${line} ${word}` : word)) {
      line = line ? `${line} ${word}` : word;
      continue;
    }
    if (line) lines.push(line);
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
