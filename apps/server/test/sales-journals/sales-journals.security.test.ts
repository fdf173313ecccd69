// Threat model: a sales journal and the FEC are a creditor's books — every client, what each owes, the
// revenue — and exporting gives the documents their entry numbers for good. Only ADMIN and ACCOUNTANT
// (area `accounting`, write) may export; a manager, a moderator or a leader reads nothing of them.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api.ts';
import {
  accountant,
  admin,
  api,
  creditor,
  issueInvoice,
  manager,
  moderator,
  newClient,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import {
  issueCreditNote,
  journalCsv,
  journalUrl,
  storedMovements,
} from '../support/factories/journals-world.ts';
import { download } from '../support/files.ts';

useBillingWorld();

describe('[SALES JOURNALS] who may export', () => {
  it('refuses a MANAGER, a MODERATOR and a leader (403) on every export, and numbers nothing', async () => {
    const invoice = await issueInvoice();
    const credit = await issueCreditNote('OTHER');
    const self = await issueCreditNote('SELF_BILLING');
    const year = invoice.issueDate.slice(0, 4);
    const paths = [
      journalUrl('INVOICE', invoice.id, invoice.id),
      journalUrl('CREDIT_NOTE', credit.id, credit.id),
      journalUrl('SELF_BILLING', self.id, self.id),
      `${journalUrl('INVOICE', invoice.id, invoice.id)}&format=xlsx`,
      `/v1/fec/export?creditorId=${creditor.id}&fiscalYear=${year}`,
    ];
    const leader = await tokenFor('leader');
    for (const token of [manager, moderator, leader])
      for (const path of paths) {
        const answer = await api('GET', path, token);
        expect(answer.status, path).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
        expect(answer.headers.get('content-type')).toContain('application/problem+json');
      }
    for (const path of paths) expect((await api('GET', path, null)).status).toBe(401);
    expect(await storedMovements([invoice.id, credit.id, self.id])).toEqual([null, null, null]);
    // An ADMIN exports as an ACCOUNTANT does.
    for (const path of paths) expect((await api('GET', path, admin)).status, path).toBe(200);
    expect(await storedMovements([invoice.id, credit.id, self.id])).toEqual([1, 1, 1]);
  });

  it('checks the role before the parameters: a refused caller learns nothing of them', async () => {
    const answer = await api('GET', '/v1/fec/export?creditorId=abc', manager);
    expect(answer.status).toBe(403);
  });
});

describe('[SALES JOURNALS] formula injection', () => {
  it('writes a client named like a formula as text: quoted in the CSV, "quote prefix" in the workbook', async () => {
    const name = '=HYPERLINK("https://evil.test";"Payer ici")';
    const target = await newClient(creditor, name);
    const invoice = await issueInvoice({ veterinaryEstablishmentId: target.establishmentId });
    const { lines } = await journalCsv('INVOICE', invoice.id, invoice.id);
    expect(lines[0]?.['Intitulé auxiliaire']).toBe(`'${name}`);

    const answer = await download(`${journalUrl('INVOICE', invoice.id, invoice.id)}&format=xlsx`, accountant);
    expect(answer.status).toBe(200);
    const zip = await JSZip.loadAsync(answer.bytes);
    const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const strings = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    const styles = (await zip.file('xl/styles.xml')?.async('string')) ?? '';
    expect(sheet).not.toContain('<f>');
    // The client's name as a text of its own (the entry's label only contains it).
    const index = [...strings.matchAll(/<si>(.*?)<\/si>/g)].findIndex(([, si]) =>
      /^<t[^>]*>=HYPERLINK/.test(si ?? ''),
    );
    expect(index).toBeGreaterThan(0);
    // Every cell naming the client's text has the style marked quotePrefix, none is without a style.
    const cells = [
      ...sheet.matchAll(new RegExp(`<c(?: r="[A-Z]+\\d+")?( s="(\\d+)")? t="s"><v>${index}</v>`, 'g')),
    ];
    expect(cells.length).toBeGreaterThan(0);
    const xfs = [...(/<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*\/>/g)];
    for (const [, , style] of cells) expect(xfs[Number(style ?? 0)]?.[0]).toContain('quotePrefix="1"');
  });
});
