import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import {
  accountant,
  establishment,
  path,
  useServicesExportWorld,
} from '../support/factories/services-export-world.ts';

async function download(query: string, token = accountant) {
  const response = await fetch(`${baseUrl()}${path}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

useServicesExportWorld();

const mine = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.includes(establishment.privilegedCode));

describe('[SERVICES EXPORT]', () => {
  it('writes each period and delivery of the period with its amounts to the cent (CSV)', async () => {
    const answer = await download(
      `fromDate=2040-03-01&toDate=2040-03-31&veterinaryEstablishmentId[]=${establishment.id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/csv');
    const text = answer.body.toString('utf8');
    expect(text.startsWith('\uFEFFType;Code privilégié;Établissement;')).toBe(true);
    const lines = mine(text);
    expect(lines).toHaveLength(2);
    // March: 30,00 € less 3,33 € = 26,67 € HT; VAT 20 % = 5,334 → 5,33; 32,00 € TTC.
    expect(lines[0]).toContain(';01/03/2040;31/03/2040;1;30,00;3,33;26,67;20 %;5,33;32,00;Oui;Non;');
    // 3 × 100,05 € = 300,15 € HT; VAT 60,03 €; 360,18 € TTC.
    expect(lines[1]).toMatch(/^Prestation;.*;15\/03\/2040;;3;300,15;0,00;300,15;20 %;60,03;360,18;Oui;Non;/);
    expect(lines[1]).toContain(';706510');
  });

  it('keeps to the period and the kind asked', async () => {
    const april = mine(
      (
        await download(
          `fromDate=2040-04-01&toDate=2040-04-30&veterinaryEstablishmentId[]=${establishment.id}`,
        )
      ).body.toString('utf8'),
    );
    expect(april).toHaveLength(1);
    expect(april[0]).toMatch(/^Abonnement;/);
    const deliveriesOnly = mine(
      (
        await download(
          `fromDate=2040-01-01&toDate=2040-12-31&kind=DELIVERIES&veterinaryEstablishmentId[]=${establishment.id}`,
        )
      ).body.toString('utf8'),
    );
    expect(deliveriesOnly).toHaveLength(1);
  });

  it('writes the same rows in an XLSX workbook, amounts as numbers', async () => {
    const answer = await download(
      `fromDate=2040-03-01&toDate=2040-03-31&format=xlsx&veterinaryEstablishmentId[]=${establishment.id}`,
    );
    expect(answer.type).toContain('spreadsheetml');
    const zip = await JSZip.loadAsync(answer.body);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
    // Texts are shared strings (a cell names its text by index in sharedStrings.xml).
    const strings = await zip.file('xl/sharedStrings.xml')?.async('string');
    expect(strings).toContain('<t>Montant TTC</t>');
    expect(strings).toContain(`<t>${establishment.privilegedCode}</t>`);
    // Amounts are numbers shown in euros to the cent (style 2: `#,##0.00 "€"`), the VAT rate a percentage.
    expect(sheet).toMatch(/<c(?: r="[A-Z]+\d+")? s="2"><v>26.67<\/v><\/c>/);
    expect(sheet).toMatch(/<c(?: r="[A-Z]+\d+")? s="2"><v>360.18<\/v><\/c>/);
    expect(sheet).toMatch(/<c(?: r="[A-Z]+\d+")? s="3"><v>0.2<\/v><\/c>/);
    const styles = await zip.file('xl/styles.xml')?.async('string');
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;€&quot;"/>');
    expect(sheet?.match(/<row /g)).toHaveLength(3);
  });
});
