import { escapeHtml } from '../../oidc/pages.ts';

/** "25 novembre 2026 à 14:30", Paris time: how every mail dates a link or a code. */
export const frenchDateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);

/** The HTML part of a mail: paragraphs, then an optional button with its address written out below. */
export function mailHtml(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const button = link
    ? `
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#1864ab;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#495057;font-size:13px">${escapeHtml(link.href)}</p>`
    : '';
  return `<!DOCTYPE html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
${body}${button}
</body></html>`;
}
